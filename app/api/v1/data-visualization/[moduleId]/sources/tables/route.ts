import { serve } from "@/lib/server/api/serve";
import { listSourceTables } from "@/modules/data-visualization/contracts/sources";
import * as tables from "@/modules/data-visualization/server/sources/tables";

export const GET = serve(listSourceTables, async ({ actor, params, meta }) =>
  tables.listSourceTables(actor, params.moduleId, meta.errorLocale),
);
