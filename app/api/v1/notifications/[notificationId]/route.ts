import { withApi } from "@/lib/server/api/with-api";
import { markNotification } from "@/lib/server/notifications/inbox";

// PATCH /api/v1/notifications/{id} - { read: boolean }
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  markNotification(actor, { notificationId: params.notificationId, body }),
);
