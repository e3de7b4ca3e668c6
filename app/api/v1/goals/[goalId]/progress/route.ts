import { serve } from "@/lib/server/api/serve";
import { checkInGoal } from "@/lib/contracts/goals";
import { updateProgress } from "@/lib/server/goals/update-progress";

// The body's rules depend on the goal's source: the service checks them once it has read the goal.
export const POST = serve(checkInGoal, async ({ actor, params, body }) =>
  updateProgress(actor, params.goalId, body),
);
