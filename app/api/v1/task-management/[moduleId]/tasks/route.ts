import { serve } from "@/lib/server/api/serve";
import { createTask as createTaskEndpoint, listTasks } from "@/modules/task-management/contracts";
import { createTask } from "@/modules/task-management/server/create-task";
import { listTasksJson } from "@/modules/task-management/server/list-tasks";

// The page is sent as the JSON text the page cache holds (list-tasks.ts), not serialized again.
export const GET = serve(listTasks, async ({ actor, params, req, meta }) => {
  const json = await listTasksJson(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  );
  return new Response(json, { headers: { "content-type": "application/json" } });
});

export const POST = serve(createTaskEndpoint, async ({ actor, params, body }) =>
  createTask(actor, { moduleId: params.moduleId, body }),
);
