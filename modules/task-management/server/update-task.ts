import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { taskParamsSchema, updateTaskSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { CheckListItem, TaskDetail } from "@/modules/task-management/shared/types";
import { stripDetail } from "./create-task";
import { readTaskDetail } from "./get-task";
import { boardTransaction } from "./board-transaction";
import { taskChange } from "./publish";
import { htmlExcerpt } from "@/lib/html-text";
import { sanitizeDescription } from "@/lib/server/rich-text/sanitize-description";
import { assertWrite, taskModuleScope, type TaskModuleScope } from "./task-module";
import { assertAssignable } from "./task-people";
import { assertRepeat } from "./repeat-check";
import type { RepeatMode, TaskRepeat } from "@/modules/task-management/shared/repeat";
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
  dueDate: Date | null;
  labels: string[];
  assigneeIds: string[];
  checkList: CheckListItem[];
  recurrence: string | null;
  recurrenceMode: string | null;
  /** Its next occurrence exists (made from it). */
  hasNext: boolean;
};

const day = (date: Date | null) => date?.toISOString() ?? null;
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The 'updated' activity of plain field changes (old → new), or null when nothing changed. */
function fieldChanges(
  task: Locked,
  input: Input,
  description: string | null | undefined,
  repeat: TaskRepeat | null | undefined,
): ActivityChanges | null {
  const fields: Record<string, { oldValue: unknown; newValue: unknown }> = {};
  const change = (field: string, oldValue: unknown, newValue: unknown) => {
    fields[field] = { oldValue, newValue };
  };
  if (input.title !== undefined && input.title !== task.title) change("title", task.title, input.title);
  if (description !== undefined && description !== task.description) {
    change("description", htmlExcerpt(task.description), htmlExcerpt(description));
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
  if (repeat !== undefined) change("repeat", task.recurrence, repeat?.rule ?? null);
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
    SELECT t."id", t."title", t."description", t."priority", t."issueType", t."parentId", t."dueDate",
           t."labels", t."assigneeIds", t."checkList", t."recurrence", t."recurrenceMode",
           EXISTS (SELECT 1 FROM "Task" n WHERE n."recurrenceOfId" = t."id") AS "hasNext"
      FROM "Task" t WHERE t."id" = ${taskId} AND t."boardId" = ${scope.boardId} FOR UPDATE`;
  if (!task) throw notFound("errors.taskNotFound");
  return task;
}

/**
 * What an edit makes of the task's repeat: undefined when it stays as it is, else the new one (null:
 * none). A repeat needs a top-level task with a due date; clearing the due date of a repeating task
 * ends its repeat with it (as task apps do: no date, nothing to repeat from). A new rule owes its next
 * occurrence again, unless that occurrence exists: then the series goes on there (400).
 */
function repeatAfter(task: Locked, input: Input): TaskRepeat | null | undefined {
  const current = task.recurrence ? { rule: task.recurrence, mode: task.recurrenceMode as RepeatMode } : null;
  if (input.repeat === undefined) return input.dueDate === null && current ? null : undefined;
  if (input.repeat === null) return current ? null : undefined;
  if (input.repeat.rule === current?.rule && input.repeat.mode === current.mode) return undefined;
  const dueDate = input.dueDate === undefined ? task.dueDate : input.dueDate;
  assertRepeat(input.repeat, { parentId: task.parentId, dueDate });
  if (task.hasNext) throw badRequest("errors.taskRepeatContinued");
  return input.repeat;
}

/** The columns of a repeat change (a new rule owes its next occurrence from now on). */
const repeatColumns = (repeat: TaskRepeat | null | undefined) =>
  repeat === undefined
    ? {}
    : repeat === null
      ? { recurrence: null, recurrenceMode: null }
      : { recurrence: repeat.rule, recurrenceMode: repeat.mode, recurrenceSpawnedAt: null };

/**
 * PATCH /task-management/{id}/tasks/{taskId} with field edits (§7; a move is move-task.ts). Every
 * change bumps the task's version and writes its activity (updated, assigned, unassigned) in the
 * same transaction; answers the task's detail.
 */
export async function updateTask(
  actor: Actor,
  raw: { moduleId?: unknown; taskId?: unknown; body?: unknown },
): Promise<TaskDetail> {
  const params = parseInput(taskParamsSchema, raw);
  const input = parseInput(updateTaskSchema, raw.body);
  const scope = await taskModuleScope(actor, params.moduleId);
  assertWrite(scope);
  if (input.assignees) await assertAssignable(scope, input.assignees);
  const description = input.description === undefined ? undefined : sanitizeDescription(input.description);
  const result = await boardTransaction(async (tx) => {
    const task = await lockTask(tx, scope, params.taskId);
    if (input.issueType !== undefined && task.parentId && input.issueType !== "subtask") {
      throw badRequest("validation.taskIssueTypeInvalid");
    }
    const repeat = repeatAfter(task, input);

    const changes: ActivityChanges[] = [];
    const fields = fieldChanges(task, input, description, repeat);
    if (fields) changes.push(fields);
    if (input.assignees) changes.push(...(await assigneeChanges(tx, task.assigneeIds, input.assignees)));
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
        ...repeatColumns(repeat),
        version: { increment: 1 },
      },
      select: { id: true },
    });
    await writeActivity(tx, { boardId: scope.boardId, taskId: task.id, actorId: actor.userId }, changes);
    const before = new Set(task.assigneeIds);
    // The change's event (compact: the card is read when it is delivered elsewhere).
    const change = taskChange(actor, scope, {
      upserted: [task.id],
      activity: changes.length > 0 ? [task.id] : [],
      assigned: [{ taskId: task.id, userIds: (input.assignees ?? []).filter((id) => !before.has(id)) }],
    });
    await tx.$executeRaw(change.sql());
    return change;
  });

  const answer = await readTaskDetail(scope, params.taskId);
  if (!answer) throw notFound("errors.taskNotFound");
  result.deliver([stripDetail(answer)]);
  return answer;
}
