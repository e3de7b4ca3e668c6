import type { Server, Socket } from "socket.io";
import type { DomainEventOf } from "@/lib/server/events/types";
import { userRoom, workspaceRoom } from "./rooms";

/**
 * This node's sockets of the people an `access.changed` event names (everyone in its workspace for
 * "all"): each node's outbox dispatcher hands it the event, so each re-checks its own sockets. The
 * module rooms (./module-rooms.ts) and a kind's own rooms (the meeting room's calls and boards) go
 * through it, each re-running its gate on what the socket is in.
 */
export async function socketsOfAccessChange(
  io: Server,
  event: DomainEventOf<"access.changed">,
): Promise<Socket[]> {
  const rooms = event.userIds === "all" ? [workspaceRoom(event.workspaceId)] : event.userIds.map(userRoom);
  if (rooms.length === 0) return [];
  const remote = await io.local.in(rooms).fetchSockets();
  return remote.flatMap((found) => io.sockets.sockets.get(found.id) ?? []);
}
