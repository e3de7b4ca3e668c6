import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createTask } from "@/modules/task-management/server/create-task";
import { listTasksJson } from "@/modules/task-management/server/list-tasks";

// GET /api/v1/task-management/{id}/tasks - a page of tasks (filters, me, search, kind, cursor) and filtersMap
export const GET = withApi({}, async ({ actor, params, req, meta }) => {
  const json = await listTasksJson(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  );
  return new NextResponse(json, { headers: { "content-type": "application/json" } });
});

// POST /api/v1/task-management/{id}/tasks - create a task (with its subtasks)
export const POST = withApi({ body: true }, async ({ actor, params, body }) =>
  NextResponse.json(await createTask(actor, { moduleId: params.moduleId, body }), { status: 201 }),
);
