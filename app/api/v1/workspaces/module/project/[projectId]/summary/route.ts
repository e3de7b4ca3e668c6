import { withApi } from "@/lib/server/api/with-api";
import { getGridSummaries } from "@/lib/server/modules/summaries/get-grid-summaries";

// GET /api/v1/workspaces/module/project/{projectId}/summary - each readable module's card summary, by module id
export const GET = withApi({}, async ({ actor, params }) => getGridSummaries(actor, params.projectId));
