import { serve } from "@/lib/server/api/serve";
import {
  createMeeting as createEndpoint,
  listMeetings as listEndpoint,
} from "@/modules/meeting-room/contracts";
import { createMeeting } from "@/modules/meeting-room/server/create-meeting";
import { listMeetings } from "@/modules/meeting-room/server/list-meetings";

export const GET = serve(listEndpoint, async ({ actor, params, query, meta }) =>
  listMeetings(actor, params.dashboardId, query, meta.errorLocale),
);

export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) =>
  createMeeting(actor, params.dashboardId, body, meta.errorLocale),
);
