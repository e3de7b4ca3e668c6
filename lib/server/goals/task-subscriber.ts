import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { subscribeDurable } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import { recomputeGoals } from "./recompute";

/** What a batch of a board's changes may have moved for goals. */
interface Touched {
  /** Tasks created, changed or moved (a Tasks goal may follow them). */
  taskIds: string[];
  /** A top-level task appeared, changed or went: the module's project's Projects goals. */
  topLevel: boolean;
  /** Columns were added, reordered or deleted: which column is last may have changed. */
  columns: boolean;
  /** Tasks were deleted: their GoalTask rows went with them (cascade). */
  deleted: boolean;
}

function touched(events: DomainEventOf<"task.events">["events"]): Touched {
  const result: Touched = { taskIds: [], topLevel: false, columns: false, deleted: false };
  for (const event of events) {
    if (event.type === "task.upserted") {
      result.taskIds.push(event.task.id);
      if (event.task.parentId === null) result.topLevel = true;
    } else if (event.type === "task.deleted") {
      result.deleted = true;
      if (event.parentId === null) result.topLevel = true;
    } else if (event.type === "column.upserted" || event.type === "column.deleted") {
      result.columns = true;
    }
  }
  return result;
}

/**
 * The goals that follow what changed on one board, in one query on indexed links: Tasks goals of
 * the changed tasks (GoalTask by taskId), Projects goals of the module's project (GoalProject by
 * projectId). After a column change, also Tasks goals following any task of the board; after a
 * deletion, the workspace's Tasks goals (the deleted task's link is gone with it, so which goal
 * followed it cannot be read any more; recomputing leaves unchanged goals untouched).
 */
async function followingGoals(
  workspaceId: string,
  moduleId: string,
  what: Touched,
): Promise<{ goalIds: string[]; projectId: string | null }> {
  // Every branch also names the module's project (null for a workspace's own module).
  const project = Prisma.sql`(SELECT pm."projectId" FROM "ProjectModule" pm WHERE pm."id" = ${moduleId}) AS "projectId"`;
  const branches: Prisma.Sql[] = [];
  if (what.taskIds.length) {
    branches.push(
      Prisma.sql`SELECT gt."goalId" AS "id", ${project} FROM "GoalTask" gt WHERE gt."taskId" = ANY(${what.taskIds})`,
    );
  }
  if (what.topLevel || what.columns) {
    branches.push(Prisma.sql`SELECT gp."goalId" AS "id", pm."projectId" FROM "ProjectModule" pm
      JOIN "GoalProject" gp ON gp."projectId" = pm."projectId" WHERE pm."id" = ${moduleId}`);
  }
  if (what.columns) {
    branches.push(Prisma.sql`SELECT g."id", ${project} FROM "Goal" g
      WHERE g."workspaceId" = ${workspaceId} AND g."source" = 'tasks' AND EXISTS (
        SELECT 1 FROM "GoalTask" gt JOIN "Task" t ON t."id" = gt."taskId" JOIN "TaskBoard" b ON b."id" = t."boardId"
         WHERE gt."goalId" = g."id" AND (b."projectModuleId" = ${moduleId} OR b."workspaceModuleId" = ${moduleId}))`);
  }
  if (what.deleted) {
    branches.push(
      Prisma.sql`SELECT g."id", ${project} FROM "Goal" g WHERE g."workspaceId" = ${workspaceId} AND g."source" = 'tasks'`,
    );
  }
  if (branches.length === 0) return { goalIds: [], projectId: null };
  const rows = await getDb().$queryRaw<
    { id: string; projectId: string | null }[]
  >`${Prisma.join(branches, " UNION ")}`;
  return { goalIds: rows.map((row) => row.id), projectId: rows[0]?.projectId ?? null };
}

/**
 * A board changed: recompute the goals that follow it (nothing more than one indexed read when none
 * does). Only the board's project changed, so Projects goals count its boards alone again.
 */
export async function onTaskEvents(event: DomainEventOf<"task.events">): Promise<string[]> {
  const what = touched(event.events);
  const { goalIds, projectId } = await followingGoals(event.workspaceId, event.moduleId, what);
  if (goalIds.length === 0) return [];
  return recomputeGoals(goalIds, event.actorId, { changedProjects: projectId ? [projectId] : [] });
}

/**
 * Modules or projects were deleted or moved (or made private) in a workspace: boards and their tasks
 * went without task events, so its Projects and Tasks goals are recomputed (rare; unchanged goals
 * are left untouched).
 */
export async function onVisibilityChanged(event: DomainEventOf<"access.changed">): Promise<string[]> {
  if (event.userIds !== "all") return [];
  const rows = await getDb().goal.findMany({
    where: { workspaceId: event.workspaceId, source: { in: ["projects", "tasks"] } },
    select: { id: true },
  });
  if (rows.length === 0) return [];
  return recomputeGoals(
    rows.map((row) => row.id),
    event.actorId,
  );
}

/**
 * Goals follow the task boards: one durable subscriber, "goals", served by the outbox's dispatcher
 * (each change once across the nodes, again after a crash: a recompute is idempotent). Attached once
 * per process by server.ts (beside the notification sources); returns the function that detaches it.
 */
export function attachGoalRecompute(): () => void {
  return subscribeDurable({
    name: "goals",
    types: ["task.events", "access.changed"],
    async handle(event) {
      if (event.type === "task.events") await onTaskEvents(event);
      else if (event.type === "access.changed") await onVisibilityChanged(event);
    },
  });
}
