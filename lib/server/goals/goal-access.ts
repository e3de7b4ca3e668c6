import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDecimals, GoalMeasurement, GoalReminder, GoalSource, GoalStatus } from "@/lib/goals/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { canWrite } from "@/lib/server/permissions/roles";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { goalParamsSchema } from "@/lib/schemas/goals";
import { parseInput } from "@/lib/server/validation";

// Who sees and changes a goal (the rules are written at the top of lib/goals/api.ts) is written once,
// in SQL: suite_visible_goals (migration 20261128150000_goal_access), which reads the access rule
// for the projects and boards a goal follows. Its owner, its members and the workspace's owners and
// admins always see it; other members (not guests) see it under Team goals unless it follows a
// project or a task they may not read. Editing needs a writing role and to be the owner, a member or
// an admin; deleting, the owner or an admin. Goals live in the actor's active workspace; anything
// else answers 404 (errors.goalNotFound).

export const goalNotFound = () => notFound("errors.goalNotFound");

type Viewer = Pick<Membership, "userId" | "workspaceId">;

/** The rule's rows for the member: `vg` (id, mine, is_member, can_edit, can_delete). */
export const visibleGoalsSql = (membership: Viewer) =>
  Prisma.sql`suite_visible_goals(${membership.userId}, ${membership.workspaceId})`;

/**
 * The goals of the member's workspace they may see, as a condition on the "Goal" row `alias`
 * (the workspace condition included).
 */
export function visibleGoalSql(membership: Viewer, alias = Prisma.raw("g")): Prisma.Sql {
  return Prisma.sql`${alias}."workspaceId" = ${membership.workspaceId}
    AND ${alias}."id" IN (SELECT vg."id" FROM ${visibleGoalsSql(membership)} vg)`;
}

/** The goals the member may see and edit (can link: goal-links.ts), as a condition on `alias`. */
export function editableGoalSql(membership: Viewer, alias = Prisma.raw("g")): Prisma.Sql {
  return Prisma.sql`${alias}."workspaceId" = ${membership.workspaceId}
    AND ${alias}."id" IN (SELECT vg."id" FROM ${visibleGoalsSql(membership)} vg WHERE vg."can_edit")`;
}

/** The goal `alias` is one of the member's own (they own it or were invited to it: My goals). */
export function mineGoalSql(membership: Viewer, alias = Prisma.raw("g")): Prisma.Sql {
  return Prisma.sql`${alias}."workspaceId" = ${membership.workspaceId}
    AND ${alias}."id" IN (SELECT vg."id" FROM ${visibleGoalsSql(membership)} vg WHERE vg."mine")`;
}

/** The columns of GoalRightsRow from the rule's row `vg`. */
export const goalRightsColumnsSql = Prisma.sql`vg."is_member" AS "isMember", vg."can_edit" AS "canEdit",
  vg."can_delete" AS "canDelete"`;

export interface GoalRightsRow {
  isMember: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export interface GoalRights {
  edit: boolean;
  delete: boolean;
}

/** What the member may do with a goal they see, as the rule answered it. */
export const goalRights = (row: GoalRightsRow): GoalRights => ({ edit: row.canEdit, delete: row.canDelete });

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
  const [row] = await getDb().$queryRaw<(GoalState & Omit<GoalRightsRow, "isMember">)[]>`
    SELECT g."id", g."workspaceId", g."title", g."ownerId", g."parentId", g."status", g."source",
           g."measurement", g."decimals", g."reminder", g."weighted", g."startingValue", g."targetValue",
           g."currentValue", g."progress", g."nextReminderAt", ${goalRightsColumnsSql}
      FROM ${visibleGoalsSql(membership)} vg JOIN "Goal" g ON g."id" = vg."id"
     WHERE vg."id" = ${goalId}`;
  if (!row) throw goalNotFound();
  const { canEdit, canDelete, ...goal } = row;
  return { membership, goal, rights: goalRights({ isMember: goal.isMember, canEdit, canDelete }) };
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
