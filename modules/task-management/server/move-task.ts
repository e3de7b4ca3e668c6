import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { moveTaskSchema, taskParamsSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { sqlNewId } from "@/lib/server/ids";
import { retryDeadlock } from "@/lib/server/database/retry";
import { parseInput } from "@/lib/server/validation";
import { DROP_ORDER_STEP, MIN_ORDER_GAP } from "@/modules/task-management/shared/drop-order";
import type { TaskSummary } from "@/modules/task-management/shared/types";
import { rankedColumns, readSummaries, summaryColumns, toSummary, type SummaryRow } from "./task-rows";
import { boardTransaction, lockColumns } from "./board-transaction";
import { taskChange, type TaskChange } from "./publish";
import { assertWrite, taskModuleScope, type TaskModuleScope } from "./task-module";
import { writeActivity } from "./write-activity";
import { spawnNext } from "./recurrence";
import { logger } from "@/lib/server/logger";

type Move = { columnId: string; index?: number; order?: number };
type Moved = { summary: TaskSummary; parentId: string | null; moved: boolean };

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
 * A move in one SQL statement: lock the task, read the two neighbours at the drop index, compute
 * the §4 order (100 / half / +100 / average; an order the client sent is taken as is), update the
 * task, write its 'moved' activity and return its summary: the hot path of the board, one round
 * trip instead of a transaction's five. This is the server's one form of the drop rule;
 * modules/task-management/shared/drop-order.ts is its reference (tests/integration/task-management/drop-order-sql.test.ts compares
 * them) and what the client uses for its optimistic order. The task's row lock orders two moves of the same task (the
 * later one wins, for every viewer). Two different tasks dropped into the same gap in the same
 * instant may get the same order; every list sorts by (order, id), so both viewers still see one
 * order, and the next drop between them renumbers the column. Returns null when the neighbours are
 * too close to split: the caller then renumbers the column (renumberAndMove).
 */
async function moveInOneStatement(
  actor: Actor,
  scope: TaskModuleScope,
  taskId: string,
  input: Move,
  change: TaskChange,
): Promise<Moved | null> {
  const index = input.order === undefined ? input.index : undefined;
  const given = input.order === undefined ? null : Prisma.sql`${input.order}::float8`;
  // The destination column's tasks of the moving task's kind, without it, in board order: one
  // branch per kind (only the task's own returns rows), so each reads its kind's partial index from
  // its first entries rather than sorting the column.
  const sameKind = (select: Prisma.Sql, order: Prisma.Sql, tail: Prisma.Sql) => {
    const branch = (kind: Prisma.Sql) => Prisma.sql`(SELECT ${select} FROM "Task" x
       WHERE x."columnId" = ${input.columnId} AND x."parentId" ${kind} AND (SELECT "parentId" ${kind} FROM cur)
         AND x."id" <> ${taskId} ORDER BY ${order} ${tail})`;
    return Prisma.sql`${branch(Prisma.sql`IS NULL`)} UNION ALL ${branch(Prisma.sql`IS NOT NULL`)}`;
  };
  const ascending = Prisma.sql`x."order", x."id"`;
  // The rows around the drop: index 0 → the first (next only); index k → rows k-1 and k; none
  // given → appended after the last.
  const neighbours =
    index === undefined
      ? Prisma.sql`SELECT NULL::float8 AS prev, NULL::float8 AS next, true AS append`
      : index === 0
        ? Prisma.sql`SELECT NULL::float8 AS prev,
              (SELECT o FROM (${sameKind(Prisma.sql`x."order" AS o`, ascending, Prisma.sql`LIMIT 1`)}) f) AS next,
              false AS append`
        : Prisma.sql`SELECT (array_agg(o ORDER BY k))[1] AS prev, (array_agg(o ORDER BY k))[2] AS next, count(*) = 0 AS append
              FROM (${sameKind(
                Prisma.sql`x."order" AS o, row_number() OVER (ORDER BY x."order", x."id") AS k`,
                ascending,
                Prisma.sql`OFFSET ${index - 1} LIMIT 2`,
              )}) w`;
  const last = Prisma.sql`(SELECT o FROM (${sameKind(
    Prisma.sql`x."order" AS o`,
    Prisma.sql`x."order" DESC, x."id" DESC`,
    Prisma.sql`LIMIT 1`,
  )}) l)`;
  const [row] = await retryDeadlock(
    () =>
      getDb().$queryRaw<Row[]>`
    WITH ${rankedColumns(scope.boardId)},
    cur AS (SELECT "id", "columnId", "parentId", "order", "createdAt" FROM "Task"
             WHERE "id" = ${taskId} AND "boardId" = ${scope.boardId} FOR UPDATE),
    dest AS (SELECT c."id", c."name", c.rn > 1 AND c.rn < c.n AS wip FROM cols c WHERE c."id" = ${input.columnId}),
    src AS (SELECT c."id", c."name" FROM "TaskColumn" c JOIN cur ON c."id" = cur."columnId"),
    nb AS (${neighbours}),
    around AS (
      SELECT CASE WHEN nb.append THEN ${last} ELSE nb.prev END AS prev,
             CASE WHEN nb.append THEN NULL ELSE nb.next END AS next,
             nb.append AND ${Prisma.raw(index === undefined && !given ? "true" : "false")} AND cur."columnId" = ${input.columnId} AS stay,
             cur."order" AS current
        FROM nb, cur),
    pos AS (
      SELECT v.new, v.stay ${given ? Prisma.sql`OR true` : Prisma.empty} OR (v.new > COALESCE(v.prev, 0) AND (v.next IS NULL OR v.new < v.next)
                      AND COALESCE(v.next - COALESCE(v.prev, 0), ${gap}) >= ${gap}) AS ok
        FROM (SELECT around.*, CASE WHEN stay THEN current
                                    ${given ? Prisma.sql`WHEN true THEN ${given}` : Prisma.empty}
                                    WHEN prev IS NULL AND next IS NULL THEN ${step}::float8
                                    WHEN prev IS NULL THEN next / 2
                                    WHEN next IS NULL THEN prev + ${step}
                                    ELSE (prev + next) / 2 END AS new
                FROM around) v),
    upd AS (
      UPDATE "Task" u SET "columnId" = dest."id", "order" = pos.new, "version" = u."version" + 1, "updatedAt" = now(),
             "columnSince" = CASE WHEN cur."columnId" = dest."id" THEN u."columnSince" ELSE now() END,
             "columnSinceById" = CASE WHEN cur."columnId" = dest."id" THEN u."columnSinceById" ELSE ${actor.userId} END,
             "startedAt" = CASE WHEN u."startedAt" IS NULL AND cur."columnId" <> dest."id" AND dest.wip THEN now()
                                ELSE u."startedAt" END
        FROM cur, dest, pos
       WHERE u."id" = cur."id" AND pos.ok
      RETURNING u.*),
    act AS (
      INSERT INTO "TaskActivity" ("id", "boardId", "taskId", "actorId", "actionType", "changes", "createdAt",
                                  "fromColumnId", "toColumnId", "taskCreatedAt")
      SELECT ${sqlNewId}, ${scope.boardId}, upd."id", ${actor.userId}, 'moved',
             jsonb_build_object('type', 'moved',
               'sourceColumn', jsonb_build_object('id', src."id"::text, 'name', src."name"),
               'destinationColumn', jsonb_build_object('id', dest."id"::text, 'name', dest."name")),
             now(), src."id", dest."id", CASE WHEN cur."parentId" IS NULL THEN cur."createdAt" END
        FROM upd, cur, src, dest WHERE src."id" <> dest."id"),
    -- Its event, in the same statement: the task, its parent's progress and its activity when it
    -- changed column (a compact task.changed row, expanded when read).
    ev AS (${change.sqlWith(
      Prisma.sql`jsonb_build_object('upserted', jsonb_build_array(upd."id") || CASE WHEN cur."parentId" IS NOT NULL
                   AND src."id" <> dest."id" THEN jsonb_build_array(cur."parentId") ELSE '[]'::jsonb END,
                 'activity', CASE WHEN src."id" <> dest."id" THEN jsonb_build_array(upd."id") ELSE '[]'::jsonb END,
                 'assigned', '[]'::jsonb, 'renumbered', '[]'::jsonb)`,
      Prisma.sql`upd, cur, src, dest`,
    )})
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

/**
 * The rare move whose neighbours are too close to split (after ~27 drops at one spot): under the
 * task's row lock and the column's order lock, renumber the column's other tasks of the same kind
 * 100, 200, … leaving the drop index free, and put the task there.
 */
async function renumberAndMove(actor: Actor, scope: TaskModuleScope, taskId: string, input: Move) {
  return boardTransaction(async (tx) => {
    const [task] = await tx.$queryRaw<
      { id: string; columnId: string; parentId: string | null; createdAt: Date }[]
    >`
      SELECT "id", "columnId", "parentId", "createdAt" FROM "Task" WHERE "id" = ${taskId} AND "boardId" = ${scope.boardId} FOR UPDATE`;
    if (!task) throw notFound("errors.taskNotFound");
    await lockColumns(tx, [input.columnId]);
    const columns = await tx.$queryRaw<{ id: string; name: string; wip: boolean }[]>`
      WITH ${rankedColumns(scope.boardId)}
      SELECT "id", "name", rn > 1 AND rn < n AS wip FROM cols WHERE "id" = ANY(${[task.columnId, input.columnId]})`;
    const destination = columns.find((column) => column.id === input.columnId);
    if (!destination) throw badRequest("errors.columnNotFound");
    const index = input.index ?? 0;
    const top = task.parentId === null;
    const [placed] = await tx.$queryRaw<{ n: number }[]>`
      WITH s AS (SELECT "id", row_number() OVER (ORDER BY "order", "id") AS rn FROM "Task"
                  WHERE "columnId" = ${input.columnId} AND ("parentId" IS NULL) = ${top} AND "id" <> ${task.id}),
      upd AS (UPDATE "Task" t SET "order" = (CASE WHEN s.rn <= ${index} THEN s.rn ELSE s.rn + 1 END) * ${DROP_ORDER_STEP}
                FROM s WHERE t."id" = s."id" RETURNING 1)
      SELECT count(*)::int AS n FROM s`;
    const order = (Math.min(index, placed?.n ?? 0) + 1) * DROP_ORDER_STEP;
    const moved = task.columnId !== input.columnId;
    // A move to another column sets when (and by whom) the task entered it, and its start the first
    // time it enters work in progress (as the one-statement move does).
    const at = new Date();
    const instant = Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
    const entered = moved
      ? Prisma.sql`, "columnSince" = ${instant}, "columnSinceById" = ${actor.userId},
          "startedAt" = ${destination.wip ? Prisma.sql`COALESCE("startedAt", ${instant})` : Prisma.sql`"startedAt"`}`
      : Prisma.empty;
    await tx.$executeRaw`UPDATE "Task" SET "columnId" = ${input.columnId}, "order" = ${order},
        "version" = "version" + 1, "updatedAt" = ${instant} ${entered}
      WHERE "id" = ${task.id}`;
    if (moved) {
      const name = (id: string) => columns.find((column) => column.id === id)?.name ?? "";
      const move = {
        fromColumnId: task.columnId,
        toColumnId: input.columnId,
        taskCreatedAt: task.parentId === null ? task.createdAt : null,
      };
      await writeActivity(tx, { boardId: scope.boardId, taskId: task.id, actorId: actor.userId, at, move }, [
        {
          type: "moved",
          sourceColumn: { id: task.columnId, name: name(task.columnId) },
          destinationColumn: { id: input.columnId, name: name(input.columnId) },
        },
      ]);
    }
    const upserted = [task.id, ...(moved && task.parentId ? [task.parentId] : [])];
    const change = taskChange(actor, scope, {
      upserted,
      activity: moved ? [task.id] : [],
      renumbered: [input.columnId],
    });
    await tx.$executeRaw(change.sql());
    return { parentId: task.parentId, moved, change };
  });
}

/** This node's events of a move: the task, its parent's progress, its activity (the outbox has them). */
async function deliverMove(scope: TaskModuleScope, move: Moved, change: TaskChange): Promise<void> {
  const summaries = [move.summary];
  if (move.parentId && move.moved) {
    // The parent's progress counts subtasks in the last column.
    const [parent] = await readSummaries(getDb(), { id: scope.boardId, keyPrefix: scope.keyPrefix }, [
      move.parentId,
    ]);
    if (parent) summaries.push(parent);
  }
  change.deliver(summaries, move.moved ? [move.summary.id] : []);
}

/**
 * A repeating task moved into done makes its next occurrence now, as its mover (server/recurrence.ts).
 * The move stands whatever happens here: the recurrence job makes an occurrence this one did not.
 */
async function continueSeries(actor: Actor, move: Moved): Promise<void> {
  if (!move.moved || move.summary.status !== "done" || !move.summary.repeat) return;
  try {
    await spawnNext(move.summary.id, new Date(), actor);
  } catch (error) {
    logger.warn(
      `task ${move.summary.id}: its next occurrence is left to the recurrence job (${String(error)})`,
    );
  }
}

/**
 * PATCH /task-management/{id}/tasks/{taskId} with a move body ({columnId}, {columnId, index} or
 * {columnId, order}; §4, §7): places the task, bumps its version, logs 'moved' when the column
 * changed, publishes the change and answers the task's summary.
 */
export async function moveTask(
  actor: Actor,
  raw: { moduleId?: unknown; taskId?: unknown; body?: unknown },
): Promise<TaskSummary> {
  const params = parseInput(taskParamsSchema, raw);
  const input = parseInput(moveTaskSchema, raw.body);
  const scope = await taskModuleScope(actor, params.moduleId);
  assertWrite(scope);
  const change = taskChange(actor, scope, {});
  const fast = await moveInOneStatement(actor, scope, params.taskId, input, change);
  if (fast) {
    await deliverMove(scope, fast, change);
    await continueSeries(actor, fast);
    return fast.summary;
  }
  const result = await renumberAndMove(actor, scope, params.taskId, input);
  const [summary] = await readSummaries(getDb(), { id: scope.boardId, keyPrefix: scope.keyPrefix }, [
    params.taskId,
  ]);
  if (!summary) throw notFound("errors.taskNotFound");
  const moved = { summary, parentId: result.parentId, moved: result.moved };
  await deliverMove(scope, moved, result.change);
  await continueSeries(actor, moved);
  return summary;
}
