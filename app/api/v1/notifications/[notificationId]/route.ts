import { serve } from "@/lib/server/api/serve";
import { markNotification as markNotificationEndpoint } from "@/lib/contracts/inbox";
import { markNotification } from "@/lib/server/inbox/inbox";

export const PATCH = serve(markNotificationEndpoint, async ({ actor, params, body }) =>
  markNotification(actor, { notificationId: params.notificationId, body }),
);
