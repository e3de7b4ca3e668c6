// A meeting's whiteboard on the wire (docs/modules/meeting-room.md "Whiteboards"): the REST API's
// params, bodies and answers (contracts.ts) and the live changes' payloads (board/protocol.ts).
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { memberIdSchema } from "@/lib/schemas/members";
import {
  BOARD_ELEMENTS_MAX,
  BOARD_ELEMENT_MAX_BYTES,
  BOARD_ELEMENT_TYPES,
  type BoardElement,
} from "@/modules/meeting-room/shared/board";

const meetingIdSchema = z
  .string({ error: "validation.meetingIdInvalid" })
  .check(z.regex(/^[0-9a-f]{24}$/i, "validation.meetingIdInvalid"));

export const boardParamsSchema = z.object({ moduleId: memberIdSchema, meetingId: meetingIdSchema });

export const boardsQuerySchema = z.object({
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(200, "validation.invalidCursor")),
  ),
});

/**
 * An Excalidraw element: its identity and version fields checked, its kind one a board takes, its
 * other fields kept as they are (Excalidraw's own), at most BOARD_ELEMENT_MAX_BYTES of JSON.
 */
export const boardElementSchema = z
  .looseObject({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    type: z.enum(BOARD_ELEMENT_TYPES),
    version: z.number().check(z.int(), z.minimum(1)),
    versionNonce: z.number().check(z.int()),
    isDeleted: z.boolean(),
    index: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
    link: z.optional(z.nullable(z.string().check(z.maxLength(2_048)))),
  })
  .check(
    z.refine((element) => JSON.stringify(element).length <= BOARD_ELEMENT_MAX_BYTES, {
      message: "validation.boardElementTooLarge",
    }),
  );

export const boardElementsSchema = z
  .array(boardElementSchema, { error: "validation.boardElementsInvalid" })
  .check(z.maxLength(BOARD_ELEMENTS_MAX, "validation.boardTooLarge"));

/** PATCH …/boards/{meetingId}: elements changed (merged into the board by version). */
export const boardChangeSchema = z.object({ elements: boardElementsSchema });

/** A board: its meeting, the elements, whether the caller may draw. */
export const boardSchema = z.object({
  meetingId: z.string(),
  summary: z.string(),
  start: isoDate,
  elements: z.array(z.custom<BoardElement>()),
  version: z.number(),
  /** Null until someone first draws. */
  updatedAt: z.nullable(isoDate),
  /** The meeting's host and attendees and who may edit in the module draw; other readers look. */
  canDraw: z.boolean(),
});

/** A board in the whiteboards tab (`id`: its meeting's). */
export const boardSummarySchema = z.object({
  id: z.string(),
  summary: z.string(),
  start: isoDate,
  elementCount: z.number(),
  updatedAt: isoDate,
});

export type Board = z.output<typeof boardSchema>;
export type BoardSummary = z.output<typeof boardSummarySchema>;
