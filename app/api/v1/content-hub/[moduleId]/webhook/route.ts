import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { deleteWebhook } from "@/modules/content-hub/server/webhooks/delete-webhook";
import { getWebhook } from "@/modules/content-hub/server/webhooks/get-webhook";
import { putWebhook } from "@/modules/content-hub/server/webhooks/put-webhook";

export const GET = serve(endpoints.getWebhook, async ({ actor, params, meta }) =>
  getWebhook(actor, { moduleId: params.moduleId }, meta.errorLocale),
);

export const PUT = serve(endpoints.putWebhook, async ({ actor, params, body, meta }) =>
  putWebhook(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);

export const DELETE = serve(endpoints.deleteWebhook, async ({ actor, params, meta }) =>
  deleteWebhook(actor, { moduleId: params.moduleId }, meta.errorLocale),
);
