import { createWorkspaceWebhook, listWorkspaceWebhooks } from "@/lib/contracts/webhooks";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/webhooks/workspace/service";

export const GET = serve(listWorkspaceWebhooks, async ({ actor, meta }) =>
  service.listWorkspaceWebhooks(actor, meta.locale),
);

export const POST = serve(createWorkspaceWebhook, async ({ actor, body, meta }) =>
  service.createWorkspaceWebhook(actor, body, meta.locale),
);
