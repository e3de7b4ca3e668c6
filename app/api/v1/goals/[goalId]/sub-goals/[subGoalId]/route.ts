import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { disconnectSubGoal } from "@/lib/server/goals/goal-links";

// DELETE /api/v1/goals/{goalId}/sub-goals/{subGoalId} - disconnect a sub-goal (it becomes top-level)
export const DELETE = withApi({}, async ({ actor, params }) => {
  await disconnectSubGoal(actor, params.goalId, params.subGoalId);
  return new NextResponse(null, { status: 204 });
});
