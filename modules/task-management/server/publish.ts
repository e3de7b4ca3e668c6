import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { excerpt } from "@/lib/html-text";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { deliverLive, expectHere } from "@/lib/server/events/bus";
import {
  insertRowsSql,
  registerCompactEvent,
  type CommittedEvent,
  type OutboxRow,
  type StoredRow,
} from "@/lib/server/events/outbox";
import type { DomainEvent } from "@/lib/server/events/types";
import type { TaskModuleEvent, TaskSummary } from "@/modules/task-management/shared/types";
import type { TaskFact } from "./events";
import type { TaskModuleScope } from "./task-module";
import { readSummaries } from "./task-rows";

/**
 * Task management's domain events, written into the outbox in the transaction of the change
 * (lib/server/events/). Two forms:
 *
 * - full events (`taskEvents`, `assignedEvent`, `commentedEvent`), emitted inside a transaction;
 * - the compact `task.changed` row (`taskChange`) of the hot paths that are one SQL statement (create,
 *   move, edit): ids only, expanded when read — the tasks' summaries as they are then, and the
 *   assignments. The node that wrote it delivers the full events itself at once (`deliver`).
 */

/** The board's room events (task.events) of one change. */
export function taskEvents(actor: Actor, moduleId: string, events: TaskModuleEvent[]): DomainEvent[] {
  // Task calls run in the actor's active workspace (the module gate resolves modules there).
  if (events.length === 0 || !actor.workspaceId) return [];
  return [
    {
      type: "task.events",
      tag: "TaskManagement",
      workspaceId: actor.workspaceId,
      moduleId,
      actorId: actor.userId,
      clientId: actor.clientId,
      events,
    },
  ];
}

type FactModule = TaskFact["module"];

function moduleOf(scope: TaskModuleScope): FactModule {
  return {
    moduleId: scope.moduleId,
    name: scope.name,
    private: scope.private,
    project: scope.project ? { id: scope.project.id, private: scope.project.private } : null,
  };
}

/** People newly assigned to a task (notifications tell them). */
export function assignedEvent(
  actorId: string,
  workspaceId: string,
  module: FactModule,
  task: { id: string; key: string; title: string },
  userIds: readonly string[],
): DomainEvent[] {
  if (userIds.length === 0) return [];
  return [
    {
      type: "task.assigned",
      workspaceId,
      moduleId: module.moduleId,
      actorId,
      module,
      task: { id: task.id, key: task.key, title: task.title },
      userIds: [...userIds],
    },
  ];
}

/** A comment's excerpt in its notification's text: its first 140 characters on one line. */
const COMMENT_EXCERPT_MAX = 140;

/** A comment on a task, with the task's assignees and the comment's mentions. */
export function commentedEvent(
  actor: Actor,
  scope: TaskModuleScope,
  task: { id: string; key: string; title: string; assigneeIds: readonly string[] },
  comment: { id: string; text: string; mentionIds: readonly string[] },
): DomainEvent {
  return {
    type: "task.commented",
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    module: moduleOf(scope),
    task: { id: task.id, key: task.key, title: task.title },
    commentId: comment.id,
    excerpt: excerpt(comment.text, COMMENT_EXCERPT_MAX),
    assigneeIds: [...task.assigneeIds],
    mentionIds: [...comment.mentionIds],
  };
}

/** What a compact `task.changed` row stores. */
interface TaskChangePayload {
  /** Tasks whose cards changed (created, moved, edited): their summaries are read when expanded. */
  upserted: string[];
  /**
   * Those of them this change created: the summary read when the row is expanded may already be a
   * later version (an edit right after the create), so "created" cannot be read from it.
   */
  created?: string[];
  /** Tasks whose activity grew. */
  activity: string[];
  /** People newly assigned, per task. */
  assigned: { taskId: string; userIds: string[] }[];
  /** Columns whose orders were rewritten (viewers reload them). */
  renumbered: string[];
}

export const TASK_CHANGED = "task.changed";

/** A task's `task.upserted`, marked `created` when the change made it. */
const upserted = (task: TaskSummary, payload: TaskChangePayload): TaskModuleEvent =>
  payload.created?.includes(task.id)
    ? { type: "task.upserted", task, created: true }
    : { type: "task.upserted", task };

/**
 * A compact change of tasks for a one-statement hot path: `sql` is the outbox INSERT to run as a CTE
 * of that statement (`condition` limits it to when the change happened), and after the commit
 * `deliver` hands this node the full events built from what the statement answered.
 */
export function taskChange(actor: Actor, scope: TaskModuleScope, change: Partial<TaskChangePayload>) {
  const payload: TaskChangePayload = {
    upserted: change.upserted ?? [],
    ...(change.created?.length ? { created: change.created } : {}),
    activity: change.activity ?? [],
    assigned: (change.assigned ?? []).filter((item) => item.userIds.length > 0),
    renumbered: change.renumbered ?? [],
  };
  const row: OutboxRow = {
    id: randomUUID(),
    type: TASK_CHANGED,
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    clientId: actor.clientId ?? null,
    payload,
  };
  // This node delivers the full events after the statement (the row's own expansion is skipped here).
  expectHere([row.id]);
  return {
    row,
    sql: (condition?: Prisma.Sql) => insertRowsSql([row], condition),
    /**
     * The INSERT with a payload the statement computes (a jsonb expression over `from`, e.g. the
     * moved task and its parent): for what is only known inside the statement.
     */
    sqlWith: (computed: Prisma.Sql, from: Prisma.Sql) => Prisma.sql`INSERT INTO "DomainEventLog"
        ("id", "type", "workspaceId", "moduleId", "actorId", "clientId", "payload")
      SELECT ${row.id}::uuid, ${row.type}, ${row.workspaceId}, ${row.moduleId}, ${row.actorId}, ${row.clientId},
             ${computed} FROM ${from}`,
    /** This node's subscribers get the full events now (the outbox tail then skips the row here). */
    deliver(summaries: TaskSummary[], activity: string[] = payload.activity): void {
      const bySummary = new Map(summaries.map((task) => [task.id, task]));
      const events: DomainEvent[] = [
        ...taskEvents(actor, scope.moduleId, [
          ...payload.renumbered.map((columnId): TaskModuleEvent => ({ type: "column.renumbered", columnId })),
          ...summaries.map((task) => upserted(task, payload)),
          ...activity.map((taskId): TaskModuleEvent => ({ type: "activity.added", taskId })),
        ]),
        ...payload.assigned.flatMap(({ taskId, userIds }) => {
          const task = bySummary.get(taskId);
          return task
            ? assignedEvent(actor.userId, scope.membership.workspaceId, moduleOf(scope), task, userIds)
            : [];
        }),
      ];
      const createdAt = new Date();
      deliverLive(events.map((event, index) => ({ meta: { id: `${row.id}:${index}`, createdAt }, event })));
    },
  };
}

export type TaskChange = ReturnType<typeof taskChange>;

interface BoardFacts {
  moduleId: string;
  boardId: string;
  keyPrefix: string;
  name: string;
  private: boolean;
  projectId: string | null;
  projectPrivate: boolean | null;
}

/** `task.changed` rows as domain events: the summaries as they are now, one read per board. */
async function expandTaskChanges(rows: readonly StoredRow[]): Promise<CommittedEvent[]> {
  const db = getDb();
  const moduleIds = [...new Set(rows.map((row) => row.moduleId).filter((id): id is string => Boolean(id)))];
  const boards = await db.$queryRaw<BoardFacts[]>`
    SELECT COALESCE(b."projectModuleId", b."workspaceModuleId") AS "moduleId", b."id" AS "boardId", b."keyPrefix",
           COALESCE(pm."name", wm."name", d."title") AS "name", COALESCE(pm."private", false) AS "private",
           p."id" AS "projectId", p."private" AS "projectPrivate"
      FROM "TaskBoard" b
      LEFT JOIN "ProjectModule" pm ON pm."id" = b."projectModuleId"
      LEFT JOIN "Project" p ON p."id" = pm."projectId"
      LEFT JOIN "WorkspaceModule" wm ON wm."id" = b."workspaceModuleId"
      LEFT JOIN "ModuleDefinition" d ON d."id" = COALESCE(pm."moduleId", wm."moduleId")
     WHERE b."projectModuleId" = ANY(${moduleIds}) OR b."workspaceModuleId" = ANY(${moduleIds})`;
  const summaries = new Map<string, TaskSummary>();
  await Promise.all(
    boards.map(async (board) => {
      const ids = new Set<string>();
      for (const row of rows) {
        if (row.moduleId !== board.moduleId) continue;
        const payload = row.payload as TaskChangePayload;
        for (const id of payload.upserted) ids.add(id);
        for (const { taskId } of payload.assigned) ids.add(taskId);
      }
      for (const task of await readSummaries(db, { id: board.boardId, keyPrefix: board.keyPrefix }, [...ids]))
        summaries.set(task.id, task);
    }),
  );
  const byModule = new Map(boards.map((board) => [board.moduleId, board]));
  return rows.flatMap((row) => {
    const board = row.moduleId ? byModule.get(row.moduleId) : undefined;
    // The module (and its board) is gone: nobody is left to tell.
    if (!board || !row.workspaceId || !row.actorId) return [];
    const payload = row.payload as TaskChangePayload;
    const facts: FactModule = {
      moduleId: board.moduleId,
      name: board.name,
      private: board.private,
      project: board.projectId ? { id: board.projectId, private: board.projectPrivate === true } : null,
    };
    const roomEvents: TaskModuleEvent[] = [
      ...(payload.renumbered ?? []).map((columnId): TaskModuleEvent => ({
        type: "column.renumbered",
        columnId,
      })),
      ...payload.upserted.flatMap((id): TaskModuleEvent[] => {
        const task = summaries.get(id);
        return task ? [upserted(task, payload)] : [];
      }),
      ...payload.activity.map((taskId): TaskModuleEvent => ({ type: "activity.added", taskId })),
    ];
    const events: DomainEvent[] = [
      ...(roomEvents.length
        ? [
            {
              type: "task.events" as const,
              tag: "TaskManagement" as const,
              workspaceId: row.workspaceId,
              moduleId: board.moduleId,
              actorId: row.actorId,
              clientId: row.clientId,
              events: roomEvents,
            },
          ]
        : []),
      ...payload.assigned.flatMap(({ taskId, userIds }) => {
        const task = summaries.get(taskId);
        return task ? assignedEvent(row.actorId!, row.workspaceId!, facts, task, userIds) : [];
      }),
    ];
    return events.map((event, index) => ({
      meta: { id: `${row.id}:${index}`, createdAt: row.createdAt },
      event,
    }));
  });
}

registerCompactEvent(TASK_CHANGED, ["task.events", "task.assigned"], expandTaskChanges);
