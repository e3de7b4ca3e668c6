import { serve } from "@/lib/server/api/serve";
import { previewSourceTable } from "@/modules/data-visualization/contracts/sources";
import * as tables from "@/modules/data-visualization/server/sources/tables";

export const GET = serve(previewSourceTable, async ({ actor, params, query, meta }) =>
  tables.previewSourceTable(actor, { params, query }, meta.errorLocale),
);
