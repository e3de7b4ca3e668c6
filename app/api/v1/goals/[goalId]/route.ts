import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { deleteGoal } from "@/lib/server/goals/delete-goal";
import { getGoal } from "@/lib/server/goals/get-goal";
import { updateGoal } from "@/lib/server/goals/update-goal";

// GET /api/v1/goals/{goalId} - the goal page: fields, members, parent, sub-goals, followed work, check-ins, rights
export const GET = withApi({}, async ({ actor, params }) => getGoal(actor, params.goalId));

// PATCH /api/v1/goals/{goalId} - change title, description, time period, status or owner
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateGoal(actor, params.goalId, body),
);

// DELETE /api/v1/goals/{goalId} - delete the goal (its sub-goals become top-level)
export const DELETE = withApi({}, async ({ actor, params }) => {
  await deleteGoal(actor, params.goalId);
  return new NextResponse(null, { status: 204 });
});
