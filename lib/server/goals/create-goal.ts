import "server-only";
import type { GoalDetail } from "@/lib/goals/api";
import { createGoalSchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { assertCreateGoal, workspaceMemberIds } from "./goal-access";
import { dayToDate } from "./goal-rows";
import { readGoalDetail } from "./get-goal";
import { withEvents } from "@/lib/server/events/commit";
import { goalsChanged } from "./publish";

/**
 * POST /goals (the add-goal dialog): a goal of the active workspace, owned by its creator unless
 * `ownerId` names another member of the workspace (then the creator joins it as a member, so they
 * keep seeing and editing what they made). New goals are manual, on track unless told otherwise,
 * with no reminder.
 */
export async function createGoal(actor: Actor, raw: unknown): Promise<GoalDetail> {
  const membership = await activeMembership(actor);
  assertCreateGoal(membership);
  const input = parseInput(createGoalSchema, raw);
  const ownerId = input.ownerId ?? actor.userId;
  if (
    ownerId !== actor.userId &&
    !(await workspaceMemberIds(membership.workspaceId, [ownerId])).has(ownerId)
  ) {
    throw badRequest("validation.goalOwnerInvalid");
  }
  const id = newId();
  await withEvents(async (tx, emit) => {
    await tx.goal.create({
      data: {
        id,
        workspaceId: membership.workspaceId,
        title: input.title,
        description: input.description || null,
        ownerId,
        createdById: actor.userId,
        status: input.status,
        periodStart: input.timePeriod ? dayToDate(input.timePeriod.start) : null,
        periodEnd: input.timePeriod ? dayToDate(input.timePeriod.end) : null,
        members: ownerId === actor.userId ? undefined : { create: { userId: actor.userId } },
      },
    });
    emit(...goalsChanged(membership.workspaceId, [id]));
  });
  return readGoalDetail(membership, id);
}
