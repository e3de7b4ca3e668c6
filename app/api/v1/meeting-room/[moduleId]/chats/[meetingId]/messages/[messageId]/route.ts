import { serve } from "@/lib/server/api/serve";
import {
  deleteMeetingMessage as deleteEndpoint,
  editMeetingMessage as editEndpoint,
} from "@/modules/meeting-room/contracts";
import { changeMeetingMessage } from "@/modules/meeting-room/server/chat/chat";

export const PATCH = serve(editEndpoint, async ({ actor, params, body, meta }) =>
  changeMeetingMessage(actor, params, body, meta.errorLocale),
);

export const DELETE = serve(deleteEndpoint, async ({ actor, params, meta }) =>
  changeMeetingMessage(actor, params, "delete", meta.errorLocale),
);
