import { moduleCatalog } from "@/lib/contracts/modules";
import { serve } from "@/lib/server/api/serve";
import { listModuleCatalog } from "@/lib/server/projects/list-module-catalog";

// Without a limit the whole catalog is page 1 (the client asks for the maximum anyway).
export const GET = serve(moduleCatalog, async ({ query: { page, limit }, meta }) => {
  const catalog = await listModuleCatalog(meta.errorLocale);
  if (limit === undefined) return page === 1 ? catalog : [];
  return catalog.slice((page - 1) * limit, page * limit);
});
