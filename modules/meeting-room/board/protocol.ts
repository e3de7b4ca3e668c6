// A meeting whiteboard's live messages (docs/modules/meeting-room.md "Whiteboards"), shared by the
// server (server/board/realtime.ts) and the browser (components/board): names and payload schemas
// (zod/mini: the browser loads this file). No server imports.
import * as z from "@/lib/zod";
import { memberIdSchema } from "@/lib/schemas/members";
import { boardElementsSchema } from "@/modules/meeting-room/schemas/boards";
import type { BoardElement } from "@/modules/meeting-room/shared/board";

/** join { moduleId, meetingId } → { ok, canDraw } (acknowledged): the board's changes reach the socket. */
export const BOARD_JOIN = "board:join";
/** leave { meetingId }. */
export const BOARD_LEAVE = "board:leave";
/** change { meetingId, elements } → { ok } (acknowledged): the others hear BOARD_CHANGED; saved. */
export const BOARD_CHANGE = "board:change";
/** Heard by the others on the board: BoardChanged. */
export const BOARD_CHANGED = "board:changed";
/** Heard by a socket whose access to the board's module was withdrawn: { meetingId }. */
export const BOARD_REVOKED = "board:revoked";

export const boardJoinSchema = z.object({
  moduleId: memberIdSchema,
  meetingId: z.string().check(z.regex(/^[0-9a-f]{24}$/)),
});

export const boardChangeMessageSchema = z.object({
  meetingId: z.string().check(z.regex(/^[0-9a-f]{24}$/)),
  elements: boardElementsSchema,
  /** The sender's clock when it sent (the spec measures the way across). */
  sentAt: z.optional(z.number()),
});

export interface BoardChanged {
  meetingId: string;
  elements: BoardElement[];
  /** The socket that changed them. */
  from: string;
  sentAt?: number;
}

export type BoardJoinAnswer = { ok: true; canDraw: boolean } | { ok: false };
