import { serve } from "@/lib/server/api/serve";
import { searchGoalTasks as searchGoalTasksEndpoint } from "@/lib/contracts/goals";
import { searchGoalTasks } from "@/lib/server/goals/search-goal-tasks";

export const GET = serve(searchGoalTasksEndpoint, async ({ actor, query }) => searchGoalTasks(actor, query));
