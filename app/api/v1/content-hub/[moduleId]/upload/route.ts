import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { uploadContentFile } from "@/modules/content-hub/server/uploads";

// POST /api/v1/content-hub/{id}/upload?kind=image|download - store an image (with its web variant) or a download (multipart `file`, < 10 MB)
export const POST = withApi({}, async ({ actor, params, req, meta }) =>
  NextResponse.json(
    await uploadContentFile(
      actor,
      { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams), req },
      meta.errorLocale,
    ),
    { status: 201 },
  ),
);
