import { serve } from "@/lib/server/api/serve";
import { listNotifications as listNotificationsEndpoint } from "@/lib/contracts/inbox";
import { listNotifications } from "@/lib/server/inbox/inbox";

export const GET = serve(listNotificationsEndpoint, async ({ actor, req, meta }) =>
  listNotifications(actor, { query: Object.fromEntries(req.nextUrl.searchParams) }, meta.locale),
);
