import "server-only";
import { columnParamsSchema, createColumnSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { nextColumnName } from "@/modules/task-management/shared/column-letter";
import { DROP_ORDER_STEP } from "@/modules/task-management/shared/drop-order";
import type { TaskColumnRow } from "@/modules/task-management/shared/types";
import { boardTransaction } from "../board-transaction";
import { taskEvents } from "../publish";
import { assertWrite, taskModuleScope } from "../task-module";

/** The colours new columns take in turn when none is given. */
const PALETTE = ["#fab005", "#7950f2", "#e64980", "#15aabf", "#fd7e14", "#12b886"];

/**
 * POST /task-management/{id}/board/{boardId}/column { name?, color? }: a column at the end of the
 * board. A blank name takes the next letter (A, B, … after the letters in use, §4).
 */
export async function createColumn(
  actor: Actor,
  raw: { moduleId?: unknown; boardId?: unknown; body?: unknown },
): Promise<TaskColumnRow> {
  const params = parseInput(columnParamsSchema, raw);
  const input = parseInput(createColumnSchema, raw.body ?? {});
  const scope = await taskModuleScope(actor, params.moduleId);
  if (params.boardId !== scope.boardId) throw notFound("errors.boardNotFound");
  assertWrite(scope);

  const column = await boardTransaction(async (tx, emit) => {
    // The board row lock serialises column creation: two clicks never pick the same letter or order.
    await tx.$queryRaw`SELECT 1 FROM "TaskBoard" WHERE "id" = ${scope.boardId} FOR UPDATE`;
    const existing = await tx.taskColumn.findMany({
      where: { boardId: scope.boardId },
      select: { name: true, order: true },
    });
    const last = Math.max(0, ...existing.map((c) => c.order));
    const created = await tx.taskColumn.create({
      data: {
        id: newId(),
        boardId: scope.boardId,
        name: input.name || nextColumnName(existing.map((c) => c.name)),
        color: input.color ?? (PALETTE[existing.length % PALETTE.length] as string),
        order: last + DROP_ORDER_STEP,
      },
      select: { id: true, name: true, color: true, basic: true, order: true },
    });
    emit(...taskEvents(actor, scope.moduleId, [{ type: "column.upserted", column: created }]));
    return created;
  });
  return { ...column, taskCount: 0, subtaskCount: 0 };
}
