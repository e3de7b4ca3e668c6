import { pingWorkspaceWebhook } from "@/lib/contracts/webhooks";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/webhooks/workspace/delivery-log";

export const POST = serve(pingWorkspaceWebhook, async ({ actor, params }) =>
  service.pingWorkspaceWebhook(actor, params),
);
