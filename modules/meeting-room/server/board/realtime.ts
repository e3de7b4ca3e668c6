import "server-only";
import type { Server, Socket } from "socket.io";
import type { SocketData } from "@/lib/realtime/socket-server";
import { socketsOfAccessChange } from "@/lib/realtime/access-changed";
import { resolveActor } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/errors";
import { subscribe } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import { logger } from "@/lib/server/logger";
import {
  BOARD_CHANGE,
  BOARD_CHANGED,
  BOARD_JOIN,
  BOARD_LEAVE,
  BOARD_REVOKED,
  boardChangeMessageSchema,
  boardJoinSchema,
  type BoardChanged,
  type BoardJoinAnswer,
} from "@/modules/meeting-room/board/protocol";
import { BOARD_CHANGE_MAX_BYTES, wins, type BoardElement } from "@/modules/meeting-room/shared/board";
import { meetingAccess } from "@/modules/meeting-room/server/meeting-access";
import { saveBoardChanges } from "./boards";

/** A meeting's live board room. */
export const boardRoom = (meetingId: string) => `board:${meetingId}`;

/** The boards a socket has joined (socket.data, serialisable). */
interface OnBoard {
  moduleId: string;
  workspaceId: string;
  canDraw: boolean;
}
type BoardSocket = Socket & { data: SocketData & { boards?: Record<string, OnBoard> } };

/** A board's changes are saved this long after the last one (and at most every SAVE_MAX_MS). */
const SAVE_DELAY_MS = 400;
const SAVE_MAX_MS = 2_000;

interface Pending {
  target: { workspaceId: string; moduleId: string; meetingId: string };
  elements: Map<string, BoardElement>;
  timer: ReturnType<typeof setTimeout>;
  since: number;
}

/**
 * Each node gathers the changes its sockets send per board (the winner per element) and saves them
 * together shortly after (saveBoardChanges merges under the row's lock, so nodes saving at once all
 * land). `flush` saves everything pending (the server stopping).
 */
function boardSaver() {
  const pending = new Map<string, Pending>();
  const save = async (meetingId: string) => {
    const batch = pending.get(meetingId);
    if (!batch) return;
    pending.delete(meetingId);
    clearTimeout(batch.timer);
    try {
      await saveBoardChanges(batch.target, [...batch.elements.values()]);
    } catch (error) {
      logger.error(
        `[meeting-room] board save failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  return {
    push(target: Pending["target"], elements: readonly BoardElement[]) {
      const batch = pending.get(target.meetingId) ?? {
        target,
        elements: new Map<string, BoardElement>(),
        timer: setTimeout(() => undefined, 0),
        since: Date.now(),
      };
      for (const element of elements)
        if (wins(element, batch.elements.get(element.id))) batch.elements.set(element.id, element);
      clearTimeout(batch.timer);
      const wait = Math.min(SAVE_DELAY_MS, Math.max(0, batch.since + SAVE_MAX_MS - Date.now()));
      batch.timer = setTimeout(() => void save(target.meetingId), wait);
      pending.set(target.meetingId, batch);
    },
    flush: () => Promise.all([...pending.keys()].map(save)).then(() => undefined),
  };
}

async function join(socket: BoardSocket, raw: unknown): Promise<BoardJoinAnswer> {
  const parsed = boardJoinSchema.safeParse(raw);
  if (!parsed.success) return { ok: false };
  const actor = await resolveActor(socket.data.claims);
  if (!actor) return { ok: false };
  try {
    const access = await meetingAccess(actor, parsed.data.moduleId, parsed.data.meetingId);
    socket.data.boards = {
      ...socket.data.boards,
      [access.meeting.id]: {
        moduleId: access.moduleId,
        workspaceId: access.workspaceId,
        canDraw: access.takesPart,
      },
    };
    await socket.join(boardRoom(access.meeting.id));
    return { ok: true, canDraw: access.takesPart };
  } catch (error) {
    if (error instanceof AppError) return { ok: false };
    throw error;
  }
}

/** When people's access changes, their sockets re-check each board they are on (leave, or look only). */
function onAccessChanged(io: Server) {
  return async (event: DomainEventOf<"access.changed">) => {
    for (const socket of (await socketsOfAccessChange(io, event)) as BoardSocket[]) {
      const boards = socket.data.boards;
      if (!boards) continue;
      const actor = await resolveActor(socket.data.claims);
      for (const [meetingId, on] of Object.entries<OnBoard>(boards)) {
        // Refused by the gate (or the meeting gone): off the board. Anything else (the database down) throws.
        const access =
          actor &&
          (await meetingAccess(actor, on.moduleId, meetingId).catch((error: unknown) => {
            if (error instanceof AppError) return null;
            throw error;
          }));
        if (access) {
          on.canDraw = access.takesPart;
          continue;
        }
        delete boards[meetingId];
        void socket.leave(boardRoom(meetingId));
        socket.emit(BOARD_REVOKED, { meetingId });
      }
    }
  };
}

/**
 * A meeting whiteboard's live changes (docs/modules/meeting-room.md "Whiteboards"):
 *
 * - BOARD_JOIN { moduleId, meetingId } → { ok, canDraw }: the module gate on the socket's session
 *   (asked afresh on every join); the socket joins `board:{meetingId}`.
 * - BOARD_CHANGE { meetingId, elements } → { ok }: from a socket on the board that may draw, at most
 *   BOARD_CHANGE_MAX_BYTES; the others on the board hear BOARD_CHANGED at once (on every node,
 *   through the adapter) and the node saves the changes shortly after.
 * - BOARD_LEAVE { meetingId }; access withdrawn: the socket leaves and hears BOARD_REVOKED.
 */
export function attachBoardRealtime(io: Server): () => Promise<void> {
  const saver = boardSaver();
  const onConnection = (socket: BoardSocket) => {
    socket.on(BOARD_JOIN, (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (answer: BoardJoinAnswer) => void) : () => undefined;
      join(socket, raw)
        .then(reply)
        .catch((error: unknown) => {
          logger.error(
            `[meeting-room] board join failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          reply({ ok: false });
        });
    });
    socket.on(BOARD_LEAVE, (raw: unknown) => {
      const meetingId = (raw as { meetingId?: unknown } | null)?.meetingId;
      if (typeof meetingId !== "string" || !socket.data.boards?.[meetingId]) return;
      delete socket.data.boards[meetingId];
      void socket.leave(boardRoom(meetingId));
    });
    socket.on(BOARD_CHANGE, (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (answer: { ok: boolean }) => void) : () => undefined;
      if (JSON.stringify(raw ?? null).length > BOARD_CHANGE_MAX_BYTES) return reply({ ok: false });
      const parsed = boardChangeMessageSchema.safeParse(raw);
      if (!parsed.success) return reply({ ok: false });
      const { meetingId, elements, sentAt } = parsed.data;
      const on = socket.data.boards?.[meetingId];
      if (!on?.canDraw || !socket.rooms.has(boardRoom(meetingId))) return reply({ ok: false });
      const changed: BoardChanged = {
        meetingId,
        elements: elements as BoardElement[],
        from: socket.id,
        sentAt,
      };
      socket.to(boardRoom(meetingId)).emit(BOARD_CHANGED, changed);
      saver.push({ workspaceId: on.workspaceId, moduleId: on.moduleId, meetingId }, changed.elements);
      reply({ ok: true });
    });
  };
  io.on("connection", onConnection);
  const access = subscribe("access.changed", onAccessChanged(io));
  return async () => {
    io.off("connection", onConnection);
    access();
    await saver.flush();
  };
}

/** Tells a board's live room of changes saved through the API (PATCH …/boards/{meetingId}). */
export function tellBoard(io: Server | null, meetingId: string, elements: readonly BoardElement[]): void {
  const changed: BoardChanged = { meetingId, elements: [...elements], from: "api" };
  io?.to(boardRoom(meetingId)).emit(BOARD_CHANGED, changed);
}
