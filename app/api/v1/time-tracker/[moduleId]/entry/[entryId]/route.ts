import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { deleteEntry, updateEntry } from "@/modules/time-tracker/server/entries";

// PATCH /api/v1/time-tracker/{id}/entry/{entryId} - change fields of the caller's entry; {end} stops a running one
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateEntry(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/time-tracker/{id}/entry/{entryId} - delete the caller's entry
export const DELETE = withApi({}, async ({ actor, params, meta }) => {
  await deleteEntry(actor, { params }, meta.errorLocale);
  return new NextResponse(null, { status: 204 });
});
