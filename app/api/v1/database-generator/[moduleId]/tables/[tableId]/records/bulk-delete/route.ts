import { serve } from "@/lib/server/api/serve";
import { bulkDeleteRecords as endpoint } from "@/modules/database-generator/contracts";
import { deleteRecords } from "@/modules/database-generator/server/record-writes";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) => ({
  deleted: await deleteRecords(actor, params, body.ids, meta.errorLocale),
}));
