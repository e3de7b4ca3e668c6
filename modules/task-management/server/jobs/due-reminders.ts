import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { sweep, sweepJob, type Sweep } from "@/lib/server/jobs/sweep-job";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { notify } from "@/lib/server/inbox/notify";
import { taskLink } from "@/lib/server/inbox/sources";
import type { NotificationKind } from "@/lib/inbox/types";
import { formatTaskKey } from "@/lib/tasks/task-key";

const HOUR = 60 * 60 * 1000;
/** How far ahead "due soon" looks. */
export const DUE_SOON_MS = 24 * HOUR;
/** An overdue notice is sent only for a due date passed within this window (not for old backlogs). */
export const OVERDUE_WINDOW_MS = 48 * HOUR;
const BATCH = 500;

type Claimed = {
  id: string;
  number: number;
  title: string;
  assigneeIds: string[];
  keyPrefix: string;
  boardName: string;
  workspaceId: string;
  moduleId: string;
  modulePrivate: boolean;
  projectId: string | null;
  projectPrivate: boolean | null;
};

/**
 * Claims a batch of tasks whose reminder of `kind` is due and not yet sent for their current due
 * date (recording that date, so a moved due date re-arms it), skipping done tasks (in their board's
 * last column) and tasks nobody is assigned to. Rows another node is claiming are skipped.
 */
async function claim(kind: "dueSoon" | "overdue", now: Date, limit: number): Promise<Claimed[]> {
  const [from, to] =
    kind === "dueSoon"
      ? [now, new Date(now.getTime() + DUE_SOON_MS)]
      : [new Date(now.getTime() - OVERDUE_WINDOW_MS), now];
  const sentFor = Prisma.raw(kind === "dueSoon" ? '"dueSoonSentFor"' : '"overdueSentFor"');
  return getDb().$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT t."id" FROM "Task" t
       WHERE t."dueDate" IS NOT NULL AND t."dueDate" > ${from} AND t."dueDate" <= ${to}
         AND t.${sentFor} IS DISTINCT FROM t."dueDate" AND cardinality(t."assigneeIds") > 0
         AND t."columnId" <> (SELECT c."id" FROM "TaskColumn" c WHERE c."boardId" = t."boardId"
                               ORDER BY c."order" DESC, c."id" DESC LIMIT 1)
       ORDER BY t."dueDate" LIMIT ${limit} FOR UPDATE OF t SKIP LOCKED),
    sent AS (
      UPDATE "Task" t SET ${sentFor} = t."dueDate" FROM due WHERE t."id" = due."id"
      RETURNING t."id", t."number", t."title", t."assigneeIds", t."boardId")
    SELECT s."id", s."number", s."title", s."assigneeIds", b."keyPrefix", b."name" AS "boardName",
           b."workspaceId", COALESCE(b."projectModuleId", b."workspaceModuleId") AS "moduleId",
           COALESCE(pm."private", false) AS "modulePrivate", p."id" AS "projectId", p."private" AS "projectPrivate"
      FROM sent s JOIN "TaskBoard" b ON b."id" = s."boardId"
      LEFT JOIN "ProjectModule" pm ON pm."id" = b."projectModuleId"
      LEFT JOIN "Project" p ON p."id" = pm."projectId"`;
}

/** Notifies each claimed task's assignees who may still read it (one reader query per module). */
async function remind(kind: NotificationKind, tasks: Claimed[]): Promise<number> {
  const byModule = new Map<string, Claimed[]>();
  for (const task of tasks) byModule.set(task.moduleId, [...(byModule.get(task.moduleId) ?? []), task]);
  let sent = 0;
  for (const [moduleId, group] of byModule) {
    const first = group[0]!;
    const readers = new Set(
      await moduleReaders(
        first.workspaceId,
        {
          moduleId,
          private: first.modulePrivate,
          project: first.projectId ? { id: first.projectId, private: first.projectPrivate ?? false } : null,
        },
        group.flatMap((task) => task.assigneeIds),
      ),
    );
    for (const task of group) {
      const told = await notify(
        task.workspaceId,
        task.assigneeIds.filter((id) => readers.has(id)),
        {
          kind,
          params: {
            taskKey: formatTaskKey(task.keyPrefix, task.number),
            taskTitle: task.title,
            moduleName: task.boardName,
          },
          actorId: null,
          moduleId,
          objectId: task.id,
          link: taskLink(moduleId, task.id),
        },
      );
      sent += told.length;
    }
  }
  return sent;
}

/** The sweep of one kind of reminder at `now`: claims a batch of tasks and reminds their assignees. */
const dueReminderSweep = (kind: "dueSoon" | "overdue", now: Date): Sweep<Claimed> => ({
  find: (limit) => claim(kind, now, limit),
  batch: (tasks) => remind(kind === "dueSoon" ? "task.dueSoon" : "task.overdue", tasks),
});

/**
 * Sends due-date reminders: 24 hours before a task is due, and when it becomes overdue, once each
 * per due date. A reminder is recorded as sent before it is written (at most once: a node dying in
 * between loses that reminder rather than sending it twice).
 */
export async function sendDueReminders(now = new Date()): Promise<{ dueSoon: number; overdue: number }> {
  const dueSoon = await sweep(dueReminderSweep("dueSoon", now), BATCH);
  return { dueSoon, overdue: await sweep(dueReminderSweep("overdue", now), BATCH) };
}

/** Every five minutes: reminders are at most five minutes late. */
export const dueRemindersJob = sweepJob<Claimed>({
  name: "due-reminders",
  schedule: "*/5 * * * *",
  runOnStart: true,
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 240,
  batch: BATCH,
  done: ([dueSoon = 0, overdue = 0]) =>
    dueSoon || overdue ? `due reminders: ${dueSoon} due soon, ${overdue} overdue` : undefined,
  work: async () => {
    const now = new Date();
    return [dueReminderSweep("dueSoon", now), dueReminderSweep("overdue", now)];
  },
});
