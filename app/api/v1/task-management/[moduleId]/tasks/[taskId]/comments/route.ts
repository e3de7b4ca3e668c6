import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { addTaskComment } from "@/modules/task-management/server/task-activity";

// POST /api/v1/task-management/{id}/tasks/{taskId}/comments - comment { text } (a 'commented' activity)
export const POST = withApi({ body: true }, async ({ actor, params, body }) =>
  NextResponse.json(await addTaskComment(actor, { ...params, body }), { status: 201 }),
);
