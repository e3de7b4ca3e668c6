import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  GOAL_CHECK_INS_MAX,
  type GoalCheckInKind,
  type GoalDetail,
  type GoalProjectRef,
  type GoalTaskRef,
} from "@/lib/goals/api";
import type { GoalReminder } from "@/lib/goals/types";
import { goalParamsSchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { visibleProjectsSql } from "@/lib/server/permissions/project-visibility";
import { readableBoardsSql } from "@/lib/server/permissions/readable-boards";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import {
  goalNotFound,
  goalRights,
  goalRightsColumnsSql,
  visibleGoalsSql,
  type GoalRightsRow,
} from "./goal-access";
import { personSelect, selectedToSummary, summarySelect, toPerson } from "./goal-rows";
import { taskRefColumnsSql, taskRefsSql, toTaskRef, type TaskRefRow } from "./task-refs";

/** The goal, its parent and its sub-goals that the member may see, with what rights need. */
async function visibleFamily(membership: Membership, goalId: string) {
  return getDb().$queryRaw<({ id: string; ownerId: string | null; source: string } & GoalRightsRow)[]>`
    SELECT g."id", g."ownerId", g."source", ${goalRightsColumnsSql}
      FROM "Goal" g JOIN ${visibleGoalsSql(membership)} vg ON vg."id" = g."id"
     WHERE g."workspaceId" = ${membership.workspaceId}
       AND (g."id" = ${goalId} OR g."parentId" = ${goalId}
            OR g."id" = (SELECT x."parentId" FROM "Goal" x WHERE x."id" = ${goalId}))`;
}

/**
 * The followed projects the member may see, with the done / total top-level tasks of their task
 * boards as the goal's last recompute counted them (kept current by every change of those boards).
 */
function followedProjects(membership: Membership, goalId: string): Promise<GoalProjectRef[]> {
  return getDb().$queryRaw<GoalProjectRef[]>`
    SELECT p."id", p."name", gp."done", gp."total"
      FROM "GoalProject" gp
      JOIN "Project" p ON p."id" = gp."projectId"
     WHERE gp."goalId" = ${goalId} AND p."workspaceId" = ${membership.workspaceId} ${visibleProjectsSql(membership)}
     ORDER BY p."name", p."id"`;
}

/** The followed tasks of boards the member may read. */
async function followedTasks(membership: Membership, goalId: string): Promise<GoalTaskRef[]> {
  const rows = await getDb().$queryRaw<TaskRefRow[]>(
    taskRefsSql(
      Prisma.sql`SELECT ${taskRefColumnsSql}
        FROM "GoalTask" gt JOIN "Task" t ON t."id" = gt."taskId" JOIN "TaskBoard" b ON b."id" = t."boardId"
       WHERE gt."goalId" = ${goalId} AND t."boardId" IN (${readableBoardsSql(membership)})`,
      Prisma.sql`tk."keyPrefix", tk."number", tk."id"`,
    ),
  );
  return rows.map(toTaskRef);
}

const detailSelect = {
  ...summarySelect,
  description: true,
  reminder: true,
  weighted: true,
  startingValue: true,
  targetValue: true,
  currentValue: true,
  nextReminderAt: true,
  createdAt: true,
  members: { select: { user: { select: personSelect } }, orderBy: [{ createdAt: "asc" }, { userId: "asc" }] },
  parent: { select: summarySelect },
  subGoals: { select: { ...summarySelect, weight: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  checkIns: {
    select: {
      id: true,
      kind: true,
      progress: true,
      value: true,
      note: true,
      createdAt: true,
      actor: { select: personSelect },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: GOAL_CHECK_INS_MAX,
  },
} satisfies Prisma.GoalSelect;

/**
 * The goal page of a goal the member may see: one query for what they may see of it and its
 * family (404 otherwise), then, at once, the goal with its owner, members, parent, sub-goals and
 * newest check-ins (one statement: relation joins) and its followed projects or tasks. A fixed
 * number of queries whatever the goal's size.
 */
export async function readGoalDetail(membership: Membership, goalId: string): Promise<GoalDetail> {
  const family = await visibleFamily(membership, goalId);
  const self = family.find((row) => row.id === goalId);
  if (!self) throw goalNotFound();
  const visible = new Set(family.map((row) => row.id));
  const [goal, projects, tasks] = await Promise.all([
    getDb().goal.findUnique({ where: { id: goalId }, select: detailSelect }),
    self.source === "projects" ? followedProjects(membership, goalId) : Promise.resolve([]),
    self.source === "tasks" ? followedTasks(membership, goalId) : Promise.resolve([]),
  ]);
  if (!goal) throw goalNotFound();
  return {
    ...selectedToSummary(goal),
    description: goal.description,
    members: goal.members.map((member) => toPerson(member.user)),
    parent: goal.parent && visible.has(goal.parent.id) ? selectedToSummary(goal.parent) : null,
    subGoals: goal.subGoals
      .filter((sub) => visible.has(sub.id))
      .map((sub) => ({ ...selectedToSummary(sub), weight: sub.weight })),
    reminder: goal.reminder as GoalReminder,
    weighted: goal.weighted,
    startingValue: goal.startingValue,
    targetValue: goal.targetValue,
    currentValue: goal.currentValue,
    projects,
    tasks,
    checkIns: goal.checkIns.reverse().map((checkIn) => ({
      id: checkIn.id,
      kind: checkIn.kind as GoalCheckInKind,
      progress: checkIn.progress,
      value: checkIn.value,
      note: checkIn.note,
      actor: checkIn.actor ? toPerson(checkIn.actor) : null,
      createdAt: checkIn.createdAt.toISOString(),
    })),
    nextReminderAt: goal.nextReminderAt?.toISOString() ?? null,
    createdAt: goal.createdAt.toISOString(),
    rights: goalRights(self),
  };
}

/** GET /goals/{goalId}: everything the goal page shows. */
export async function getGoal(actor: Actor, goalId: unknown): Promise<GoalDetail> {
  const membership = await activeMembership(actor);
  const params = parseInput(goalParamsSchema, { goalId });
  return readGoalDetail(membership, params.goalId);
}
