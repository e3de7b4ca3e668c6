import "server-only";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import { createTaskSchema } from "@/lib/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { isForeignKeyViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { DROP_ORDER_STEP } from "@/lib/tasks/drop-order";
import { formatTaskKey } from "@/lib/tasks/task-key";
import type { CheckListItem, TaskDetail, TaskModuleEvent, TaskSummary } from "@/lib/tasks/types";
import { readSummaries, toSummary } from "./task-rows";
import { lockColumnSql, retryDeadlock } from "./board-transaction";
import { publishTaskEvents } from "./publish";
import { sanitizeDescription } from "./sanitize-description";
import { assertWrite, taskModuleScope } from "./task-module";
import { assertAssignable } from "./task-people";

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
};

/** One row of the VALUES list the insert reads (typed casts: PostgreSQL sees text parameters). */
const valuesRow = (
  task: NewTask,
  activityId: string,
) => Prisma.sql`(${task.id}::char(24), ${activityId}::char(24),
  ${task.offset}::int, ${task.title}::text, ${task.description}::text, ${task.priority}::text,
  ${task.issueType}::text, ${task.parentId}::char(24), ${task.columnId}::char(24), ${task.place}::int,
  ${task.dueDate}::timestamptz, ${task.labels}::text[], ${task.assigneeIds}::char(24)[],
  ${JSON.stringify(task.checkList)}::jsonb)`;

type Created = { id: string; number: number; order: number; createdAt: Date };

/**
 * POST /task-management/{id}/tasks: a task with the §4 defaults (issue type task, or subtask under
 * a parent; priority low; the first column unless one is given; empty checklist), and the subtasks
 * sent with a top-level task, with their 'created' activity. New tasks go to the end of their column.
 *
 * Creating must not queue a board's writers behind each other: what needs no lock is read first
 * (the columns, the parent), then the transaction is the column's order lock and ONE statement that
 * takes the keys from the board's counter (its row lock lasts that statement and the commit) and
 * inserts the tasks, at the end of their columns, with their activity. The answer is built from what
 * was inserted (the same mapping as every summary, toSummary), not read back.
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
  const db = getDb();
  const [columns, parent] = await Promise.all([
    db.taskColumn.findMany({
      where: { boardId: scope.boardId },
      select: { id: true, order: true },
      orderBy: [{ order: "asc" }, { id: "asc" }],
    }),
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
  const first = columns[0];
  const last = columns[columns.length - 1];
  if (!first || !last) throw notFound("errors.columnNotFound");
  const columnId = input.columnId ?? first.id;
  if (!columns.some((column) => column.id === columnId)) throw badRequest("errors.columnNotFound");
  const description = sanitizeDescription(input.description);

  const id = newId();
  const tasks: NewTask[] = [
    {
      id,
      offset: 0,
      title: input.title,
      description,
      priority: input.priority,
      issueType: parentId ? "subtask" : (input.issueType ?? "task"),
      parentId,
      columnId,
      place: 0,
      dueDate: input.dueDate ? new Date(input.dueDate).toISOString() : null,
      labels: input.labels,
      assigneeIds: input.assignees,
      checkList: input.checkList,
    },
    ...input.subtasks.map((subtask, index) => ({
      id: newId(),
      offset: 1 + index,
      title: subtask.title,
      description: null,
      priority: subtask.priority,
      issueType: "subtask",
      parentId: id,
      columnId: first.id,
      place: index + 1,
      dueDate: null,
      labels: [],
      assigneeIds: subtask.assignees,
      checkList: [],
    })),
  ];
  const top = !parentId;
  const values = Prisma.join(tasks.map((task) => valuesRow(task, newId())));
  const utcNow = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
  let created: Created[];
  try {
    // The locks, then the insert: one batch transaction (no round trip back to this process between them).
    const locks = [...new Set(input.subtasks.length ? [columnId, first.id] : [columnId])].sort();
    const insert = () =>
      // After the last task of the same kind in each column (read under the locks just taken).
      db.$queryRaw<Created[]>`
        WITH counter AS (
          UPDATE "TaskBoard" SET "nextNumber" = "nextNumber" + ${tasks.length}
           WHERE "id" = ${scope.boardId} RETURNING "nextNumber" - ${tasks.length} AS first),
        ends AS (
          SELECT COALESCE((SELECT max("order") FROM "Task" WHERE "columnId" = ${columnId}
                             AND ("parentId" IS NULL) = ${top}), 0) AS main,
                 COALESCE((SELECT max("order") FROM "Task" WHERE "columnId" = ${first.id}
                             AND "parentId" IS NOT NULL), 0) AS sub),
        v (id, "activityId", "offset", title, description, priority, "issueType", "parentId", "columnId",
           place, "dueDate", labels, "assigneeIds", "checkList") AS (VALUES ${values}),
        created AS (
          INSERT INTO "Task" ("id", "boardId", "number", "title", "description", "priority", "issueType",
                              "parentId", "columnId", "order", "dueDate", "labels", "assigneeIds", "checkList",
                              "createdById", "createdAt", "updatedAt")
          SELECT v.id, ${scope.boardId}, counter.first + v."offset", v.title, v.description, v.priority,
                 v."issueType", v."parentId", v."columnId",
                 CASE WHEN v.place = 0 THEN ends.main + ${DROP_ORDER_STEP}
                      ELSE ends.sub + v.place * ${DROP_ORDER_STEP} END,
                 v."dueDate" AT TIME ZONE 'UTC', v.labels, v."assigneeIds", v."checkList",
                 ${actor.userId}, ${utcNow}, ${utcNow}
            FROM v CROSS JOIN ends CROSS JOIN counter
          RETURNING "id", "number", "order", "createdAt"),
        activity AS (
          INSERT INTO "TaskActivity" ("id", "boardId", "taskId", "actorId", "actionType", "changes", "createdAt")
          SELECT v."activityId", ${scope.boardId}, v.id, ${actor.userId}, 'created', '{"type":"created"}'::jsonb, ${utcNow}
            FROM v)
        SELECT * FROM created`;
    const results = await retryDeadlock(() =>
      db.$transaction([...locks.map((lock) => db.$queryRaw`SELECT ${lockColumnSql(lock)}`), insert()]),
    );
    created = results[results.length - 1] as Created[];
  } catch (error) {
    // The column or the parent was deleted since they were read.
    if (isForeignKeyViolation(error)) {
      throw badRequest(parentId ? "errors.parentTaskNotFound" : "errors.columnNotFound");
    }
    throw error;
  }
  if (created.length !== tasks.length) throw notFound("errors.boardNotFound");

  const byId = new Map(created.map((row) => [row.id, row]));
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
  const createdAt = byId.get(id)!.createdAt.toISOString();
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
  const events: TaskModuleEvent[] = [
    { type: "task.upserted", task: stripDetail(detail) },
    ...detail.subtaskItems.map((task): TaskModuleEvent => ({ type: "task.upserted", task })),
  ];
  if (parentId) {
    // The parent's subtask count changed: viewers refresh its card.
    const [parentSummary] = await readSummaries(db, { id: scope.boardId, keyPrefix: scope.keyPrefix }, [
      parentId,
    ]);
    if (parentSummary) events.push({ type: "task.upserted", task: parentSummary });
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
