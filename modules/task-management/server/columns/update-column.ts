import "server-only";
import { columnItemParamsSchema, updateColumnSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { placeInColumn } from "@/modules/task-management/shared/drop-order";
import type { TaskColumnRow, TaskModuleEvent } from "@/modules/task-management/shared/types";
import { readColumns } from "../get-board";
import { boardTransaction } from "../board-transaction";
import { taskEvents } from "../publish";
import { assertWrite, taskModuleScope } from "../task-module";

const columnSelect = { id: true, name: true, color: true, basic: true, order: true } as const;

/**
 * PATCH .../board/{boardId}/column/{columnId} { name?, color?, index? | data: { order } }: rename,
 * recolour or move a column. Basic columns are never moved, and nothing moves in front of a basic
 * first column; the drop order rule of tasks applies to columns too (renumbered when too close).
 */
export async function updateColumn(
  actor: Actor,
  raw: { moduleId?: unknown; boardId?: unknown; columnId?: unknown; body?: unknown },
): Promise<TaskColumnRow> {
  const params = parseInput(columnItemParamsSchema, raw);
  const input = parseInput(updateColumnSchema, raw.body);
  const scope = await taskModuleScope(actor, params.moduleId);
  if (params.boardId !== scope.boardId) throw notFound("errors.boardNotFound");
  assertWrite(scope);
  const moves = input.index !== undefined || input.data !== undefined;

  await boardTransaction(async (tx, emit) => {
    await tx.$queryRaw`SELECT 1 FROM "TaskBoard" WHERE "id" = ${scope.boardId} FOR UPDATE`;
    const columns = await tx.taskColumn.findMany({
      where: { boardId: scope.boardId },
      select: columnSelect,
      orderBy: [{ order: "asc" }, { id: "asc" }],
    });
    const column = columns.find((c) => c.id === params.columnId);
    if (!column) throw notFound("errors.columnNotFound");
    let order = column.order;
    const renumbered: { id: string; order: number }[] = [];
    if (moves) {
      if (column.basic) throw badRequest("errors.basicColumnLocked");
      const others = columns.filter((c) => c.id !== column.id);
      // A basic first column keeps the first place.
      const floor = others[0]?.basic ? 1 : 0;
      if (input.data) {
        order = input.data.order;
        if (floor && others[0] && order <= others[0].order) throw badRequest("errors.basicColumnLocked");
      } else {
        const index = Math.max(floor, Math.min(input.index ?? 0, others.length));
        const placement = placeInColumn(
          others.map((c) => c.order),
          index,
        );
        order = placement.order;
        placement.renumbered?.forEach((value, position) => {
          if (position === index) return;
          const other = others[position < index ? position : position - 1];
          if (other) renumbered.push({ id: other.id, order: value });
        });
      }
    }
    for (const other of renumbered) {
      await tx.taskColumn.update({ where: { id: other.id }, data: { order: other.order } });
    }
    const updated = await tx.taskColumn.update({
      where: { id: column.id },
      data: { name: input.name, color: input.color, order },
      select: columnSelect,
    });
    const moved = renumbered.map((other) => {
      const before = columns.find((c) => c.id === other.id);
      return { ...(before as (typeof columns)[number]), order: other.order };
    });
    emit(
      ...taskEvents(
        actor,
        scope.moduleId,
        [updated, ...moved].map((column): TaskModuleEvent => ({ type: "column.upserted", column })),
      ),
    );
  });
  const rows = await readColumns(scope.boardId);
  return rows.find((row) => row.id === params.columnId) as TaskColumnRow;
}
