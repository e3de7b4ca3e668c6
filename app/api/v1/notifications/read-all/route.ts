import { serve } from "@/lib/server/api/serve";
import { markAllNotificationsRead as markAllNotificationsReadEndpoint } from "@/lib/contracts/inbox";
import { markAllNotificationsRead } from "@/lib/server/inbox/inbox";

export const POST = serve(markAllNotificationsReadEndpoint, async ({ actor }) =>
  markAllNotificationsRead(actor),
);
