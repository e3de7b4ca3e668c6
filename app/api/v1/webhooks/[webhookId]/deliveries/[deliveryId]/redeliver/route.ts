import { redeliverWorkspaceWebhookDelivery } from "@/lib/contracts/webhooks";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/webhooks/workspace/delivery-log";

export const POST = serve(redeliverWorkspaceWebhookDelivery, async ({ actor, params }) =>
  service.redeliverWorkspaceWebhookDelivery(actor, params),
);
