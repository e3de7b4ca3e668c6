import { moduleCatalogQuerySchema } from "@/lib/schemas/project";
import { withApi } from "@/lib/server/api/with-api";
import { parseInput } from "@/lib/server/validation";
import { listModuleCatalog } from "@/lib/server/projects/list-module-catalog";

// GET /api/v1/modules?page=1&limit= - the module catalog (Quick Access first), in the caller's language
export const GET = withApi({}, async ({ req, meta }) => {
  const query = req.nextUrl.searchParams;
  const { page, limit } = parseInput(moduleCatalogQuerySchema, {
    page: query.get("page") ?? undefined,
    limit: query.get("limit") ?? undefined,
  });
  const catalog = await listModuleCatalog(meta.errorLocale);
  if (limit === undefined) return page === 1 ? catalog : [];
  return catalog.slice((page - 1) * limit, page * limit);
});
