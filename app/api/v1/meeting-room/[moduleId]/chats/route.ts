import { serve } from "@/lib/server/api/serve";
import { listMeetingChats as endpoint } from "@/modules/meeting-room/contracts";
import { listMeetingChats } from "@/modules/meeting-room/server/chat/chat";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  listMeetingChats(actor, params.moduleId, query.cursor, meta.errorLocale),
);
