import { serve } from "@/lib/server/api/serve";
import { deleteWebhook, getWebhook, putWebhook } from "@/modules/form-builder/contracts";
import { deleteFormWebhook } from "@/modules/form-builder/server/webhook/delete-form-webhook";
import { getFormWebhook } from "@/modules/form-builder/server/webhook/get-form-webhook";
import { putFormWebhook } from "@/modules/form-builder/server/webhook/put-form-webhook";

export const GET = serve(getWebhook, async ({ actor, params, meta }) =>
  getFormWebhook(actor, { params }, meta.errorLocale),
);

export const PUT = serve(putWebhook, async ({ actor, params, body, meta }) =>
  putFormWebhook(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteWebhook, async ({ actor, params, meta }) =>
  deleteFormWebhook(actor, { params }, meta.errorLocale),
);
