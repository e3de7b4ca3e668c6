import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { addGoalMembers } from "@/lib/server/goals/goal-members";

// POST /api/v1/goals/{goalId}/members - invite workspace members to the goal {userIds}
export const POST = withApi({ body: true }, async ({ actor, params, body }) =>
  NextResponse.json(await addGoalMembers(actor, params.goalId, body), { status: 201 }),
);
