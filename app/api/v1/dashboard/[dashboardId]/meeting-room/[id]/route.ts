import { serve } from "@/lib/server/api/serve";
import {
  deleteMeeting as deleteEndpoint,
  getMeeting as getEndpoint,
  updateMeeting as updateEndpoint,
} from "@/modules/meeting-room/contracts";
import { deleteMeeting } from "@/modules/meeting-room/server/delete-meeting";
import { getMeeting } from "@/modules/meeting-room/server/get-meeting";
import { updateMeeting } from "@/modules/meeting-room/server/update-meeting";

export const GET = serve(getEndpoint, async ({ actor, params, query, meta }) =>
  getMeeting(actor, params, query, meta.errorLocale),
);

export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) =>
  updateMeeting(actor, params, body, meta.errorLocale),
);

export const DELETE = serve(deleteEndpoint, async ({ actor, params, meta }) =>
  deleteMeeting(actor, params, meta.errorLocale),
);
