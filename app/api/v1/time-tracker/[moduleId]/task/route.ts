import { withApi } from "@/lib/server/api/with-api";
import { listTrackerTasks } from "@/modules/time-tracker/server/tasks";

// GET /api/v1/time-tracker/{id}/task - tasks of the integrated task modules the caller may read (search, limit, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listTrackerTasks(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);
