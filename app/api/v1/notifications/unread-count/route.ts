import { withApi } from "@/lib/server/api/with-api";
import { unreadNotificationCount } from "@/lib/server/notifications/inbox";

// GET /api/v1/notifications/unread-count - the bell's number
export const GET = withApi({}, async ({ actor }) => unreadNotificationCount(actor));
