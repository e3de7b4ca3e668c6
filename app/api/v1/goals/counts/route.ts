import { withApi } from "@/lib/server/api/with-api";
import { goalCounts } from "@/lib/server/goals/list-goals";

// GET /api/v1/goals/counts - the All / Open / Closed counts of a tab (active=my-goals|team-goals)
export const GET = withApi({}, async ({ actor, req }) =>
  goalCounts(actor, req.nextUrl.searchParams.get("active") ?? undefined),
);
