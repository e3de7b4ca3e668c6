import { NextResponse } from "next/server";
import { serve } from "@/lib/server/api/serve";
import {
  deleteEntry as deleteEntryEndpoint,
  updateEntry as updateEntryEndpoint,
} from "@/modules/time-tracker/contracts";
import { deleteEntry } from "@/modules/time-tracker/server/entries/delete-entry";
import { updateEntry } from "@/modules/time-tracker/server/entries/update-entry";

export const PATCH = serve(updateEntryEndpoint, async ({ actor, params, body, meta }) =>
  updateEntry(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteEntryEndpoint, async ({ actor, params, meta }) => {
  await deleteEntry(actor, { params }, meta.errorLocale);
  return new NextResponse(null, { status: 204 });
});
