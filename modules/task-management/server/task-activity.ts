import "server-only";
import { commentSchema, taskParamsSchema } from "@/modules/task-management/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import type { TaskActionType, TaskActivityRow } from "@/modules/task-management/shared/types";
import { commentedEvent, taskEvents } from "./publish";
import { withEvents } from "@/lib/server/events/commit";
import { assertAmongPeople } from "./task-people";
import { formatTaskKey } from "@/lib/tasks/task-key";
import { assertWrite, taskModuleScope } from "./task-module";

/** The newest activity rows a task shows (its whole history for any realistic task). */
const ACTIVITY_MAX = 500;

const activitySelect = {
  id: true,
  actionType: true,
  changes: true,
  createdAt: true,
  actor: { select: { id: true, name: true } },
  task: { select: { id: true, title: true } },
} as const;

type Selected = {
  id: string;
  actionType: string;
  changes: unknown;
  createdAt: Date;
  actor: { id: string; name: string } | null;
  task: { id: string; title: string };
};

function toRow(row: Selected): TaskActivityRow {
  return {
    id: row.id,
    actionType: row.actionType as TaskActionType,
    actingUser: row.actor,
    task: row.task,
    changes: row.changes as TaskActivityRow["changes"],
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /task-management/{id}/tasks/{taskId}/activity: newest first. */
export async function listTaskActivity(
  actor: Actor,
  raw: { moduleId?: unknown; taskId?: unknown },
): Promise<{ data: TaskActivityRow[] }> {
  const params = parseInput(taskParamsSchema, raw);
  const scope = await taskModuleScope(actor, params.moduleId);
  const db = getDb();
  const task = await db.task.findFirst({
    where: { id: params.taskId, boardId: scope.boardId },
    select: { id: true },
  });
  if (!task) throw notFound("errors.taskNotFound");
  const rows = await db.taskActivity.findMany({
    where: { taskId: task.id, boardId: scope.boardId },
    select: activitySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ACTIVITY_MAX,
    relationLoadStrategy: "join",
  });
  return { data: rows.map(toRow) };
}

/** POST /task-management/{id}/tasks/{taskId}/comments { text }: a 'commented' activity row. */
export async function addTaskComment(
  actor: Actor,
  raw: { moduleId?: unknown; taskId?: unknown; body?: unknown },
): Promise<TaskActivityRow> {
  const params = parseInput(taskParamsSchema, raw);
  const { text, mentions: mentioned } = parseInput(commentSchema, raw.body);
  const mentions = [...new Set(mentioned)];
  const scope = await taskModuleScope(actor, params.moduleId);
  assertWrite(scope, "add");
  const db = getDb();
  const task = await db.task.findFirst({
    where: { id: params.taskId, boardId: scope.boardId },
    select: { id: true, number: true, title: true, assigneeIds: true },
  });
  if (!task) throw notFound("errors.taskNotFound");
  await assertAmongPeople(scope, mentions, "errors.mentionNotMember");
  const createdAt = new Date();
  const row = await withEvents(async (tx, emit) => {
    const created = await tx.taskActivity.create({
      data: {
        id: newId(),
        boardId: scope.boardId,
        taskId: task.id,
        actorId: actor.userId,
        actionType: "commented",
        changes: {
          type: "commented",
          comment: {
            text,
            user: { id: actor.userId, name: actor.name },
            createdAt: createdAt.toISOString(),
            ...(mentions.length ? { mentions } : {}),
          },
        },
        createdAt,
      },
      select: activitySelect,
    });
    emit(
      ...taskEvents(actor, scope.moduleId, [{ type: "activity.added", taskId: task.id }]),
      commentedEvent(
        actor,
        scope,
        { ...task, key: formatTaskKey(scope.keyPrefix, task.number) },
        { id: created.id, text, mentionIds: mentions },
      ),
    );
    return created;
  });
  return toRow(row);
}
