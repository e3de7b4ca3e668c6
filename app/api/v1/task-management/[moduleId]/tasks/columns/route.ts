import { serve } from "@/lib/server/api/serve";
import { listColumnTasks } from "@/modules/task-management/contracts";
import { listColumnTasksJson } from "@/modules/task-management/server/list-column-tasks";

// Sent as the JSON text the columns' pages are written in (list-tasks.ts), not serialized again.
export const GET = serve(listColumnTasks, async ({ actor, params, req, meta }) => {
  const json = await listColumnTasksJson(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  );
  return new Response(json, { headers: { "content-type": "application/json" } });
});
