import { serve } from "@/lib/server/api/serve";
import { createGoal as createGoalEndpoint, listGoals as listGoalsEndpoint } from "@/lib/contracts/goals";
import { createGoal } from "@/lib/server/goals/create-goal";
import { listGoals } from "@/lib/server/goals/list-goals";

export const GET = serve(listGoalsEndpoint, async ({ actor, query }) => listGoals(actor, query));

export const POST = serve(createGoalEndpoint, async ({ actor, body }) => createGoal(actor, body));
