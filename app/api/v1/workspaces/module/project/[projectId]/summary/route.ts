import { gridSummaries } from "@/lib/contracts/modules";
import { serve } from "@/lib/server/api/serve";
import { getGridSummaries } from "@/lib/server/modules/summaries/get-grid-summaries";

export const GET = serve(gridSummaries, async ({ actor, params }) =>
  getGridSummaries(actor, params.projectId),
);
