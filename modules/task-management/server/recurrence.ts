import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import { actingActor } from "@/lib/server/auth/acting-actor";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { nextOccurrence } from "@/modules/task-management/shared/recurrence";
import type { CheckListItem } from "@/modules/task-management/shared/types";
import { createTaskInScope } from "./create-task";
import { taskModuleScope, type TaskModuleScope } from "./task-module";
import { repeatOf } from "./task-rows";
import { readersAmong } from "./task-people";

// Recurring tasks (issue 40, item 7; shared/recurrence.ts has the rules). A repeating task owes its
// next occurrence until it is made (`recurrenceSpawnedAt`): made by the move that completes it (on
// the node that served the move), and by the `task-recurrence` job for "schedule" series whose due
// date has come and for completed tasks whose move did not make it (the node died in between). Made
// once across nodes: the copy names the task it comes from in a unique column, in the same statement
// that creates it (suite_create_tasks), so a second maker's create fails as a whole.

type Owed = {
  id: string;
  boardId: string;
  workspaceId: string;
  ownerId: string;
  moduleId: string;
  title: string;
  description: string | null;
  priority: string;
  issueType: string;
  labels: string[];
  assigneeIds: string[];
  checkList: CheckListItem[];
  dueDate: Date;
  recurrence: string;
  recurrenceMode: string;
  createdById: string | null;
  columnSinceById: string | null;
  done: boolean;
  subtasks: { title: string; priority: string; assigneeIds: string[] }[] | null;
};

/** An owed task with what its copy needs (its subtasks in board order), or null when none is owed. */
async function readOwed(taskId: string): Promise<Owed | null> {
  const [row] = await getDb().$queryRaw<Owed[]>`
    SELECT t."id", t."boardId", b."workspaceId", w."ownerId",
           COALESCE(b."projectModuleId", b."workspaceModuleId") AS "moduleId",
           t."title", t."description", t."priority", t."issueType", t."labels", t."assigneeIds",
           t."checkList", t."dueDate", t."recurrence", t."recurrenceMode", t."createdById",
           t."columnSinceById",
           t."columnId" = (SELECT c."id" FROM "TaskColumn" c WHERE c."boardId" = t."boardId"
                            ORDER BY c."order" DESC, c."id" DESC LIMIT 1) AS "done",
           (SELECT json_agg(json_build_object('title', s."title", 'priority', s."priority",
                                              'assigneeIds', s."assigneeIds") ORDER BY sc."order", s."order", s."id")
              FROM "Task" s JOIN "TaskColumn" sc ON sc."id" = s."columnId" WHERE s."parentId" = t."id") AS "subtasks"
      FROM "Task" t JOIN "TaskBoard" b ON b."id" = t."boardId" JOIN "Workspace" w ON w."id" = b."workspaceId"
     WHERE t."id" = ${taskId} AND t."recurrence" IS NOT NULL AND t."recurrenceSpawnedAt" IS NULL
       AND t."dueDate" IS NOT NULL`;
  return row ?? null;
}

/** Someone acting in the workspace without a session (the services' gates read their membership). */
async function personActor(userId: string, workspaceId: string): Promise<Actor | null> {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true },
  });
  if (!user) return null;
  return actingActor(user, workspaceId, `recurrence:${userId}`);
}

/**
 * Who makes the copy, with the board's scope: whoever completed the task (the mover, when a move
 * makes it), else who moved it into done or created it, as long as they may still add to the board;
 * else the workspace's owner, who always may.
 */
async function maker(task: Owed, mover?: Actor): Promise<{ actor: Actor; scope: TaskModuleScope }> {
  const candidates = [
    mover?.userId,
    task.done ? task.columnSinceById : null,
    task.createdById,
    task.ownerId,
  ].filter((id, index, all): id is string => !!id && all.indexOf(id) === index);
  let refusal: unknown = null;
  for (const userId of candidates) {
    const actor = userId === mover?.userId ? mover : await personActor(userId, task.workspaceId);
    if (!actor) continue;
    try {
      const scope = await taskModuleScope(actor, task.moduleId);
      if (scope.access.add) return { actor, scope };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = error;
    }
  }
  throw refusal ?? new Error(`no one may add to the board of task ${task.id}`);
}

/** The task owes nothing more: its series ended with it. */
async function endSeries(taskId: string, now: Date): Promise<void> {
  await getDb().$executeRaw`UPDATE "Task" SET "recurrenceSpawnedAt" = ${now}
    WHERE "id" = ${taskId} AND "recurrenceSpawnedAt" IS NULL`;
}

export type SpawnResult = "made" | "ended" | "none";

/**
 * Makes the next occurrence of `taskId` if it owes one and it is due: it is done, or its series runs
 * on a schedule and its due date has come. The copy keeps the title, description, priority, type,
 * labels, assignees (who may still read the board), checklist (unticked), subtasks and repeat, due
 * on the rule's next date, in the board's first column. "ended": the series had no more dates (the
 * task no longer owes one). "none": nothing was owed or due, or another maker was first.
 */
export async function spawnNext(taskId: string, now = new Date(), mover?: Actor): Promise<SpawnResult> {
  const task = await readOwed(taskId);
  if (!task) return "none";
  if (!task.done && !(task.recurrenceMode === "schedule" && task.dueDate.getTime() <= now.getTime()))
    return "none";
  const repeat = repeatOf(task)!;
  const next = nextOccurrence(repeat, task.dueDate.getTime(), now.getTime());
  if (!next) {
    await endSeries(task.id, now);
    return "ended";
  }
  const { actor, scope } = await maker(task, mover);
  const subtasks = task.subtasks ?? [];
  const everyone = await readersAmong(scope, [
    ...new Set([...task.assigneeIds, ...subtasks.flatMap((subtask) => subtask.assigneeIds)]),
  ]);
  const keep = (ids: string[]) => ids.filter((id) => everyone.includes(id));
  try {
    await createTaskInScope(
      actor,
      scope,
      {
        title: task.title,
        description: task.description,
        priority: task.priority as never,
        issueType: task.issueType as never,
        dueDate: new Date(next.due).toISOString(),
        labels: task.labels,
        assignees: keep(task.assigneeIds),
        checkList: task.checkList.map((item) => ({ title: item.title, isCompleted: false })),
        repeat: { rule: next.rule, mode: repeat.mode },
        subtasks: subtasks.map((subtask) => ({
          title: subtask.title,
          priority: subtask.priority as never,
          assignees: keep(subtask.assigneeIds),
        })),
      },
      { recurrenceOfId: task.id },
    );
  } catch (error) {
    // Another node made it first (the unique "recurrenceOfId").
    if (isUniqueViolation(error)) return "none";
    // The task or the board's columns went meanwhile: its series stops here (a sweep never meets it again).
    if (error instanceof AppError && error.code === "bad_request") {
      await endSeries(task.id, now);
      return "none";
    }
    throw error;
  }
  return "made";
}

/**
 * Up to `limit` tasks that owe their next occurrence now: done ones, and "schedule" ones whose due
 * date has come — read from the partial index of owed tasks (a board's active series, not its history).
 */
export async function findOwed(now: Date, limit: number): Promise<string[]> {
  const rows = await getDb().$queryRaw<{ id: string }[]>`
    SELECT t."id" FROM "Task" t
     WHERE t."recurrence" IS NOT NULL AND t."recurrenceSpawnedAt" IS NULL AND t."dueDate" IS NOT NULL
       AND ((t."recurrenceMode" = 'schedule' AND t."dueDate" <= ${now})
            OR t."columnId" = (SELECT c."id" FROM "TaskColumn" c WHERE c."boardId" = t."boardId"
                                ORDER BY c."order" DESC, c."id" DESC LIMIT 1))
     ORDER BY t."dueDate", t."id" LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
