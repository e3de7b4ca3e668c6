import { serve } from "@/lib/server/api/serve";
import { createWebhookToken as tokenEndpoint } from "@/modules/workflow-automation/contracts";
import { createWebhookToken } from "@/modules/workflow-automation/server/triggers/webhook";

export const POST = serve(tokenEndpoint, async ({ actor, params, body, meta }) =>
  createWebhookToken(actor, { params, body }, meta.errorLocale),
);
