import { withApi } from "@/lib/server/api/with-api";
import { deleteResponse, getResponse } from "@/modules/form-builder/server/responses";

// GET /api/v1/form-builder/{id}/form/{formId}/responses/{responseId} - one response with the elements it answered
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getResponse(actor, { params }, meta.errorLocale),
);

// DELETE /api/v1/form-builder/{id}/form/{formId}/responses/{responseId} - delete a response
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteResponse(actor, { params }, meta.errorLocale),
);
