import { serve } from "@/lib/server/api/serve";
import { connectSubGoal as connectSubGoalEndpoint } from "@/lib/contracts/goals";
import { connectSubGoal } from "@/lib/server/goals/goal-links";

export const POST = serve(connectSubGoalEndpoint, async ({ actor, params, body }) =>
  connectSubGoal(actor, params.goalId, body),
);
