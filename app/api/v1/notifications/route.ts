import { withApi } from "@/lib/server/api/with-api";
import { listNotifications } from "@/lib/server/notifications/inbox";

// GET /api/v1/notifications - the signed-in user's inbox in the active workspace (cursor, limit, unread, kind)
export const GET = withApi({}, async ({ actor, req, meta }) =>
  listNotifications(actor, { query: Object.fromEntries(req.nextUrl.searchParams) }, meta.locale),
);
