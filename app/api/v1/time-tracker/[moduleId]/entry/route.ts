import { serve } from "@/lib/server/api/serve";
import {
  bulkEntries as bulkEntriesEndpoint,
  createEntry as createEntryEndpoint,
  listEntries as listEntriesEndpoint,
} from "@/modules/time-tracker/contracts";
import { bulkEntries } from "@/modules/time-tracker/server/entries/bulk-entries";
import { createEntry } from "@/modules/time-tracker/server/entries/create-entry";
import { listEntries } from "@/modules/time-tracker/server/list-entries";

// The service reads the query string itself (its instants become Dates, which its schema would not
// read again).
export const GET = serve(listEntriesEndpoint, async ({ actor, params, req, meta }) =>
  listEntries(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);

export const POST = serve(createEntryEndpoint, async ({ actor, params, body, meta }) =>
  createEntry(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);

export const PATCH = serve(bulkEntriesEndpoint, async ({ actor, params, body, meta }) =>
  bulkEntries(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
