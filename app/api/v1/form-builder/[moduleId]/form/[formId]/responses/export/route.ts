import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { exportResponses } from "@/lib/server/form-builder/responses";

// GET /api/v1/form-builder/{id}/form/{formId}/responses/export - every response as CSV or XLSX, streamed (format, from, to, element, answer)
export const GET = withApi({}, async ({ actor, params, req, meta }) => {
  const file = await exportResponses(
    actor,
    { params, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  );
  return new NextResponse(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
    },
  });
});
