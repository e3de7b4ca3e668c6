import { serve } from "@/lib/server/api/serve";
import { disconnectSubGoal as disconnectSubGoalEndpoint } from "@/lib/contracts/goals";
import { disconnectSubGoal } from "@/lib/server/goals/goal-links";

export const DELETE = serve(disconnectSubGoalEndpoint, async ({ actor, params }) => {
  await disconnectSubGoal(actor, params.goalId, params.subGoalId);
  return new Response(null, { status: 204 });
});
