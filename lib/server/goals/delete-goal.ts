import "server-only";
import { goalParamsSchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { assertDeleteGoal, loadGoalAccess } from "./goal-access";
import { withEvents } from "@/lib/server/events/commit";
import { goalsChanged } from "./publish";
import { recomputeGoals } from "./recompute";

/**
 * DELETE /goals/{goalId} (its owner or an admin): the goal with its members, links and check-ins.
 * Its sub-goals become top-level goals (the parent link is ON DELETE SET NULL); its former parent
 * is recomputed without it.
 */
export async function deleteGoal(actor: Actor, goalId: unknown): Promise<void> {
  const params = parseInput(goalParamsSchema, { goalId });
  const access = await loadGoalAccess(actor, params.goalId);
  assertDeleteGoal(access);
  const { goal, membership } = access;
  await withEvents(async (tx, emit) => {
    const rows = await tx.goal.findMany({ where: { parentId: goal.id }, select: { id: true } });
    await tx.goal.delete({ where: { id: goal.id } });
    emit(...goalsChanged(membership.workspaceId, [goal.id, ...rows.map((row) => row.id)]));
  });
  if (goal.parentId) await recomputeGoals([goal.parentId], actor.userId);
}
