import { getIo } from "@/lib/realtime/socket-server";
import { serve } from "@/lib/server/api/serve";
import {
  changeBoard as changeBoardEndpoint,
  getBoard as getBoardEndpoint,
} from "@/modules/meeting-room/contracts";
import { changeBoard, getBoard } from "@/modules/meeting-room/server/board/boards";
import { tellBoard } from "@/modules/meeting-room/server/board/realtime";
import type { BoardElement } from "@/modules/meeting-room/shared/board";

export const GET = serve(getBoardEndpoint, async ({ actor, params, meta }) =>
  getBoard(actor, params.moduleId, params.meetingId, meta.errorLocale),
);

export const PATCH = serve(changeBoardEndpoint, async ({ actor, params, body, meta }) =>
  changeBoard(
    actor,
    params.moduleId,
    params.meetingId,
    body.elements as BoardElement[],
    meta.errorLocale,
    (meetingId, elements) => tellBoard(getIo(), meetingId, elements),
  ),
);
