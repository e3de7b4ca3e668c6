import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createTag, listTags } from "@/modules/time-tracker/server/tags";

// GET /api/v1/time-tracker/{id}/tag - the module's tags
export const GET = withApi({}, async ({ actor, params, meta }) =>
  listTags(actor, params.moduleId, meta.errorLocale),
);

// POST /api/v1/time-tracker/{id}/tag - a new tag {title} (409 when the title exists)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createTag(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
