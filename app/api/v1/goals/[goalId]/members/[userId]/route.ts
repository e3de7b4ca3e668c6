import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { removeGoalMember } from "@/lib/server/goals/goal-members";

// DELETE /api/v1/goals/{goalId}/members/{userId} - remove a member from the goal (or leave it)
export const DELETE = withApi({}, async ({ actor, params }) => {
  await removeGoalMember(actor, params.goalId, params.userId);
  return new NextResponse(null, { status: 204 });
});
