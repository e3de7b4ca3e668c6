import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createCampaign, listCampaigns } from "@/modules/notification/server/campaigns";

// GET /api/v1/notification/{id}/campaigns - a page of campaigns (q, status, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listCampaigns(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);

// POST /api/v1/notification/{id}/campaigns - create a draft campaign
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createCampaign(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
