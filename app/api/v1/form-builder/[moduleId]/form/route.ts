import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createForm, listForms } from "@/modules/form-builder/server/forms";

// GET /api/v1/form-builder/{id}/form - a page of the forms the caller sees (q, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listForms(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);

// POST /api/v1/form-builder/{id}/form - create a form (title, elements, configuration, logic, description, private)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createForm(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
