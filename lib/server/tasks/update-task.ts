import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { taskParamsSchema, updateTaskSchema } from "@/lib/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { DROP_ORDER_STEP, placeInColumn } from "@/lib/tasks/drop-order";
import type { CheckListItem, TaskDetail, TaskModuleEvent, TaskSummary } from "@/lib/tasks/types";
import { stripDetail } from "./create-task";
import { readTaskDetail } from "./get-task";
import { boardTransaction, lockColumns } from "./board-transaction";
import { publishTaskEvents } from "./publish";
import { plainText, sanitizeDescription } from "./sanitize-description";
import { moveTaskFast } from "./move-task";
import { readSummaries } from "./task-rows";
import { assertWrite, taskModuleScope, type TaskModuleScope } from "./task-module";
import { assertAssignable } from "./task-people";
import { writeActivity, type ActivityChanges } from "./write-activity";

type Tx = Prisma.TransactionClient;
type Input = ReturnType<typeof updateTaskSchema.parse>;

type Locked = {
  id: string;
  title: string;
  description: string | null;
  priority: string;
  issueType: string;
  parentId: string | null;
  columnId: string;
  order: number;
  dueDate: Date | null;
  labels: string[];
  assigneeIds: string[];
  checkList: CheckListItem[];
};

const MOVE_KEYS = new Set(["columnId", "order", "index"]);

/**
 * The task's new order in `columnId`, under the column's row lock (taken by the caller) so that
 * concurrent drops into one column are placed one after the other: {order} as sent, {index} by the
 * §4 rule among the column's other tasks of the same kind (renumbering the column when neighbours
 * are too close), none: unchanged in the same column, else after the last task.
 */
async function placement(
  tx: Tx,
  task: Locked,
  columnId: string,
  input: Input,
): Promise<{ order: number; renumbered: boolean }> {
  if (input.order !== undefined) return { order: input.order, renumbered: false };
  const top = task.parentId === null;
  if (input.index === undefined) {
    if (columnId === task.columnId) return { order: task.order, renumbered: false };
    const [row] = await tx.$queryRaw<{ max: number | null }[]>`
      SELECT max("order") AS max FROM "Task"
       WHERE "columnId" = ${columnId} AND ("parentId" IS NULL) = ${top} AND "id" <> ${task.id}`;
    return { order: (row?.max ?? 0) + DROP_ORDER_STEP, renumbered: false };
  }
  // The neighbours at the drop index: the task before it (if any) and the one after it.
  const index = input.index;
  const neighbours = await tx.$queryRaw<{ order: number }[]>`
    SELECT "order" FROM "Task"
     WHERE "columnId" = ${columnId} AND ("parentId" IS NULL) = ${top} AND "id" <> ${task.id}
     ORDER BY "order", "id" OFFSET ${Math.max(index - 1, 0)} LIMIT ${index === 0 ? 1 : 2}`;
  const orders = neighbours.map((row) => row.order);
  if (index > 0 && orders.length === 0) return placement(tx, task, columnId, { ...input, index: undefined });
  const local = index === 0 ? 0 : Math.min(1, orders.length);
  const placed = placeInColumn(orders, local);
  if (!placed.renumbered) return { order: placed.order, renumbered: false };
  // Too close to split: renumber the column 100, 200, … leaving the drop index free.
  await tx.$executeRaw`
    UPDATE "Task" t SET "order" = (CASE WHEN s.rn <= ${index} THEN s.rn ELSE s.rn + 1 END) * ${DROP_ORDER_STEP}
      FROM (SELECT "id", row_number() OVER (ORDER BY "order", "id") AS rn FROM "Task"
             WHERE "columnId" = ${columnId} AND ("parentId" IS NULL) = ${top} AND "id" <> ${task.id}) s
     WHERE t."id" = s."id"`;
  const [count] = await tx.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "Task"
     WHERE "columnId" = ${columnId} AND ("parentId" IS NULL) = ${top} AND "id" <> ${task.id}`;
  return { order: (Math.min(index, count?.n ?? 0) + 1) * DROP_ORDER_STEP, renumbered: true };
}

const day = (date: Date | null) => date?.toISOString() ?? null;
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The 'updated' activity of plain field changes (old → new), or null when nothing changed. */
function fieldChanges(
  task: Locked,
  input: Input,
  description: string | null | undefined,
): ActivityChanges | null {
  const fields: Record<string, { oldValue: unknown; newValue: unknown }> = {};
  const change = (field: string, oldValue: unknown, newValue: unknown) => {
    fields[field] = { oldValue, newValue };
  };
  if (input.title !== undefined && input.title !== task.title) change("title", task.title, input.title);
  if (description !== undefined && description !== task.description) {
    change("description", plainText(task.description), plainText(description));
  }
  if (input.priority !== undefined && input.priority !== task.priority)
    change("priority", task.priority, input.priority);
  if (input.issueType !== undefined && input.issueType !== task.issueType) {
    change("issueType", task.issueType, input.issueType);
  }
  if (input.dueDate !== undefined) {
    const next = input.dueDate ? new Date(input.dueDate) : null;
    if (day(next) !== day(task.dueDate)) change("dueDate", day(task.dueDate), day(next));
  }
  if (input.labels !== undefined && !sameList(input.labels, task.labels))
    change("labels", task.labels, input.labels);
  if (input.checkList !== undefined && JSON.stringify(input.checkList) !== JSON.stringify(task.checkList)) {
    const done = (list: CheckListItem[]) =>
      `${list.filter((item) => item.isCompleted).length}/${list.length}`;
    change("checkList", done(task.checkList), done(input.checkList));
  }
  return Object.keys(fields).length ? { type: "updated", fields } : null;
}

async function assigneeChanges(tx: Tx, before: string[], after: string[]): Promise<ActivityChanges[]> {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  if (!added.length && !removed.length) return [];
  const users = await tx.user.findMany({
    where: { id: { in: [...added, ...removed] } },
    select: { id: true, name: true },
  });
  const person = (id: string) => users.find((user) => user.id === id) ?? { id, name: "" };
  return [
    ...added.map((id): ActivityChanges => ({ type: "assigned", actUser: person(id) })),
    ...removed.map((id): ActivityChanges => ({ type: "unassigned", actUser: person(id) })),
  ];
}

async function lockTask(tx: Tx, scope: TaskModuleScope, taskId: string): Promise<Locked> {
  const [task] = await tx.$queryRaw<Locked[]>`
    SELECT "id", "title", "description", "priority", "issueType", "parentId", "columnId", "order", "dueDate",
           "labels", "assigneeIds", "checkList"
      FROM "Task" WHERE "id" = ${taskId} AND "boardId" = ${scope.boardId} FOR UPDATE`;
  if (!task) throw notFound("errors.taskNotFound");
  return task;
}

/** The events of a move done by moveTaskFast: the task, its parent's progress, its activity. */
async function publishMove(
  actor: Actor,
  scope: TaskModuleScope,
  move: { summary: TaskSummary; parentId: string | null; moved: boolean },
): Promise<void> {
  const events: TaskModuleEvent[] = [{ type: "task.upserted", task: move.summary }];
  if (move.parentId && move.moved) {
    const [parent] = await readSummaries(getDb(), { id: scope.boardId, keyPrefix: scope.keyPrefix }, [
      move.parentId,
    ]);
    if (parent) events.push({ type: "task.upserted", task: parent });
  }
  if (move.moved) events.push({ type: "activity.added", taskId: move.summary.id });
  publishTaskEvents(actor, scope.moduleId, events);
}

/**
 * PATCH /task-management/{id}/tasks/{taskId}: edits any fields and/or moves the task (§7). Every
 * change bumps the task's version and writes its activity (updated, moved, assigned, unassigned) in
 * the same transaction. A pure move answers the task's summary, anything else its detail.
 */
export async function updateTask(
  actor: Actor,
  raw: { moduleId?: unknown; taskId?: unknown; body?: unknown },
): Promise<TaskSummary | TaskDetail> {
  const params = parseInput(taskParamsSchema, raw);
  const input = parseInput(updateTaskSchema, raw.body);
  const scope = await taskModuleScope(actor, params.moduleId);
  assertWrite(scope);
  if (input.assignees) await assertAssignable(scope, input.assignees);
  const description = input.description === undefined ? undefined : sanitizeDescription(input.description);
  const moveOnly = Object.keys(input).every((key) => MOVE_KEYS.has(key));
  if (moveOnly && input.columnId && input.order === undefined) {
    const fast = await moveTaskFast(actor, scope, params.taskId, {
      columnId: input.columnId,
      index: input.index,
    });
    if (fast) {
      await publishMove(actor, scope, fast);
      return fast.summary;
    }
  }

  const result = await boardTransaction(async (tx) => {
    const task = await lockTask(tx, scope, params.taskId);
    const columnId = input.columnId ?? task.columnId;
    let columns: { id: string; name: string }[] = [];
    if (input.columnId !== undefined) {
      // The destination column's lock serialises drops into it (§4 ordering stays consistent).
      await lockColumns(tx, [columnId]);
      columns = await tx.$queryRaw<{ id: string; name: string }[]>`
        SELECT "id", "name" FROM "TaskColumn" WHERE "id" = ANY(${[task.columnId, columnId]}) AND "boardId" = ${scope.boardId}`;
      if (!columns.some((column) => column.id === columnId)) throw badRequest("errors.columnNotFound");
    }
    if (input.issueType !== undefined && task.parentId && input.issueType !== "subtask") {
      throw badRequest("validation.taskIssueTypeInvalid");
    }
    const place = input.columnId !== undefined ? await placement(tx, task, columnId, input) : null;

    const changes: ActivityChanges[] = [];
    const fields = fieldChanges(task, input, description);
    if (fields) changes.push(fields);
    if (input.assignees) changes.push(...(await assigneeChanges(tx, task.assigneeIds, input.assignees)));
    if (columnId !== task.columnId) {
      const name = (id: string) => columns.find((column) => column.id === id)?.name ?? "";
      changes.push({
        type: "moved",
        sourceColumn: { id: task.columnId, name: name(task.columnId) },
        destinationColumn: { id: columnId, name: name(columnId) },
      });
    }
    await tx.task.update({
      where: { id: task.id },
      data: {
        title: input.title,
        description,
        priority: input.priority,
        issueType: input.issueType,
        dueDate: input.dueDate === undefined ? undefined : input.dueDate ? new Date(input.dueDate) : null,
        labels: input.labels,
        assigneeIds: input.assignees,
        checkList: input.checkList,
        columnId: input.columnId,
        order: place?.order,
        version: { increment: 1 },
      },
      select: { id: true },
    });
    await writeActivity(tx, { boardId: scope.boardId, taskId: task.id, actorId: actor.userId }, changes);
    return {
      parentId: task.parentId,
      movedColumn: columnId !== task.columnId,
      renumbered: place?.renumbered ? columnId : null,
      logged: changes.length > 0,
    };
  });

  const board = { id: scope.boardId, keyPrefix: scope.keyPrefix };
  const answer = moveOnly
    ? (await readSummaries(getDb(), board, [params.taskId]))[0]
    : await readTaskDetail(scope, params.taskId);
  if (!answer) throw notFound("errors.taskNotFound");
  const summary = moveOnly ? (answer as TaskSummary) : stripDetail(answer as TaskDetail);
  const events: TaskModuleEvent[] = [];
  if (result.renumbered) events.push({ type: "column.renumbered", columnId: result.renumbered });
  events.push({ type: "task.upserted", task: summary });
  if (result.parentId && result.movedColumn) {
    // The parent's progress counts subtasks in the last column.
    const [parent] = await readSummaries(getDb(), board, [result.parentId]);
    if (parent) events.push({ type: "task.upserted", task: parent });
  }
  if (result.logged) events.push({ type: "activity.added", taskId: params.taskId });
  publishTaskEvents(actor, scope.moduleId, events);
  return answer;
}
