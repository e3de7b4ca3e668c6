import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { getTaskTime, startTaskTimer } from "@/modules/time-tracker/server/task-timer";

// GET /api/v1/task-management/{id}/tasks/{taskId}/timer - the task's time in the board's time tracker
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getTaskTime(actor, { params }, meta.errorLocale),
);

// POST /api/v1/task-management/{id}/tasks/{taskId}/timer - start the caller's timer on the task {isBillable}
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await startTaskTimer(actor, { params, body }, meta.errorLocale), { status: 201 }),
);
