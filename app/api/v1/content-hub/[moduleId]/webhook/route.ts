import { withApi } from "@/lib/server/api/with-api";
import { deleteWebhook, getWebhook, putWebhook } from "@/modules/content-hub/server/webhooks";

// GET /api/v1/content-hub/{id}/webhook - the webhook on publish (module admins; no secret)
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getWebhook(actor, { moduleId: params.moduleId }, meta.errorLocale),
);

// PUT /api/v1/content-hub/{id}/webhook - set the address (https); the secret once, when created or rotated
export const PUT = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  putWebhook(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);

// DELETE /api/v1/content-hub/{id}/webhook - remove the webhook and its delivery log
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteWebhook(actor, { moduleId: params.moduleId }, meta.errorLocale),
);
