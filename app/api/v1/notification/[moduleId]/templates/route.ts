import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createTemplate, listTemplates } from "@/modules/notification/server/templates";

// GET /api/v1/notification/{id}/templates - a page of templates (q, channelKind, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listTemplates(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);

// POST /api/v1/notification/{id}/templates - create a template
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createTemplate(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
