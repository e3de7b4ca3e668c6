import { withApi } from "@/lib/server/api/with-api";
import { searchGoalTasks } from "@/lib/server/goals/search-goal-tasks";

// GET /api/v1/goals/tasks - tasks of the boards the caller may read, by title or key (q, cursor), for the Tasks source
export const GET = withApi({}, async ({ actor, req }) =>
  searchGoalTasks(actor, Object.fromEntries(req.nextUrl.searchParams)),
);
