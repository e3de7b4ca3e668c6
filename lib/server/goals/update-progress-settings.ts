import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDetail } from "@/lib/goals/api";
import { nextReminderAt } from "@/lib/goals/reminders";
import { isGoalClosed } from "@/lib/goals/types";
import { progressSettingsSchema, type ProgressSettingsInput } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { visibleProjectsSql } from "@/lib/server/permissions/project-visibility";
import { readableBoardsSql } from "@/lib/server/permissions/readable-boards";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { loadEditableGoal, type GoalState } from "./goal-access";
import { readGoalDetail } from "./get-goal";
import { withEvents } from "@/lib/server/events/commit";
import { goalsChanged } from "./publish";
import { recomputeGoals } from "./recompute";

/** Every id is a project of the workspace the member may see (one query), else a 400. */
async function assertVisibleProjects(membership: Membership, ids: readonly string[]): Promise<void> {
  const [row] = await getDb().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "Project" p
     WHERE p."id" = ANY(${ids}) AND p."workspaceId" = ${membership.workspaceId} ${visibleProjectsSql(membership)}`;
  if ((row?.n ?? 0) !== ids.length) throw badRequest("validation.goalProjectsNotFound");
}

/** Every id is a task of a board the member may read (one query), else a 400. */
async function assertReadableTasks(membership: Membership, ids: readonly string[]): Promise<void> {
  const [row] = await getDb().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "Task" t
     WHERE t."id" = ANY(${ids}) AND t."boardId" IN (${readableBoardsSql(membership)})`;
  if ((row?.n ?? 0) !== ids.length) throw badRequest("validation.goalTasksNotFound");
}

/** When the owner is next reminded: a new reminder starts from now; the same one keeps its date. */
function nextReminder(goal: GoalState, reminder: ProgressSettingsInput["reminder"]): Date | null {
  if (reminder === "never" || isGoalClosed(goal.status)) return null;
  if (reminder !== goal.reminder || goal.nextReminderAt === null) return nextReminderAt(reminder, new Date());
  return goal.nextReminderAt;
}

/**
 * PUT /goals/{goalId}/progress-settings (the progress-settings dialog): the source and its fields,
 * how values are written, and the reminder. Projects must be ones the actor may see and tasks ones
 * of boards they may read (400 otherwise); sub-goal weights are written to the sub-goals (ids that
 * are not sub-goals of this goal are left out). The links of the other sources are cleared, so only
 * what the goal follows now recomputes it. Then its progress is recomputed (a "settings" check-in
 * when it changed), and its ancestors'.
 */
export async function updateProgressSettings(
  actor: Actor,
  goalId: unknown,
  raw: unknown,
): Promise<GoalDetail> {
  const access = await loadEditableGoal(actor, goalId);
  const input = parseInput(progressSettingsSchema, raw);
  const { goal, membership } = access;
  if (input.source === "projects") await assertVisibleProjects(membership, input.projectIds);
  if (input.source === "tasks") await assertReadableTasks(membership, input.taskIds);

  const data: Prisma.GoalUncheckedUpdateInput = {
    source: input.source,
    measurement: input.measurement,
    decimals: input.decimals,
    reminder: input.reminder,
    nextReminderAt: nextReminder(goal, input.reminder),
  };
  if (input.source === "subgoals") data.weighted = input.weighted;
  if (input.source === "manual") {
    data.startingValue = input.startingValue;
    data.targetValue = input.targetValue;
    data.currentValue = input.currentValue;
  }
  await withEvents(async (tx, emit) => {
    emit(...goalsChanged(membership.workspaceId, [goal.id]));
    await tx.goal.update({ where: { id: goal.id }, data });
    await tx.goalProject.deleteMany({ where: { goalId: goal.id } });
    await tx.goalTask.deleteMany({ where: { goalId: goal.id } });
    if (input.source === "projects") {
      await tx.goalProject.createMany({
        data: input.projectIds.map((projectId) => ({ goalId: goal.id, projectId })),
      });
    }
    if (input.source === "tasks") {
      await tx.goalTask.createMany({ data: input.taskIds.map((taskId) => ({ goalId: goal.id, taskId })) });
    }
    const weights = input.source === "subgoals" ? Object.entries(input.weights) : [];
    if (weights.length) {
      await tx.$executeRaw`
        UPDATE "Goal" g SET "weight" = v."weight", "updatedAt" = ${new Date()}
          FROM unnest(${weights.map(([id]) => id)}::bpchar[], ${weights.map(([, weight]) => weight)}::float8[])
               AS v("id", "weight")
         WHERE g."id" = v."id" AND g."parentId" = ${goal.id} AND g."weight" IS DISTINCT FROM v."weight"`;
    }
  });
  // The recompute tells open pages when the progress changed; otherwise the settings alone did.
  await recomputeGoals([goal.id], actor.userId, { kind: "settings" });
  return readGoalDetail(membership, goal.id);
}
