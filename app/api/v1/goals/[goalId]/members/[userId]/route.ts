import { serve } from "@/lib/server/api/serve";
import { removeGoalMember as removeGoalMemberEndpoint } from "@/lib/contracts/goals";
import { removeGoalMember } from "@/lib/server/goals/goal-members";

export const DELETE = serve(removeGoalMemberEndpoint, async ({ actor, params }) => {
  await removeGoalMember(actor, params.goalId, params.userId);
  return new Response(null, { status: 204 });
});
