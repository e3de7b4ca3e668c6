import { serve } from "@/lib/server/api/serve";
import {
  deleteRecord as deleteEndpoint,
  getRecord as getEndpoint,
  updateRecord as updateEndpoint,
} from "@/modules/database-generator/contracts";
import { deleteRecords, updateRecords } from "@/modules/database-generator/server/record-writes";
import { getRecord } from "@/modules/database-generator/server/records";

export const GET = serve(getEndpoint, async ({ actor, params, meta }) =>
  getRecord(actor, params, meta.errorLocale),
);

export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) => {
  const [record] = await updateRecords(
    actor,
    params,
    [{ id: params.recordId, cells: body.cells }],
    meta.errorLocale,
  );
  return record!;
});

export const DELETE = serve(deleteEndpoint, async ({ actor, params, meta }) => {
  await deleteRecords(actor, params, [params.recordId], meta.errorLocale);
  return { ok: true as const };
});
