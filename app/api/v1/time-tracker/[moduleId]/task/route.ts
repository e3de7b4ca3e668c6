import { serve } from "@/lib/server/api/serve";
import { listTrackerTasks as listTrackerTasksEndpoint } from "@/modules/time-tracker/contracts";
import { listTrackerTasks } from "@/modules/time-tracker/server/tasks";

export const GET = serve(listTrackerTasksEndpoint, async ({ actor, params, req, meta }) =>
  listTrackerTasks(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);
