import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createCategory } from "@/modules/content-hub/server/categories";

// POST /api/v1/content-hub/{id}/categories - add a category (name, contentType, parent, media, isActive)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createCategory(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
