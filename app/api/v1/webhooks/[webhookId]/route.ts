import {
  deleteWorkspaceWebhook,
  getWorkspaceWebhook,
  updateWorkspaceWebhook,
} from "@/lib/contracts/webhooks";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/webhooks/workspace/service";

export const GET = serve(getWorkspaceWebhook, async ({ actor, params, meta }) =>
  service.getWorkspaceWebhook(actor, params, meta.locale),
);

export const PATCH = serve(updateWorkspaceWebhook, async ({ actor, params, body, meta }) =>
  service.updateWorkspaceWebhook(actor, { params, body }, meta.locale),
);

export const DELETE = serve(deleteWorkspaceWebhook, async ({ actor, params }) => {
  await service.deleteWorkspaceWebhook(actor, params);
  return new Response(null, { status: 204 });
});
