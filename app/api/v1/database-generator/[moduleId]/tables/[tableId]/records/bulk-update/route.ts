import { serve } from "@/lib/server/api/serve";
import { bulkUpdateRecords as endpoint } from "@/modules/database-generator/contracts";
import { updateRecords } from "@/modules/database-generator/server/record-writes";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) => ({
  data: await updateRecords(actor, params, body.records, meta.errorLocale),
}));
