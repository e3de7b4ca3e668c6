import { serve } from "@/lib/server/api/serve";
import {
  listMeetingMessages as listEndpoint,
  postMeetingMessage as postEndpoint,
} from "@/modules/meeting-room/contracts";
import { listMeetingMessages, postMeetingMessage } from "@/modules/meeting-room/server/chat/chat";

export const GET = serve(listEndpoint, async ({ actor, params, query, meta }) =>
  listMeetingMessages(actor, params.moduleId, params.meetingId, query.before, meta.errorLocale),
);

export const POST = serve(postEndpoint, async ({ actor, params, body, meta }) =>
  postMeetingMessage(actor, params.moduleId, params.meetingId, body, meta.errorLocale),
);
