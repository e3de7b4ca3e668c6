import "server-only";
import type { GoalDetail } from "@/lib/goals/api";
import { goalMemberParamsSchema, goalMembersSchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, notFound } from "@/lib/server/errors";
import { notify } from "@/lib/server/inbox/notify";
import { parseInput } from "@/lib/server/validation";
import { assertEditGoal, loadEditableGoal, loadGoalAccess, workspaceMemberIds } from "./goal-access";
import { readGoalDetail } from "./get-goal";
import { withEvents } from "@/lib/server/events/commit";
import { goalsChanged } from "./publish";

/**
 * POST /goals/{goalId}/members {userIds} (the invite dialog): members of the workspace join the
 * goal (it shows under their My goals, and they may edit it if their role writes). Anyone else is
 * refused (400); people already in it stay as they are. Those who joined are told ("goal.invited",
 * in the app and by their e-mail preferences), linking the goal.
 */
export async function addGoalMembers(actor: Actor, goalId: unknown, raw: unknown): Promise<GoalDetail> {
  const access = await loadEditableGoal(actor, goalId);
  const input = parseInput(goalMembersSchema, raw);
  const { goal, membership } = access;
  const members = await workspaceMemberIds(membership.workspaceId, input.userIds);
  if (input.userIds.some((id) => !members.has(id))) throw badRequest("validation.goalMembersInvalid");
  const joined = await withEvents(async (tx, emit) => {
    emit(...goalsChanged(membership.workspaceId, [goal.id]));
    return tx.goalMember.createManyAndReturn({
      data: input.userIds.map((userId) => ({ goalId: goal.id, userId })),
      skipDuplicates: true,
      select: { userId: true },
    });
  });
  await notify(
    membership.workspaceId,
    joined.map((row) => row.userId),
    {
      kind: "goal.invited",
      params: { goalTitle: goal.title },
      actorId: actor.userId,
      objectId: goal.id,
      link: `/goals/${goal.id}`,
    },
  );
  return readGoalDetail(membership, goal.id);
}

/**
 * DELETE /goals/{goalId}/members/{userId}: someone leaves the goal (by whoever may edit it, or by
 * themselves). Not a member of it: 404.
 */
export async function removeGoalMember(actor: Actor, goalId: unknown, userId: unknown): Promise<void> {
  const params = parseInput(goalMemberParamsSchema, { goalId, userId });
  const access = await loadGoalAccess(actor, params.goalId);
  if (params.userId !== actor.userId) assertEditGoal(access);
  await withEvents(async (tx, emit) => {
    const removed = await tx.goalMember.deleteMany({
      where: { goalId: access.goal.id, userId: params.userId },
    });
    if (removed.count === 0) throw notFound("errors.goalMemberNotFound");
    emit(...goalsChanged(access.membership.workspaceId, [access.goal.id]));
  });
}
