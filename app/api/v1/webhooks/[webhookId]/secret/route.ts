import { rotateWorkspaceWebhookSecret } from "@/lib/contracts/webhooks";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/webhooks/workspace/service";

export const POST = serve(rotateWorkspaceWebhookSecret, async ({ actor, params, meta }) =>
  service.rotateWorkspaceWebhookSecret(actor, params, meta.locale),
);
