import { withApi } from "@/lib/server/api/with-api";
import { setParentGoal } from "@/lib/server/goals/goal-links";

// PUT /api/v1/goals/{goalId}/parent - connect the goal under a parent goal {parentId}, or make it top-level (null)
export const PUT = withApi({ body: true }, async ({ actor, params, body }) =>
  setParentGoal(actor, params.goalId, body),
);
