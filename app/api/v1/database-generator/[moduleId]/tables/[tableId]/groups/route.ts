import { serve } from "@/lib/server/api/serve";
import { listGroups as endpoint } from "@/modules/database-generator/contracts";
import { listGroups } from "@/modules/database-generator/server/groups";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  listGroups(actor, params, query, meta.errorLocale),
);
