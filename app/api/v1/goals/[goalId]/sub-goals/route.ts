import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { connectSubGoal } from "@/lib/server/goals/goal-links";

// POST /api/v1/goals/{goalId}/sub-goals - connect a goal as a sub-goal {goalId, weight?}
export const POST = withApi({ body: true }, async ({ actor, params, body }) =>
  NextResponse.json(await connectSubGoal(actor, params.goalId, body), { status: 201 }),
);
