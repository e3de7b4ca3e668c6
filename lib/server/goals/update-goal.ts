import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDetail } from "@/lib/goals/api";
import { nextReminderAt } from "@/lib/goals/reminders";
import { isGoalClosed } from "@/lib/goals/types";
import { updateGoalSchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { loadEditableGoal, workspaceMemberIds } from "./goal-access";
import { dayToDate } from "./goal-rows";
import { readGoalDetail } from "./get-goal";
import { withEvents } from "@/lib/server/events/commit";
import { goalsChanged } from "./publish";
import { recomputeGoals } from "./recompute";

/**
 * PATCH /goals/{goalId}: title, description, time period, status or owner (a member of the
 * workspace). Closing a goal (archived, dropped) stops its reminders and reopening it restarts
 * them; a status change reaches the parent's progress (a dropped sub-goal no longer counts).
 */
export async function updateGoal(actor: Actor, goalId: unknown, raw: unknown): Promise<GoalDetail> {
  const access = await loadEditableGoal(actor, goalId);
  const input = parseInput(updateGoalSchema, raw);
  const { goal, membership } = access;
  if (
    input.ownerId !== undefined &&
    input.ownerId !== goal.ownerId &&
    !(await workspaceMemberIds(membership.workspaceId, [input.ownerId])).has(input.ownerId)
  ) {
    throw badRequest("validation.goalOwnerInvalid");
  }

  const data: Prisma.GoalUncheckedUpdateInput = {};
  if (input.title !== undefined) data.title = input.title;
  if (input.description !== undefined) data.description = input.description || null;
  if (input.timePeriod !== undefined) {
    data.periodStart = input.timePeriod ? dayToDate(input.timePeriod.start) : null;
    data.periodEnd = input.timePeriod ? dayToDate(input.timePeriod.end) : null;
  }
  if (input.ownerId !== undefined) data.ownerId = input.ownerId;
  const statusChanged = input.status !== undefined && input.status !== goal.status;
  if (input.status !== undefined && statusChanged) {
    data.status = input.status;
    if (isGoalClosed(input.status)) data.nextReminderAt = null;
    else if (isGoalClosed(goal.status)) data.nextReminderAt = nextReminderAt(goal.reminder, new Date());
  }
  await withEvents(async (tx, emit) => {
    await tx.goal.update({ where: { id: goal.id }, data });
    emit(...goalsChanged(membership.workspaceId, [goal.id]));
  });
  if (statusChanged && goal.parentId) await recomputeGoals([goal.parentId], actor.userId);
  return readGoalDetail(membership, goal.id);
}
