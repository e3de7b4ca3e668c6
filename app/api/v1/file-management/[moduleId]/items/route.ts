import { serve } from "@/lib/server/api/serve";
import { listItems as endpoint } from "@/modules/file-management/contracts";
import { listItems } from "@/modules/file-management/server/list-items";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  listItems(actor, params.moduleId, query, meta.errorLocale),
);
