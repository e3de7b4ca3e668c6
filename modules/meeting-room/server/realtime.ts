import "server-only";
import type { Server } from "socket.io";
import { attachBoardRealtime } from "@/modules/meeting-room/server/board/realtime";
import { attachCallRealtime } from "@/modules/meeting-room/server/call/realtime";

/** The meeting room's socket messages (kind.server.ts `realtime`): the call and the whiteboards. */
export function attachMeetingRoomRealtime(io: Server): () => Promise<void> {
  const detachCall = attachCallRealtime(io);
  const detachBoards = attachBoardRealtime(io);
  return async () => {
    detachCall();
    await detachBoards();
  };
}
