import { withApi } from "@/lib/server/api/with-api";
import { linkOptions } from "@/lib/server/goals/link-options";

// GET /api/v1/goals/{goalId}/link-options - goals the connect dialogs offer (kind=sub|parent, q), loops left out
export const GET = withApi({}, async ({ actor, params, req }) =>
  linkOptions(
    actor,
    params.goalId,
    req.nextUrl.searchParams.get("kind") ?? undefined,
    req.nextUrl.searchParams.get("q") ?? undefined,
  ),
);
