import { serve } from "@/lib/server/api/serve";
import { goalLinkOptions } from "@/lib/contracts/goals";
import { linkOptions } from "@/lib/server/goals/link-options";

export const GET = serve(goalLinkOptions, async ({ actor, params, query }) =>
  linkOptions(actor, params.goalId, query.kind, query.q),
);
