import { serve } from "@/lib/server/api/serve";
import { goalCounts as goalCountsEndpoint } from "@/lib/contracts/goals";
import { goalCounts } from "@/lib/server/goals/list-goals";

export const GET = serve(goalCountsEndpoint, async ({ actor, query }) => goalCounts(actor, query.active));
