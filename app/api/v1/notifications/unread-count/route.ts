import { serve } from "@/lib/server/api/serve";
import { unreadNotificationCount as unreadNotificationCountEndpoint } from "@/lib/contracts/inbox";
import { unreadNotificationCount } from "@/lib/server/inbox/inbox";

export const GET = serve(unreadNotificationCountEndpoint, async ({ actor }) =>
  unreadNotificationCount(actor),
);
