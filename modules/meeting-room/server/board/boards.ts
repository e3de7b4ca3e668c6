import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden, notFound } from "@/lib/server/errors";
import type { Board, BoardSummary } from "@/modules/meeting-room/schemas/boards";
import {
  BOARD_ELEMENTS_MAX,
  BOARD_MAX_BYTES,
  mergeElements,
  visibleCount,
  type BoardElement,
} from "@/modules/meeting-room/shared/board";
import { meetingAccess, type MeetingAccess } from "@/modules/meeting-room/server/meeting-access";
import { meetingScope } from "@/modules/meeting-room/server/scope";

const BOARDS_PAGE = 20;

const boardOf = (
  access: MeetingAccess,
  row: { elements: Prisma.JsonValue | BoardElement[]; version: number; updatedAt: Date } | null,
): Board => ({
  meetingId: access.meeting.id,
  summary: access.meeting.summary,
  start: access.meeting.start.toISOString(),
  elements: (row?.elements ?? []) as unknown as BoardElement[],
  version: row?.version ?? 0,
  updatedAt: row?.updatedAt.toISOString() ?? null,
  canDraw: access.takesPart,
});

/** GET …/boards/{meetingId}: the board (empty, version 0, until someone draws). */
export async function getBoard(actor: Actor, moduleId: string, meetingId: string, locale: Locale = "en") {
  const access = await meetingAccess(actor, moduleId, meetingId, locale);
  const row = await getDb().meetingBoard.findUnique({
    where: { meetingId },
    select: { elements: true, version: true, updatedAt: true },
  });
  return boardOf(access, row);
}

/** GET …/boards?cursor=: the module's boards, last changed first (keyset on updatedAt, meetingId). */
export async function listBoards(
  actor: Actor,
  moduleId: string,
  cursor: string | undefined,
  locale: Locale = "en",
): Promise<Page<BoardSummary>> {
  const scope = await meetingScope(actor, moduleId, locale);
  const rows = await getDb().meetingBoard.findMany({
    // A board is keyed by its meeting's id.
    where: { moduleId: scope.moduleId, ...afterKeyset("updatedAt", cursor, "meetingId") },
    orderBy: [{ updatedAt: "desc" }, { meetingId: "desc" }],
    take: BOARDS_PAGE + 1,
    select: {
      meetingId: true,
      elementCount: true,
      updatedAt: true,
      meeting: { select: { summary: true, start: true } },
    },
  });
  return keysetPage(
    rows.map((row) => ({ ...row, id: row.meetingId })),
    (row) => row.updatedAt,
    (row) => ({
      id: row.meetingId,
      summary: row.meeting.summary,
      start: row.meeting.start.toISOString(),
      elementCount: row.elementCount,
      updatedAt: row.updatedAt.toISOString(),
    }),
    BOARDS_PAGE,
  );
}

/**
 * Merges `incoming` into a meeting's board under its row's lock (the row made on the first change),
 * so changes saved at once by several nodes all land. A board that would hold more than
 * BOARD_ELEMENTS_MAX elements or BOARD_MAX_BYTES of JSON is refused (400 validation.boardTooLarge) and left as it was. Nothing taken: nothing written.
 */
export async function saveBoardChanges(
  target: { workspaceId: string; moduleId: string; meetingId: string },
  incoming: readonly BoardElement[],
): Promise<{ elements: BoardElement[]; version: number; updatedAt: Date }> {
  return getDb().$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "MeetingBoard" ("meetingId", "workspaceId", "moduleId", "updatedAt")
      VALUES (${target.meetingId}, ${target.workspaceId}, ${target.moduleId}, now())
      ON CONFLICT ("meetingId") DO NOTHING`;
    const [row] = await tx.$queryRaw<{ elements: BoardElement[]; version: number; updatedAt: Date }[]>`
      SELECT "elements", "version", "updatedAt" FROM "MeetingBoard"
      WHERE "meetingId" = ${target.meetingId} FOR UPDATE`;
    if (!row) throw notFound("errors.meetingNotFound");
    const merged = mergeElements(row.elements, incoming);
    if (!merged.changed) return row;
    if (
      merged.elements.length > BOARD_ELEMENTS_MAX ||
      JSON.stringify(merged.elements).length > BOARD_MAX_BYTES
    )
      throw badRequest("validation.boardTooLarge");
    const saved = await tx.meetingBoard.update({
      where: { meetingId: target.meetingId },
      data: {
        elements: merged.elements as unknown as Prisma.InputJsonValue,
        elementCount: visibleCount(merged.elements),
        version: { increment: 1 },
      },
      select: { version: true, updatedAt: true },
    });
    return { elements: merged.elements, ...saved };
  });
}

/** PATCH …/boards/{meetingId}: merges the elements (who may draw), then the live board hears them. */
export async function changeBoard(
  actor: Actor,
  moduleId: string,
  meetingId: string,
  elements: readonly BoardElement[],
  locale: Locale = "en",
  tell: (meetingId: string, elements: readonly BoardElement[]) => void = () => undefined,
): Promise<Board> {
  const access = await meetingAccess(actor, moduleId, meetingId, locale);
  if (!access.takesPart) throw forbidden("errors.boardReadOnly");
  const saved = await saveBoardChanges(
    { workspaceId: access.workspaceId, moduleId: access.moduleId, meetingId },
    elements,
  );
  tell(meetingId, elements);
  return boardOf(access, saved);
}
