import { accountDeletionPlan as planEndpoint } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { accountDeletionPlan } from "@/lib/server/users/delete-account";

export const GET = serve(planEndpoint, async ({ actor, params }) => accountDeletionPlan(actor, params.id));
