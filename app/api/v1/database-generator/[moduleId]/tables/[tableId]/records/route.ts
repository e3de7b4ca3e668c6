import { serve } from "@/lib/server/api/serve";
import {
  createRecord as createEndpoint,
  listRecords as listEndpoint,
} from "@/modules/database-generator/contracts";
import { createRecords } from "@/modules/database-generator/server/record-writes";
import { listRecords } from "@/modules/database-generator/server/records";

export const GET = serve(listEndpoint, async ({ actor, params, query, meta }) =>
  listRecords(actor, params, query, meta.errorLocale),
);

export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) => {
  const [record] = await createRecords(actor, params, [body], meta.errorLocale);
  return record!;
});
