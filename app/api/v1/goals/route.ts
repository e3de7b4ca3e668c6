import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createGoal } from "@/lib/server/goals/create-goal";
import { listGoals } from "@/lib/server/goals/list-goals";

// GET /api/v1/goals - a page of the dashboard's goals (active=my-goals|team-goals, filter=all|open|closed, q, cursor)
export const GET = withApi({}, async ({ actor, req }) =>
  listGoals(actor, Object.fromEntries(req.nextUrl.searchParams)),
);

// POST /api/v1/goals - add a goal {title, description?, timePeriod?, status?, ownerId?}
export const POST = withApi({ body: true }, async ({ actor, body }) =>
  NextResponse.json(await createGoal(actor, body), { status: 201 }),
);
