import "server-only";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import { createTaskSchema } from "@/lib/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { DROP_ORDER_STEP } from "@/lib/tasks/drop-order";
import type { TaskDetail, TaskModuleEvent, TaskSummary } from "@/lib/tasks/types";
import { readTaskDetail } from "./get-task";
import { readSummaries } from "./task-rows";
import { boardTransaction, lockColumns } from "./board-transaction";
import { publishTaskEvents } from "./publish";
import { sanitizeDescription } from "./sanitize-description";
import { assertWrite, taskModuleScope } from "./task-module";
import { assertAssignable } from "./task-people";

/**
 * POST /task-management/{id}/tasks: a task with the §4 defaults (issue type task, or subtask under
 * a parent; priority low; the first column unless one is given; empty checklist), and the subtasks
 * sent with a top-level task, all in one transaction with their 'created' activity. Keys number on
 * from the board's counter (its row lock keeps them unique). New tasks go to the end of their column.
 */
export async function createTask(
  actor: Actor,
  raw: { moduleId?: unknown; body?: unknown },
): Promise<TaskDetail> {
  const { moduleId } = parseInput(moduleParamsSchema, raw);
  const input = parseInput(createTaskSchema, raw.body);
  const scope = await taskModuleScope(actor, moduleId);
  assertWrite(scope, "add");
  const parentId = input.parent ?? null;
  if (parentId && input.subtasks.length) throw badRequest("errors.subtaskOfSubtask");
  await assertAssignable(scope, [...input.assignees, ...input.subtasks.flatMap((s) => s.assignees)]);
  const description = sanitizeDescription(input.description);

  const created = await boardTransaction(async (tx) => {
    const [board] = await tx.$queryRaw<{ nextNumber: number }[]>`
      UPDATE "TaskBoard" SET "nextNumber" = "nextNumber" + ${1 + input.subtasks.length}
       WHERE "id" = ${scope.boardId} RETURNING "nextNumber" - ${1 + input.subtasks.length} AS "nextNumber"`;
    if (!board) throw notFound("errors.boardNotFound");
    if (parentId) {
      const parent = await tx.task.findFirst({
        where: { id: parentId, boardId: scope.boardId },
        select: { parentId: true },
      });
      if (!parent) throw badRequest("errors.parentTaskNotFound");
      if (parent.parentId) throw badRequest("errors.subtaskOfSubtask");
    }
    const columns = await tx.taskColumn.findMany({
      where: { boardId: scope.boardId },
      select: { id: true },
      orderBy: [{ order: "asc" }, { id: "asc" }],
    });
    const first = columns[0];
    if (!first) throw notFound("errors.columnNotFound");
    const columnId = input.columnId ?? first.id;
    if (!columns.some((column) => column.id === columnId)) throw badRequest("errors.columnNotFound");

    await lockColumns(tx, [columnId, first.id]);
    // Orders after the last task of each kind in the target columns.
    const ends = await tx.$queryRaw<{ columnId: string; top: boolean; max: number }[]>`
      SELECT "columnId", ("parentId" IS NULL) AS top, max("order") AS max FROM "Task"
       WHERE "columnId" = ANY(${[columnId, first.id]}) GROUP BY 1, 2`;
    const end = (column: string, top: boolean) =>
      ends.find((row) => row.columnId === column && row.top === top)?.max ?? 0;

    const id = newId();
    const main = {
      id,
      boardId: scope.boardId,
      number: board.nextNumber,
      title: input.title,
      description,
      priority: input.priority,
      issueType: parentId ? "subtask" : (input.issueType ?? "task"),
      parentId,
      columnId,
      order: end(columnId, !parentId) + DROP_ORDER_STEP,
      dueDate: input.dueDate ? new Date(input.dueDate) : null,
      labels: input.labels,
      assigneeIds: input.assignees,
      checkList: input.checkList,
      createdById: actor.userId,
    };
    const subtasks = input.subtasks.map((subtask, index) => ({
      id: newId(),
      boardId: scope.boardId,
      number: board.nextNumber + 1 + index,
      title: subtask.title,
      priority: subtask.priority,
      issueType: "subtask",
      parentId: id,
      columnId: first.id,
      order: end(first.id, false) + (index + 1) * DROP_ORDER_STEP,
      assigneeIds: subtask.assignees,
      createdById: actor.userId,
    }));
    await tx.task.createMany({ data: [main, ...subtasks] });
    // One insert for the 'created' rows of the task and all its subtasks.
    await tx.taskActivity.createMany({
      data: [main, ...subtasks].map((task) => ({
        id: newId(),
        boardId: scope.boardId,
        taskId: task.id,
        actorId: actor.userId,
        actionType: "created",
        changes: { type: "created" },
      })),
    });
    return { id, subtaskIds: subtasks.map((subtask) => subtask.id) };
  });

  const detail = await readTaskDetail(scope, created.id);
  const events: TaskModuleEvent[] = [
    { type: "task.upserted", task: stripDetail(detail) },
    ...detail.subtaskItems.map((task): TaskModuleEvent => ({ type: "task.upserted", task })),
  ];
  if (detail.parentId) {
    // The parent's subtask count changed: viewers refresh its card.
    const [parent] = await readSummaries(getDb(), { id: scope.boardId, keyPrefix: scope.keyPrefix }, [
      detail.parentId,
    ]);
    if (parent) events.push({ type: "task.upserted", task: parent });
  }
  publishTaskEvents(actor, scope.moduleId, events);
  return detail;
}

/** A detail as a summary (events carry summaries only). */
export function stripDetail(detail: TaskDetail): TaskSummary {
  const summary: TaskSummary & Partial<TaskDetail> = { ...detail };
  delete summary.description;
  delete summary.checkListItems;
  delete summary.parent;
  delete summary.subtaskItems;
  delete summary.createdBy;
  delete summary.createdAt;
  delete summary.updatedAt;
  return summary;
}
