import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { bulkEntries, createEntry } from "@/modules/time-tracker/server/entries";
import { listEntries } from "@/modules/time-tracker/server/list-entries";

// GET /api/v1/time-tracker/{id}/entry - the caller's entries, newest first (cursor, limit, tz, tag) with day totals
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listEntries(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);

// POST /api/v1/time-tracker/{id}/entry - start the caller's timer (no end; 409 while one runs) or add a finished entry
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createEntry(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);

// PATCH /api/v1/time-tracker/{id}/entry - {create, delete, update} of the caller's entries in one transaction
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  bulkEntries(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
