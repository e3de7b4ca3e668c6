import { serve } from "@/lib/server/api/serve";
import {
  answerInvitation as answerEndpoint,
  readInvitation as readEndpoint,
} from "@/modules/meeting-room/contracts";
import { answerInvitation, readInvitation } from "@/modules/meeting-room/server/answers";

export const GET = serve(readEndpoint, async ({ params }) => readInvitation(params.token));

export const POST = serve(answerEndpoint, async ({ params, body }) => answerInvitation(params.token, body));
