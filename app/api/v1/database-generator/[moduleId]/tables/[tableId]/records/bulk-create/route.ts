import { serve } from "@/lib/server/api/serve";
import { bulkCreateRecords as endpoint } from "@/modules/database-generator/contracts";
import { createRecords } from "@/modules/database-generator/server/record-writes";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) => ({
  data: await createRecords(actor, params, body.records, meta.errorLocale),
}));
