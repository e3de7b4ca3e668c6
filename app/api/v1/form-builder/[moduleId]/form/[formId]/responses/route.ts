import { withApi } from "@/lib/server/api/with-api";
import { listResponses } from "@/modules/form-builder/server/responses";

// GET /api/v1/form-builder/{id}/form/{formId}/responses - newest first (from, to, element, answer, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listResponses(actor, { params, query: Object.fromEntries(req.nextUrl.searchParams) }, meta.errorLocale),
);
