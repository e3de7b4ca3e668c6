import { downloadResponse } from "@/lib/server/api/download";
import { withApi } from "@/lib/server/api/with-api";
import { exportResponses } from "@/modules/form-builder/server/responses";

// GET /api/v1/form-builder/{id}/form/{formId}/responses/export - every response as CSV or XLSX, streamed (format, from, to, element, answer)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  downloadResponse(
    await exportResponses(
      actor,
      { params, query: Object.fromEntries(req.nextUrl.searchParams) },
      meta.errorLocale,
    ),
  ),
);
