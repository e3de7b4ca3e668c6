import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDecimals, GoalMeasurement, GoalReminder, GoalSource, GoalStatus } from "@/lib/goals/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { visibleProjectsSql } from "@/lib/server/permissions/project-visibility";
import { readableBoardsSql } from "@/lib/server/permissions/readable-boards";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { goalParamsSchema } from "@/lib/schemas/goals";
import { parseInput } from "@/lib/server/validation";

// Who sees and changes a goal (the rules are written at the top of lib/goals/api.ts): its owner, its
// members and the workspace's owners and admins always see it; other members (not guests) see it
// under Team goals unless it follows a project or a task they may not read. Editing needs a writing
// role and to be the owner, a member or an admin; deleting, the owner or an admin. Goals live in the
// actor's active workspace; anything else answers 404 (errors.goalNotFound).

export const goalNotFound = () => notFound("errors.goalNotFound");

/** The goal `g` is the member's own: they own it or were invited to it (My goals). */
export function mineSql(membership: Membership, alias = Prisma.raw("g")): Prisma.Sql {
  return Prisma.sql`(${alias}."ownerId" = ${membership.userId} OR EXISTS (SELECT 1 FROM "GoalMember" gm
    WHERE gm."goalId" = ${alias}."id" AND gm."userId" = ${membership.userId}))`;
}

/**
 * The goal `g` follows a project the member may not see, or a task of a board they may not read
 * (a private project's work stays private): only its owner, members and admins see it then.
 */
function followsHiddenWorkSql(membership: Membership, alias: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(EXISTS (SELECT 1 FROM "GoalProject" gp JOIN "Project" p ON p."id" = gp."projectId"
      WHERE gp."goalId" = ${alias}."id"
        AND NOT (p."workspaceId" = ${membership.workspaceId} ${visibleProjectsSql(membership)}))
    OR EXISTS (SELECT 1 FROM "GoalTask" gt JOIN "Task" t ON t."id" = gt."taskId"
      WHERE gt."goalId" = ${alias}."id" AND t."boardId" NOT IN (${readableBoardsSql(membership)})))`;
}

/**
 * The goals of the member's workspace they may see, as a condition on the "Goal" row `alias`
 * (the workspace condition included).
 */
export function visibleGoalSql(membership: Membership, alias = Prisma.raw("g")): Prisma.Sql {
  const workspace = Prisma.sql`${alias}."workspaceId" = ${membership.workspaceId}`;
  if (managesWorkspace(membership.role)) return workspace;
  const mine = mineSql(membership, alias);
  if (membership.role === "guest") return Prisma.sql`${workspace} AND ${mine}`;
  return Prisma.sql`${workspace} AND (${mine} OR NOT ${followsHiddenWorkSql(membership, alias)})`;
}

export interface GoalRights {
  edit: boolean;
  delete: boolean;
}

/** What the member may do with a goal they see (owner: the goal's owner; member: invited to it). */
export function goalRights(
  membership: Membership,
  goal: { ownerId: string | null; isMember: boolean },
): GoalRights {
  const writes = canWrite(membership.role);
  const admin = managesWorkspace(membership.role);
  const owner = goal.ownerId === membership.userId;
  return { edit: writes && (owner || goal.isMember || admin), delete: writes && (owner || admin) };
}

/** A goal as the services need it before a change. */
export interface GoalState {
  id: string;
  workspaceId: string;
  title: string;
  ownerId: string | null;
  parentId: string | null;
  status: GoalStatus;
  source: GoalSource;
  measurement: GoalMeasurement;
  decimals: GoalDecimals;
  reminder: GoalReminder;
  weighted: boolean;
  startingValue: number;
  targetValue: number;
  currentValue: number;
  progress: number | null;
  nextReminderAt: Date | null;
  isMember: boolean;
}

export interface GoalAccess {
  membership: Membership;
  goal: GoalState;
  rights: GoalRights;
}

/**
 * A goal of the actor's active workspace they may see, with their rights, in one query; another
 * workspace's goal, or one they may not see, is 404.
 */
export async function loadGoalAccess(actor: Actor, goalId: string): Promise<GoalAccess> {
  const membership = await activeMembership(actor);
  const [goal] = await getDb().$queryRaw<GoalState[]>`
    SELECT g."id", g."workspaceId", g."title", g."ownerId", g."parentId", g."status", g."source",
           g."measurement", g."decimals", g."reminder", g."weighted", g."startingValue", g."targetValue",
           g."currentValue", g."progress", g."nextReminderAt",
           EXISTS (SELECT 1 FROM "GoalMember" gm WHERE gm."goalId" = g."id" AND gm."userId" = ${membership.userId}) AS "isMember"
      FROM "Goal" g
     WHERE g."id" = ${goalId} AND ${visibleGoalSql(membership)}`;
  if (!goal) throw goalNotFound();
  return { membership, goal, rights: goalRights(membership, goal) };
}

/** The goal may be changed by the actor (403 when they see it but may not). */
export function assertEditGoal(access: GoalAccess): void {
  if (!access.rights.edit) throw forbidden();
}

/** The goal of the path's `goalId` for a change: one the actor sees (404) and may edit (403). */
export async function loadEditableGoal(actor: Actor, goalId: unknown): Promise<GoalAccess> {
  const params = parseInput(goalParamsSchema, { goalId });
  const access = await loadGoalAccess(actor, params.goalId);
  assertEditGoal(access);
  return access;
}

export function assertDeleteGoal(access: GoalAccess): void {
  if (!access.rights.delete) throw forbidden();
}

/** Creating goals needs a writing role (member and above). */
export function assertCreateGoal(membership: Membership): void {
  if (!canWrite(membership.role)) throw forbidden();
}

/** The ids among `userIds` of members of the workspace (one query). */
export async function workspaceMemberIds(
  workspaceId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await getDb().workspaceMember.findMany({
    where: { workspaceId, userId: { in: [...userIds] } },
    select: { userId: true },
  });
  return new Set(rows.map((row) => row.userId));
}
