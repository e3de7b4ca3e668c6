import { serve } from "@/lib/server/api/serve";
import { answerMeeting as answerEndpoint } from "@/modules/meeting-room/contracts";
import { answerMeeting } from "@/modules/meeting-room/server/answers";

export const POST = serve(answerEndpoint, async ({ actor, params, body, meta }) =>
  answerMeeting(actor, params, body, meta.errorLocale),
);
