import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { updateProgress } from "@/lib/server/goals/update-progress";

// POST /api/v1/goals/{goalId}/progress - a check-in: {value, note?} on a manual goal, {note} on a computed one
export const POST = withApi({ body: true }, async ({ actor, params, body }) =>
  NextResponse.json(await updateProgress(actor, params.goalId, body), { status: 201 }),
);
