import { withApi } from "@/lib/server/api/with-api";
import { markAllNotificationsRead } from "@/lib/server/notifications/inbox";

// POST /api/v1/notifications/read-all - mark every unread notification of the active workspace read
export const POST = withApi({}, async ({ actor }) => markAllNotificationsRead(actor));
