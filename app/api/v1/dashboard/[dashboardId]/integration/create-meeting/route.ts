import { serve } from "@/lib/server/api/serve";
import { createMeetLink as linkEndpoint } from "@/modules/meeting-room/contracts";
import { createMeetLink } from "@/modules/meeting-room/server/create-link";

export const POST = serve(linkEndpoint, async ({ actor, params, meta }) =>
  createMeetLink(actor, params.dashboardId, meta.errorLocale),
);
