import { serve } from "@/lib/server/api/serve";
import { addGoalMembers as addGoalMembersEndpoint } from "@/lib/contracts/goals";
import { addGoalMembers } from "@/lib/server/goals/goal-members";

export const POST = serve(addGoalMembersEndpoint, async ({ actor, params, body }) =>
  addGoalMembers(actor, params.goalId, body),
);
