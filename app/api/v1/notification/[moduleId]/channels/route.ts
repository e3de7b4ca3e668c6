import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createChannel, listChannels } from "@/modules/notification/server/channels";

// GET /api/v1/notification/{id}/channels - a page of channels (q, kind, status, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listChannels(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);

// POST /api/v1/notification/{id}/channels - create a channel (a webhook's secret is in the answer, once)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createChannel(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
