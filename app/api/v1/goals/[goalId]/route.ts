import { serve } from "@/lib/server/api/serve";
import {
  deleteGoal as deleteGoalEndpoint,
  getGoal as getGoalEndpoint,
  updateGoal as updateGoalEndpoint,
} from "@/lib/contracts/goals";
import { deleteGoal } from "@/lib/server/goals/delete-goal";
import { getGoal } from "@/lib/server/goals/get-goal";
import { updateGoal } from "@/lib/server/goals/update-goal";

export const GET = serve(getGoalEndpoint, async ({ actor, params }) => getGoal(actor, params.goalId));

export const PATCH = serve(updateGoalEndpoint, async ({ actor, params, body }) =>
  updateGoal(actor, params.goalId, body),
);

export const DELETE = serve(deleteGoalEndpoint, async ({ actor, params }) => {
  await deleteGoal(actor, params.goalId);
  return new Response(null, { status: 204 });
});
