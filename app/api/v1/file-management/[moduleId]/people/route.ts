import { serve } from "@/lib/server/api/serve";
import { listPeople as endpoint } from "@/modules/file-management/contracts";
import { listPeople } from "@/modules/file-management/server/shares";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  listPeople(actor, params.moduleId, query.q, meta.errorLocale),
);
