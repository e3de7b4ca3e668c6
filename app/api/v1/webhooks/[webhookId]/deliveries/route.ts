import { listWorkspaceWebhookDeliveries } from "@/lib/contracts/webhooks";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/webhooks/workspace/delivery-log";

export const GET = serve(listWorkspaceWebhookDeliveries, async ({ actor, params, query }) =>
  service.listWorkspaceWebhookDeliveries(actor, { params, query }),
);
