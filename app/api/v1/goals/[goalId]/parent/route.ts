import { serve } from "@/lib/server/api/serve";
import { setParentGoal as setParentGoalEndpoint } from "@/lib/contracts/goals";
import { setParentGoal } from "@/lib/server/goals/goal-links";

export const PUT = serve(setParentGoalEndpoint, async ({ actor, params, body }) =>
  setParentGoal(actor, params.goalId, body),
);
