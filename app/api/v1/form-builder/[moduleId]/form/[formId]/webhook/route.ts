import { serve } from "@/lib/server/api/serve";
import { deleteWebhook, getWebhook, putWebhook } from "@/modules/form-builder/contracts";
import { deleteFormWebhook, getFormWebhook, putFormWebhook } from "@/modules/form-builder/server/webhook";

export const GET = serve(getWebhook, async ({ actor, params, meta }) =>
  getFormWebhook(actor, { params }, meta.errorLocale),
);

export const PUT = serve(putWebhook, async ({ actor, params, body, meta }) =>
  putFormWebhook(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteWebhook, async ({ actor, params, meta }) =>
  deleteFormWebhook(actor, { params }, meta.errorLocale),
);
