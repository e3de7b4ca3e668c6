import { withApi } from "@/lib/server/api/with-api";
import { deleteFormWebhook, getFormWebhook, putFormWebhook } from "@/modules/form-builder/server/webhook";

// GET /api/v1/form-builder/{id}/form/{formId}/webhook - the webhook on submission (module admins)
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getFormWebhook(actor, { params }, meta.errorLocale),
);

// PUT /api/v1/form-builder/{id}/form/{formId}/webhook - set it {url, enabled?, rotateSecret?}
export const PUT = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  putFormWebhook(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/form-builder/{id}/form/{formId}/webhook - remove it
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteFormWebhook(actor, { params }, meta.errorLocale),
);
