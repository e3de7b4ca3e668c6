import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { DROP_ORDER_STEP, MIN_ORDER_GAP } from "@/lib/tasks/drop-order";
import type { TaskSummary } from "@/lib/tasks/types";
import { rankedColumns, summaryColumns, toSummary, type SummaryRow } from "./task-rows";
import { retryDeadlock } from "./board-transaction";
import type { TaskModuleScope } from "./task-module";

/** A new 24-hex id in SQL: seconds since the epoch, then 8 random bytes (as lib/server/ids.ts). */
export const sqlNewId = Prisma.sql`lpad(to_hex(extract(epoch FROM now())::bigint), 8, '0') || substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)`;

// Constants go into the SQL text, not as parameters: fewer parameters keep the statement prepared
// once per connection (lib/server/db.ts) instead of planned on every move.
const step = Prisma.raw(String(DROP_ORDER_STEP));
const gap = Prisma.raw(MIN_ORDER_GAP.toFixed(12));

type Row = SummaryRow & {
  found: boolean;
  destFound: boolean;
  ok: boolean | null;
  oldParentId: string | null;
  moved: boolean | null;
};

/**
 * A move ({columnId} or {columnId, index}) in one SQL statement: lock the task, read the two
 * neighbours at the drop index, compute the §4 order (100 / half / +100 / average), update the
 * task, write its 'moved' activity and return its summary: the hot path of the board, one round
 * trip instead of a transaction's five. The task's row lock orders two moves of the same task (the
 * later one wins, for every viewer). Two different tasks dropped into the same gap in the same
 * instant may get the same order; every list sorts by (order, id), so both viewers still see one
 * order, and the next drop between them renumbers the column. Returns null when the neighbours are
 * too close to split: the caller then renumbers the column in a transaction (update-task.ts).
 */
export async function moveTaskFast(
  actor: Actor,
  scope: TaskModuleScope,
  taskId: string,
  input: { columnId: string; index?: number },
): Promise<{ summary: TaskSummary; parentId: string | null; moved: boolean } | null> {
  const index = input.index;
  // The rows around the drop: index 0 → the first (next only); index k → rows k-1 and k; none
  // given → appended after the last.
  const neighbours =
    index === undefined
      ? Prisma.sql`SELECT NULL::float8 AS prev, NULL::float8 AS next, true AS append`
      : index === 0
        ? Prisma.sql`SELECT NULL::float8 AS prev, (SELECT x."order" FROM "Task" x, cur
              WHERE x."columnId" = ${input.columnId} AND (x."parentId" IS NULL) = (cur."parentId" IS NULL) AND x."id" <> cur."id"
              ORDER BY x."order", x."id" LIMIT 1) AS next, false AS append`
        : Prisma.sql`SELECT (array_agg(o ORDER BY k))[1] AS prev, (array_agg(o ORDER BY k))[2] AS next, count(*) = 0 AS append
              FROM (SELECT x."order" AS o, row_number() OVER (ORDER BY x."order", x."id") AS k FROM "Task" x, cur
                     WHERE x."columnId" = ${input.columnId} AND (x."parentId" IS NULL) = (cur."parentId" IS NULL) AND x."id" <> cur."id"
                     ORDER BY x."order", x."id" OFFSET ${index - 1} LIMIT 2) w`;
  const [row] = await retryDeadlock(
    () =>
      getDb().$queryRaw<Row[]>`
    WITH ${rankedColumns(scope.boardId)},
    cur AS (SELECT "id", "columnId", "parentId", "order" FROM "Task"
             WHERE "id" = ${taskId} AND "boardId" = ${scope.boardId} FOR UPDATE),
    dest AS (SELECT "id", "name" FROM "TaskColumn" WHERE "id" = ${input.columnId} AND "boardId" = ${scope.boardId}),
    src AS (SELECT c."id", c."name" FROM "TaskColumn" c JOIN cur ON c."id" = cur."columnId"),
    nb AS (${neighbours}),
    around AS (
      SELECT CASE WHEN nb.append THEN (SELECT max(x."order") FROM "Task" x, cur
                    WHERE x."columnId" = ${input.columnId} AND (x."parentId" IS NULL) = (cur."parentId" IS NULL) AND x."id" <> cur."id")
                  ELSE nb.prev END AS prev,
             CASE WHEN nb.append THEN NULL ELSE nb.next END AS next,
             nb.append AND ${Prisma.raw(index === undefined ? "true" : "false")} AND cur."columnId" = ${input.columnId} AS stay,
             cur."order" AS current
        FROM nb, cur),
    pos AS (
      SELECT v.new, v.stay OR (v.new > COALESCE(v.prev, 0) AND (v.next IS NULL OR v.new < v.next)
                      AND COALESCE(v.next - COALESCE(v.prev, 0), ${gap}) >= ${gap}) AS ok
        FROM (SELECT around.*, CASE WHEN stay THEN current
                                    WHEN prev IS NULL AND next IS NULL THEN ${step}::float8
                                    WHEN prev IS NULL THEN next / 2
                                    WHEN next IS NULL THEN prev + ${step}
                                    ELSE (prev + next) / 2 END AS new
                FROM around) v),
    upd AS (
      UPDATE "Task" u SET "columnId" = dest."id", "order" = pos.new, "version" = u."version" + 1, "updatedAt" = now()
        FROM cur, dest, pos
       WHERE u."id" = cur."id" AND pos.ok
      RETURNING u.*),
    act AS (
      INSERT INTO "TaskActivity" ("id", "boardId", "taskId", "actorId", "actionType", "changes", "createdAt")
      SELECT ${sqlNewId}, ${scope.boardId}, upd."id", ${actor.userId}, 'moved',
             jsonb_build_object('type', 'moved',
               'sourceColumn', jsonb_build_object('id', src."id"::text, 'name', src."name"),
               'destinationColumn', jsonb_build_object('id', dest."id"::text, 'name', dest."name")),
             now()
        FROM upd, src, dest WHERE src."id" <> dest."id")
    SELECT ${summaryColumns},
           EXISTS (SELECT 1 FROM cur) AS found, EXISTS (SELECT 1 FROM dest) AS "destFound",
           (SELECT ok FROM pos) AS ok, (SELECT "parentId" FROM cur) AS "oldParentId",
           (SELECT src."id" <> dest."id" FROM src, dest) AS moved
      FROM (SELECT 1) one LEFT JOIN upd t ON true LEFT JOIN cols c ON c."id" = t."columnId"`,
  );
  if (!row?.found) throw notFound("errors.taskNotFound");
  if (!row.destFound) throw badRequest("errors.columnNotFound");
  if (!row.ok || !row.id) return null;
  return { summary: toSummary(row, scope.keyPrefix), parentId: row.oldParentId, moved: row.moved === true };
}
