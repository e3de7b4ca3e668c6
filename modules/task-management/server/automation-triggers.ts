import "server-only";
import { getDb } from "@/lib/server/db";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import type { DomainEventOf } from "@/lib/server/events/types";
import { statusOf } from "@/lib/tasks/status";
import type { TriggerDefinition, TriggerFire } from "@/lib/server/automation/types";
import { equalsSetting } from "@/lib/server/automation/filter";
import type { TaskSummary } from "@/modules/task-management/shared/types";

// Task management's automation triggers (its kind.ts `automation.triggers`): a task created, moved to
// another column, assigned. Creates and moves are one-statement hot paths whose outbox row holds ids
// only, so what happened is read from the task's activity written in that same statement (the same
// transaction time as the event's row).

type TaskEvents = DomainEventOf<"task.events">;

interface ActivityRow {
  taskId: string;
  actionType: string;
  fromColumnId: string | null;
  toColumnId: string | null;
}

/** The 'created' or 'moved' activity of the event's tasks written with the event (its commit's time). */
async function activityOf(event: TaskEvents, createdAt: Date, actionType: "created" | "moved") {
  const ids = new Set<string>();
  for (const item of event.events) {
    if (item.type === "task.upserted") ids.add(item.task.id);
    if (item.type === "activity.added") ids.add(item.taskId);
  }
  if (ids.size === 0) return [];
  return getDb().taskActivity.findMany({
    where: { taskId: { in: [...ids] }, actionType, createdAt },
    select: { taskId: true, actionType: true, fromColumnId: true, toColumnId: true },
    orderBy: { id: "asc" },
  }) as Promise<ActivityRow[]>;
}

/** The board's columns in order, with each one's status (first: todo, last: done). */
async function columnsOf(columnIds: readonly string[]) {
  if (columnIds.length === 0) return new Map<string, { name: string; status: string }>();
  const rows = await getDb().$queryRaw<{ id: string; name: string; rn: number; n: number }[]>`
    SELECT c."id", c."name", c.rn::int AS rn, c.n::int AS n FROM (
      SELECT x."id", x."name", row_number() OVER (PARTITION BY x."boardId" ORDER BY x."order", x."id") AS rn,
             count(*) OVER (PARTITION BY x."boardId") AS n
        FROM "TaskColumn" x
       WHERE x."boardId" IN (SELECT "boardId" FROM "TaskColumn" WHERE "id" = ANY(${[...columnIds]}))) c
     WHERE c."id" = ANY(${[...columnIds]})`;
  return new Map(rows.map((row) => [row.id, { name: row.name, status: statusOf(row.rn, row.n) }]));
}

function summaries(event: TaskEvents): Map<string, TaskSummary> {
  const found = new Map<string, TaskSummary>();
  for (const item of event.events) if (item.type === "task.upserted") found.set(item.task.id, item.task);
  return found;
}

const taskCreated: TriggerDefinition = {
  name: "task.created",
  events: ["task.events"],
  async fire(event, meta) {
    if (event.type !== "task.events") return [];
    const rows = await activityOf(event, meta.createdAt, "created");
    const tasks = summaries(event);
    const columns = await columnsOf([...new Set(rows.map((row) => tasks.get(row.taskId)?.columnId ?? ""))]);
    return rows.flatMap((row): TriggerFire[] => {
      const task = tasks.get(row.taskId);
      if (!task) return [];
      return [
        {
          moduleId: event.moduleId,
          subject: task.id,
          variables: {
            taskId: task.id,
            key: task.key,
            title: task.title,
            status: task.status,
            column: columns.get(task.columnId)?.name ?? null,
            moduleId: event.moduleId,
            actorId: event.actorId,
          },
        },
      ];
    });
  },
};

const taskMoved: TriggerDefinition = {
  name: "task.moved",
  events: ["task.events"],
  async fire(event, meta) {
    if (event.type !== "task.events") return [];
    const rows = (await activityOf(event, meta.createdAt, "moved")).filter(
      (row) => row.fromColumnId && row.toColumnId,
    );
    if (rows.length === 0) return [];
    const tasks = summaries(event);
    const columns = await columnsOf([
      ...new Set(rows.flatMap((row) => [row.fromColumnId!, row.toColumnId!])),
    ]);
    const missing = rows.filter((row) => !tasks.has(row.taskId)).map((row) => row.taskId);
    const read = missing.length
      ? await getDb().task.findMany({ where: { id: { in: missing } }, select: { id: true, title: true } })
      : [];
    return rows.map((row) => {
      const task = tasks.get(row.taskId);
      const from = columns.get(row.fromColumnId!);
      const to = columns.get(row.toColumnId!);
      return {
        moduleId: event.moduleId,
        subject: row.taskId,
        variables: {
          taskId: row.taskId,
          key: task?.key ?? null,
          title: task?.title ?? read.find((item) => item.id === row.taskId)?.title ?? null,
          fromColumn: from?.name ?? null,
          toColumn: to?.name ?? null,
          fromStatus: from?.status ?? null,
          toStatus: to?.status ?? null,
          moduleId: event.moduleId,
          actorId: event.actorId,
        },
      };
    });
  },
  accepts: (config, fire) => equalsSetting(config, "toStatus", fire.variables.toStatus),
};

const taskAssigned: TriggerDefinition = {
  name: "task.assigned",
  events: ["task.assigned"],
  fire(event) {
    if (event.type !== "task.assigned") return [];
    return [
      {
        moduleId: event.moduleId,
        subject: event.task.id,
        variables: {
          taskId: event.task.id,
          key: event.task.key,
          title: event.task.title,
          assigneeIds: event.userIds,
          moduleId: event.moduleId,
          actorId: event.actorId,
        },
      },
    ];
  },
};

const HOUR = 3_600_000;
/** How far ahead "due soon" looks, and how far back an overdue task still starts a run (as the reminders). */
const DUE_SOON_MS = 24 * HOUR;
const OVERDUE_WINDOW_MS = 48 * HOUR;
const SWEEP_LIMIT = 200;

/**
 * A task's due date coming within a day (`task.dueSoon`) or passed within two days (`task.overdue`):
 * no domain event tells of it, so the automation-timers sweep asks every minute. The tasks of the
 * boards the automation sees (its start event's board, or its project's boards) that are not done
 * and whose owner may read their board; once per task and due date (a moved due date starts again).
 */
function dueTrigger(name: "task.dueSoon" | "task.overdue"): TriggerDefinition {
  return {
    name,
    events: [],
    fire: () => [],
    async sweep(triggers, now) {
      const [from, to] =
        name === "task.dueSoon"
          ? [now, new Date(now.getTime() + DUE_SOON_MS)]
          : [new Date(now.getTime() - OVERDUE_WINDOW_MS), now];
      const starts: { triggerId: string; startKey: string; variables: Record<string, unknown> }[] = [];
      for (const trigger of triggers) {
        const chosen = typeof trigger.config.module === "string" ? trigger.config.module : null;
        if (!chosen && !trigger.projectId) continue;
        const rows = await getDb().$queryRaw<
          { id: string; number: number; title: string; dueDate: Date; keyPrefix: string; moduleId: string }[]
        >`
          SELECT t."id", t."number", t."title", t."dueDate", b."keyPrefix",
                 COALESCE(b."projectModuleId", b."workspaceModuleId") AS "moduleId"
            FROM "Task" t JOIN "TaskBoard" b ON b."id" = t."boardId"
           WHERE b."workspaceId" = ${trigger.workspaceId}
             AND (${chosen}::text IS NULL OR COALESCE(b."projectModuleId", b."workspaceModuleId") = ${chosen})
             AND t."dueDate" > ${from} AND t."dueDate" <= ${to}
             AND (${chosen}::text IS NOT NULL OR b."projectModuleId" IN (
                   SELECT pm."id" FROM "ProjectModule" pm WHERE pm."projectId" = ${trigger.projectId}))
             AND t."columnId" <> (SELECT c."id" FROM "TaskColumn" c WHERE c."boardId" = t."boardId"
                                   ORDER BY c."order" DESC, c."id" DESC LIMIT 1)
           ORDER BY t."dueDate" LIMIT ${SWEEP_LIMIT}`;
        const readable = new Map<string, boolean>();
        for (const row of rows) {
          if (!readable.has(row.moduleId)) {
            const readers = await moduleReaders(
              trigger.workspaceId,
              { moduleId: row.moduleId, private: false, project: null },
              [trigger.ownerId],
            );
            readable.set(row.moduleId, readers.length > 0);
          }
          if (!readable.get(row.moduleId)) continue;
          starts.push({
            triggerId: trigger.id,
            startKey: `${name === "task.dueSoon" ? "dueSoon" : "overdue"}:${row.id}:${row.dueDate.toISOString()}`,
            variables: {
              taskId: row.id,
              key: `${row.keyPrefix}-${row.number}`,
              title: row.title,
              dueDate: row.dueDate.toISOString(),
              moduleId: row.moduleId,
            },
          });
        }
      }
      return starts;
    },
  };
}

export const taskDueTriggers: readonly TriggerDefinition[] = [
  dueTrigger("task.dueSoon"),
  dueTrigger("task.overdue"),
];

export const taskTriggers: readonly TriggerDefinition[] = [
  taskCreated,
  taskMoved,
  taskAssigned,
  ...taskDueTriggers,
];
