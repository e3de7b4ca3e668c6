import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalCheckInKind } from "@/lib/goals/api";
import { ancestorsOf, goalParents } from "@/lib/goals/links";
import { manualProgress, projectsProgress, subgoalsProgress } from "@/lib/goals/progress";
import type { GoalStatus } from "@/lib/goals/types";
import { retryDeadlock } from "@/lib/server/database/retry";
import { sqlNewId } from "@/lib/server/ids";
import { withEvents } from "@/lib/server/events/commit";
import { goalsChanged } from "./publish";
import { columnCountSql, lastColumnSql, topLevelDoneSql, topLevelTotalSql } from "./task-counts";

// A goal's progress is cached in Goal.progress and recomputed here whenever its inputs change: a
// followed task moves or goes (lib/server/goals/task-subscriber.ts), its settings change, a
// sub-goal's progress, status or weight changes. Computed set-based: one statement counts the tasks
// of every Projects and Tasks goal asked for, and each level of ancestors (Subgoals goals) is one
// more read and write, all in one transaction that holds the goals' and their ancestors' row locks
// (two recomputes of a goal run one after the other, the later one reading the later counts). A
// change writes a check-in ("computed", or the caller's kind for the goals it named); an unchanged
// progress writes nothing.

/** Ancestor levels walked at most (the links form a forest; this only guards against bad rows). */
const MAX_DEPTH = 64;

interface GoalRow {
  id: string;
  workspaceId: string;
  parentId: string | null;
  source: string;
  weighted: boolean;
  startingValue: number;
  targetValue: number;
  currentValue: number;
}

type Tx = Prisma.TransactionClient;

/**
 * The goals and every ancestor of theirs, in one recursive read (a loop in the data stops it), their
 * rows locked for the transaction in id order (so two recomputes never deadlock): the counts read
 * after it see every change committed before.
 */
function lockWithAncestors(tx: Tx, ids: readonly string[]): Promise<GoalRow[]> {
  return tx.$queryRaw<GoalRow[]>`
    WITH RECURSIVE chain AS (
      SELECT g."id", g."parentId", ARRAY[g."id"::text] AS path FROM "Goal" g WHERE g."id" = ANY(${ids})
      UNION ALL
      SELECT p."id", p."parentId", c.path || p."id"::text FROM chain c JOIN "Goal" p ON p."id" = c."parentId"
       WHERE NOT p."id"::text = ANY(c.path) AND cardinality(c.path) < ${MAX_DEPTH})
    SELECT g."id", g."workspaceId", g."parentId", g."source", g."weighted", g."startingValue",
           g."targetValue", g."currentValue"
      FROM "Goal" g WHERE g."id" IN (SELECT "id" FROM chain)
     ORDER BY g."id" FOR UPDATE OF g`;
}

/**
 * Done and total tasks of Projects goals (pooled over the top-level tasks of the boards of their
 * projects' task modules; each project's own counts are written to its GoalProject row for the goal
 * page) and of Tasks goals (their existing linked tasks), in one statement. With `changedProjects`,
 * only those projects' boards are counted again: every other project's counts are the ones its
 * GoalProject row kept from the recompute that followed its own last change (every change of a
 * project's boards recomputes the goals that follow it, each counting that project; the goal's row
 * lock orders them, so each reads the counts the one before it wrote).
 */
async function taskCounts(
  tx: Tx,
  projectGoals: readonly string[],
  taskGoals: readonly string[],
  changedProjects: readonly string[] | null,
): Promise<Map<string, { done: number; total: number }>> {
  if (projectGoals.length === 0 && taskGoals.length === 0) return new Map();
  const recount =
    changedProjects === null ? Prisma.empty : Prisma.sql`AND gp."projectId" = ANY(${changedProjects})`;
  const rows = await tx.$queryRaw<{ goalId: string; total: number; done: number }[]>`
    WITH pb AS (
      SELECT gp."goalId", gp."projectId", b."id" AS "boardId"
        FROM "GoalProject" gp
        LEFT JOIN "ProjectModule" pm ON pm."projectId" = gp."projectId"
        LEFT JOIN "TaskBoard" b ON b."projectModuleId" = pm."id"
       WHERE gp."goalId" = ANY(${projectGoals}) ${recount}),
    bc AS (
      SELECT x."boardId", ${topLevelTotalSql(Prisma.sql`x."boardId"`)} AS total,
             ${topLevelDoneSql(Prisma.sql`x."boardId"`)} AS done
        FROM (SELECT DISTINCT "boardId" FROM pb WHERE "boardId" IS NOT NULL) x),
    pc AS (
      SELECT pb."goalId", pb."projectId", coalesce(sum(bc.total), 0)::int AS total,
             coalesce(sum(bc.done), 0)::int AS done
        FROM pb LEFT JOIN bc ON bc."boardId" = pb."boardId" GROUP BY pb."goalId", pb."projectId"),
    -- The goal page shows each project's counts as counted here (it never counts tasks itself).
    pw AS (
      UPDATE "GoalProject" gp SET "done" = pc.done, "total" = pc.total FROM pc
       WHERE gp."goalId" = pc."goalId" AND gp."projectId" = pc."projectId"
         AND (gp."done", gp."total") IS DISTINCT FROM (pc.done, pc.total)),
    tk AS (
      SELECT gt."goalId", t."boardId", t."columnId"
        FROM "GoalTask" gt JOIN "Task" t ON t."id" = gt."taskId"
       WHERE gt."goalId" = ANY(${taskGoals})),
    lc AS (
      SELECT x."boardId", ${lastColumnSql(Prisma.sql`x."boardId"`)} AS "lastId",
             ${columnCountSql(Prisma.sql`x."boardId"`)} AS n
        FROM (SELECT DISTINCT "boardId" FROM tk) x)
    SELECT gp."goalId", sum(COALESCE(pc.total, gp."total"))::int AS total, sum(COALESCE(pc.done, gp."done"))::int AS done
      FROM "GoalProject" gp LEFT JOIN pc ON pc."goalId" = gp."goalId" AND pc."projectId" = gp."projectId"
     WHERE gp."goalId" = ANY(${projectGoals}) GROUP BY gp."goalId"
    UNION ALL
    SELECT tk."goalId", count(*)::int AS total,
           (count(*) FILTER (WHERE lc.n > 1 AND tk."columnId" = lc."lastId"))::int AS done
      FROM tk JOIN lc ON lc."boardId" = tk."boardId" GROUP BY tk."goalId"`;
  return new Map(rows.map((row) => [row.goalId, { done: row.done, total: row.total }]));
}

interface NewProgress {
  id: string;
  progress: number | null;
  kind: GoalCheckInKind;
}

/**
 * Writes the progress of goals whose value changed and a check-in for each (one statement); returns
 * the ids that changed. A goal already at that value is left alone.
 */
async function writeProgress(
  tx: Tx,
  values: readonly NewProgress[],
  actorId: string | null,
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await tx.$queryRaw<{ goalId: string }[]>`
    WITH v AS (
      SELECT * FROM unnest(${values.map((v) => v.id)}::bpchar[], ${values.map((v) => v.progress)}::float8[],
                           ${values.map((v) => v.kind)}::text[]) AS v("id", "progress", "kind")),
    upd AS (
      UPDATE "Goal" g SET "progress" = v."progress", "updatedAt" = ${new Date()}
        FROM v WHERE g."id" = v."id" AND g."progress" IS DISTINCT FROM v."progress"
      RETURNING g."id", g."progress", g."source", g."currentValue", v."kind")
    INSERT INTO "GoalCheckIn" ("id", "goalId", "actorId", "kind", "progress", "value", "createdAt")
    SELECT ${sqlNewId}, upd."id", ${actorId}, upd."kind", upd."progress",
           CASE WHEN upd."source" = 'manual' THEN upd."currentValue" END, ${new Date()}
      FROM upd
    RETURNING "goalId"`;
  return rows.map((row) => row.goalId);
}

/** The new progress of Projects, Tasks and Manual goals (not Subgoals ones). */
async function ownSourceProgress(
  tx: Tx,
  goals: readonly GoalRow[],
  kindOf: (id: string) => GoalCheckInKind,
  changedProjects: readonly string[] | null,
) {
  const counts = await taskCounts(
    tx,
    goals.filter((goal) => goal.source === "projects").map((goal) => goal.id),
    goals.filter((goal) => goal.source === "tasks").map((goal) => goal.id),
    changedProjects,
  );
  return goals.map((goal): NewProgress => {
    const progress =
      goal.source === "manual"
        ? manualProgress(goal)
        : projectsProgress([counts.get(goal.id) ?? { done: 0, total: 0 }]);
    return { id: goal.id, progress, kind: kindOf(goal.id) };
  });
}

/** The new progress of Subgoals goals from their sub-goals as they are now (weights on the children). */
async function subgoalProgress(tx: Tx, goals: readonly GoalRow[], kindOf: (id: string) => GoalCheckInKind) {
  const children = await tx.goal.findMany({
    where: { parentId: { in: goals.map((goal) => goal.id) } },
    select: { id: true, parentId: true, progress: true, status: true, weight: true },
  });
  return goals.map((goal): NewProgress => {
    const mine = children.filter((child) => child.parentId === goal.id);
    const progress = subgoalsProgress(
      mine.map((child) => ({ id: child.id, progress: child.progress, status: child.status as GoalStatus })),
      { weighted: goal.weighted, weights: Object.fromEntries(mine.map((child) => [child.id, child.weight])) },
    );
    return { id: goal.id, progress, kind: kindOf(goal.id) };
  });
}

export interface RecomputeOptions {
  /** The check-in kind written for the goals named (their ancestors write "computed"). */
  kind?: GoalCheckInKind;
  /**
   * The projects whose boards changed, when that is all that changed (a board's task events):
   * Projects goals count only these again (see taskCounts). Absent: every project is counted.
   */
  changedProjects?: readonly string[];
}

/**
 * Recomputes the goals' progress from their sources (Subgoals goals from their sub-goals, deepest
 * first), then their ancestors' up the tree as far as something changed, writes a check-in for
 * each change, and publishes `goals.changed` per workspace. `actorId` is who caused it (null: no
 * one in particular). Returns the ids whose progress changed.
 */
export async function recomputeGoals(
  goalIds: readonly string[],
  actorId: string | null,
  options: RecomputeOptions = {},
): Promise<string[]> {
  const named = new Set(goalIds);
  if (named.size === 0) return [];
  const kindOf = (id: string): GoalCheckInKind => (named.has(id) ? (options.kind ?? "computed") : "computed");
  const { changed } = await retryDeadlock(() =>
    withEvents(
      async (tx, emit) => {
        const rows = await lockWithAncestors(tx, [...named]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const changed = new Set<string>();
        const own = rows.filter((row) => named.has(row.id) && row.source !== "subgoals");
        if (own.length) {
          const progress = await ownSourceProgress(tx, own, kindOf, options.changedProjects ?? null);
          for (const id of await writeProgress(tx, progress, actorId)) {
            changed.add(id);
          }
        }
        // Subgoals goals level by level from the deepest: one whose sub-goal changed, or that was named.
        const parents = goalParents(rows);
        const depth = new Map(rows.map((row) => [row.id, ancestorsOf(parents, row.id).length]));
        const subgoalGoals = rows.filter((row) => row.source === "subgoals");
        const levels = [...new Set(subgoalGoals.map((row) => depth.get(row.id)!))].sort((a, b) => b - a);
        for (const level of levels) {
          const dirty = new Set([...changed].map((id) => byId.get(id)?.parentId).filter(Boolean));
          const batch = subgoalGoals.filter(
            (row) => depth.get(row.id) === level && (named.has(row.id) || dirty.has(row.id)),
          );
          if (batch.length === 0) continue;
          for (const id of await writeProgress(tx, await subgoalProgress(tx, batch, kindOf), actorId)) {
            changed.add(id);
          }
        }
        // Who sees them hears of it once this commits.
        const byWorkspace = new Map<string, string[]>();
        for (const id of changed) {
          const workspaceId = byId.get(id)!.workspaceId;
          byWorkspace.set(workspaceId, [...(byWorkspace.get(workspaceId) ?? []), id]);
        }
        for (const [workspaceId, ids] of byWorkspace) emit(...goalsChanged(workspaceId, ids));
        return { rows, changed };
      },
      { timeout: 10_000 },
    ),
  );
  return [...changed];
}
