import "server-only";
import { columnItemParamsSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, notFound } from "@/lib/server/errors";
import { sqlNewId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { DROP_ORDER_STEP } from "@/modules/task-management/shared/drop-order";
import { boardTransaction, lockColumns } from "../board-transaction";
import { taskEvents } from "../publish";
import { assertWrite, taskModuleScope } from "../task-module";

/**
 * DELETE .../board/{boardId}/column/{columnId}: the column's tasks (and subtasks) move to the end
 * of the first column, in their order, then the column goes. Basic columns and the first column stay.
 */
export async function deleteColumn(
  actor: Actor,
  raw: { moduleId?: unknown; boardId?: unknown; columnId?: unknown },
): Promise<{ deleted: true; movedTo: string }> {
  const params = parseInput(columnItemParamsSchema, raw);
  const scope = await taskModuleScope(actor, params.moduleId);
  if (params.boardId !== scope.boardId) throw notFound("errors.boardNotFound");
  assertWrite(scope);

  const movedTo = await boardTransaction(async (tx, emit) => {
    await tx.$queryRaw`SELECT 1 FROM "TaskBoard" WHERE "id" = ${scope.boardId} FOR UPDATE`;
    // Column locks first: a move into this column waits, and cannot land in it once it is gone.
    const columns = await tx.$queryRaw<{ id: string; name: string; basic: boolean }[]>`
      SELECT "id", "name", "basic" FROM "TaskColumn" WHERE "boardId" = ${scope.boardId}
       ORDER BY "order", "id" FOR UPDATE`;
    const column = columns.find((c) => c.id === params.columnId);
    if (!column) throw notFound("errors.columnNotFound");
    const first = columns[0];
    if (!first || columns.length === 1) throw badRequest("errors.lastColumn");
    if (column.basic || column.id === first.id) throw badRequest("errors.basicColumnLocked");
    await lockColumns(tx, [column.id, first.id]);
    // Each task's history says where it went ('moved', written with the move).
    await tx.$executeRaw`
      INSERT INTO "TaskActivity" ("id", "boardId", "taskId", "actorId", "actionType", "changes", "createdAt",
                                  "fromColumnId", "toColumnId", "taskCreatedAt")
      SELECT ${sqlNewId},
             ${scope.boardId}, m."id", ${actor.userId}, 'moved',
             jsonb_build_object('type', 'moved',
               'sourceColumn', jsonb_build_object('id', ${column.id}::text, 'name', ${column.name}::text),
               'destinationColumn', jsonb_build_object('id', ${first.id}::text, 'name', ${first.name}::text)),
             now(), ${column.id}, ${first.id}, CASE WHEN m."parentId" IS NULL THEN m."createdAt" END
        FROM "Task" m WHERE m."columnId" = ${column.id}`;
    // Top-level tasks and subtasks are ordered separately: each kind goes after its own last one.
    await tx.$executeRaw`
      UPDATE "Task" t SET "columnId" = ${first.id}, "version" = t."version" + 1, "updatedAt" = now(),
             "columnSince" = now(), "columnSinceById" = ${actor.userId},
             "order" = s.base + s.rn * ${DROP_ORDER_STEP}
        FROM (SELECT m."id",
                     row_number() OVER (PARTITION BY m."parentId" IS NULL ORDER BY m."order", m."id") AS rn,
                     COALESCE((SELECT max(f."order") FROM "Task" f
                                WHERE f."columnId" = ${first.id} AND (f."parentId" IS NULL) = (m."parentId" IS NULL)), 0) AS base
                FROM "Task" m WHERE m."columnId" = ${column.id}) s
       WHERE t."id" = s."id"`;
    await tx.taskColumn.delete({ where: { id: column.id } });
    emit(
      ...taskEvents(actor, scope.moduleId, [
        { type: "column.deleted", columnId: column.id, movedTo: first.id },
      ]),
    );
    return first.id;
  });
  return { deleted: true, movedTo };
}
