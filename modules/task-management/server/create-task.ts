import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type * as z from "@/lib/zod";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import { createTaskSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { retryDeadlock } from "@/lib/server/database/retry";
import { isForeignKeyViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { DROP_ORDER_STEP } from "@/modules/task-management/shared/drop-order";
import { formatTaskKey } from "@/lib/tasks/task-key";
import type { CheckListItem, TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";
import { readSummaries, toSummary } from "./task-rows";
import { taskChange } from "./publish";
import { sanitizeDescription } from "@/lib/server/rich-text/sanitize-description";
import { assertWrite, taskModuleScope, type TaskModuleScope } from "./task-module";
import { assertAssignable } from "./task-people";
import { assertRepeat } from "./repeat-check";

type NewTask = {
  id: string;
  /** Its key's offset from the first number the board's counter gives this create. */
  offset: number;
  title: string;
  description: string | null;
  priority: string;
  issueType: string;
  parentId: string | null;
  columnId: string;
  /** 0 for the task itself (after the last task of its kind), n for its n-th subtask. */
  place: number;
  dueDate: string | null;
  labels: string[];
  assigneeIds: string[];
  checkList: CheckListItem[];
  recurrence: string | null;
  recurrenceMode: string | null;
  /** Made as the next occurrence of this task (server/recurrence.ts). */
  recurrenceOfId: string | null;
};

/** A task as the create function receives it (its column is decided there). */
type NewRow = Omit<NewTask, "columnId"> & { activityId: string };

type CreateResult =
  | { error: "noColumns" | "column" | "board" }
  | {
      /** The board's columns, [id, order], in board order. */
      columns: [string, number][];
      /** The inserted tasks; createdAt as ISO 8601 UTC. */
      created: { id: string; number: number; order: number; createdAt: string }[];
    };

/**
 * POST /task-management/{id}/tasks: a task with the §4 defaults (issue type task, or subtask under
 * a parent; priority low; the first column unless one is given; empty checklist), and the subtasks
 * sent with a top-level task, with their 'created' activity. New tasks go to the end of their column.
 *
 * Creating must not queue a board's writers behind each other: what needs no lock is read first
 * (the parent, the assignees), then ONE statement, suite_create_tasks, is the whole transaction: the
 * board's columns, their order locks, the keys from the board's counter, the tasks at the end of their
 * columns and their activity, committed (synchronously: once it returns, the create survives a crash
 * of the database) without a round trip back to this process while the locks are held. The answer
 * is built from what was inserted (the same mapping as every summary, toSummary), not read back.
 */
export async function createTask(
  actor: Actor,
  raw: { moduleId?: unknown; body?: unknown },
): Promise<TaskDetail> {
  const { moduleId } = parseInput(moduleParamsSchema, raw);
  const input = parseInput(createTaskSchema, raw.body);
  const scope = await taskModuleScope(actor, moduleId);
  assertWrite(scope, "add");
  return createTaskInScope(actor, scope, input);
}

/**
 * A task made in a module whose scope the caller has read and whose add right it has checked: the
 * route above, and an import, which reads the scope once for all its rows.
 */
export async function createTaskInScope(
  actor: Actor,
  scope: TaskModuleScope,
  input: z.output<typeof createTaskSchema>,
  options: { recurrenceOfId?: string } = {},
): Promise<TaskDetail> {
  const parentId = input.parent ?? null;
  if (parentId && input.subtasks.length) throw badRequest("errors.subtaskOfSubtask");
  const repeat = input.repeat ?? null;
  if (repeat) assertRepeat(repeat, { parentId, dueDate: input.dueDate ?? null });
  const db = getDb();
  const [parent] = await Promise.all([
    parentId
      ? db.task.findFirst({
          where: { id: parentId, boardId: scope.boardId },
          select: { parentId: true, number: true, title: true },
        })
      : null,
    assertAssignable(scope, [...input.assignees, ...input.subtasks.flatMap((s) => s.assignees)]),
  ]);
  if (parentId && !parent) throw badRequest("errors.parentTaskNotFound");
  if (parent?.parentId) throw badRequest("errors.subtaskOfSubtask");
  const description = sanitizeDescription(input.description);

  const id = newId();
  const rows: NewRow[] = [
    {
      id,
      activityId: newId(),
      offset: 0,
      title: input.title,
      description,
      priority: input.priority,
      issueType: parentId ? "subtask" : (input.issueType ?? "task"),
      parentId,
      place: 0,
      dueDate: input.dueDate ? new Date(input.dueDate).toISOString() : null,
      labels: input.labels,
      assigneeIds: input.assignees,
      checkList: input.checkList,
      recurrence: repeat?.rule ?? null,
      recurrenceMode: repeat?.mode ?? null,
      recurrenceOfId: options.recurrenceOfId ?? null,
    },
    ...input.subtasks.map((subtask, index) => ({
      id: newId(),
      activityId: newId(),
      offset: 1 + index,
      title: subtask.title,
      description: null,
      priority: subtask.priority,
      issueType: "subtask",
      parentId: id,
      place: index + 1,
      dueDate: null,
      labels: [],
      assigneeIds: subtask.assignees,
      checkList: [],
      recurrence: null,
      recurrenceMode: null,
      recurrenceOfId: null,
    })),
  ];
  // One statement is the whole transaction: the board's columns, the order locks, the keys, the ends
  // of the columns, the tasks and their activity (prisma/migrations/*_create_tasks_function).
  // Its events go into the outbox in the same statement (a compact task.changed row, expanded when
  // read); this node delivers the full ones below.
  const change = taskChange(actor, scope, {
    upserted: [...rows.map((row) => row.id), ...(parentId ? [parentId] : [])],
    created: rows.map((row) => row.id),
    assigned: rows.map((row) => ({ taskId: row.id, userIds: row.assigneeIds })),
  });
  let result: CreateResult;
  try {
    const [row] = await retryDeadlock(
      () => db.$queryRaw<{ result: CreateResult }[]>`
        WITH r AS (SELECT suite_create_tasks(${scope.boardId}::char(24), ${actor.userId}::char(24),
          ${input.columnId ?? null}::char(24), ${!parentId}, ${DROP_ORDER_STEP}::float8,
          ${JSON.stringify(rows)}::jsonb) AS result),
        ev AS (${change.sql(Prisma.sql`(SELECT NOT (r.result ? 'error') FROM r)`)})
        SELECT result FROM r`,
    );
    result = row!.result;
  } catch (error) {
    // The parent (or the column, by a concurrent column delete) is gone since it was read.
    if (isForeignKeyViolation(error)) {
      throw badRequest(parentId ? "errors.parentTaskNotFound" : "errors.columnNotFound");
    }
    throw error;
  }
  if ("error" in result) {
    if (result.error === "column") throw badRequest("errors.columnNotFound");
    throw notFound(result.error === "noColumns" ? "errors.columnNotFound" : "errors.boardNotFound");
  }
  const columns = result.columns.map(([columnId, order]) => ({ id: columnId, order }));
  const first = columns[0]!;
  const last = columns[columns.length - 1]!;
  const columnId = input.columnId ?? first.id;
  const tasks: NewTask[] = rows.map((row) => ({ ...row, columnId: row.place === 0 ? columnId : first.id }));
  const byId = new Map(result.created.map((row) => [row.id, row]));
  const rank = new Map(columns.map((column, index) => [column.id, { order: column.order, rn: index + 1 }]));
  const summary = (task: NewTask): TaskSummary => {
    const row = byId.get(task.id)!;
    const column = rank.get(task.columnId)!;
    const subtasks = task.offset === 0 ? input.subtasks.length : 0;
    return toSummary(
      {
        id: task.id,
        number: row.number,
        title: task.title,
        priority: task.priority,
        issueType: task.issueType,
        parentId: task.parentId,
        parentNumber:
          task.parentId === null ? null : task.offset === 0 ? parent!.number : byId.get(id)!.number,
        columnId: task.columnId,
        order: row.order,
        dueDate: task.dueDate === null ? null : new Date(task.dueDate),
        labels: task.labels,
        assigneeIds: task.assigneeIds,
        version: 1,
        recurrence: task.recurrence,
        recurrenceMode: task.recurrenceMode,
        columnOrder: column.order,
        rn: column.rn,
        n: columns.length,
        checkTotal: task.checkList.length,
        checkDone: task.checkList.filter((item) => item.isCompleted).length,
        subTotal: subtasks,
        // Subtasks start in the first column, which is also the last on a one-column board.
        subDone: first.id === last.id ? subtasks : 0,
      },
      scope.keyPrefix,
    );
  };
  const [main, ...subtasks] = tasks as [NewTask, ...NewTask[]];
  const { createdAt } = byId.get(id)!;
  const detail: TaskDetail = {
    ...summary(main),
    description,
    checkListItems: main.checkList,
    parent:
      parent && parentId
        ? { id: parentId, key: formatTaskKey(scope.keyPrefix, parent.number), title: parent.title }
        : null,
    subtaskItems: subtasks.map(summary),
    createdBy: { id: actor.userId, name: actor.name },
    createdAt,
    updatedAt: createdAt,
  };
  const summaries: TaskSummary[] = [stripDetail(detail), ...detail.subtaskItems];
  if (parentId) {
    // The parent's subtask count changed: viewers refresh its card.
    const [parentSummary] = await readSummaries(db, { id: scope.boardId, keyPrefix: scope.keyPrefix }, [
      parentId,
    ]);
    if (parentSummary) summaries.push(parentSummary);
  }
  change.deliver(summaries);
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
