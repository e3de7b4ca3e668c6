import "server-only";
import { goalParamsSchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { assertDeleteGoal, loadGoalAccess } from "./goal-access";
import { publishGoalsChanged } from "./publish";
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
  const children = await getDb().$transaction(async (tx) => {
    const rows = await tx.goal.findMany({ where: { parentId: goal.id }, select: { id: true } });
    await tx.goal.delete({ where: { id: goal.id } });
    return rows.map((row) => row.id);
  });
  publishGoalsChanged(membership.workspaceId, [goal.id, ...children]);
  if (goal.parentId) await recomputeGoals([goal.parentId], actor.userId);
}
