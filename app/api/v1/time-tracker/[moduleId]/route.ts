import { serve } from "@/lib/server/api/serve";
import { getTimeTracker } from "@/modules/time-tracker/contracts";
import { getTimeTrackerInfo } from "@/modules/time-tracker/server/info";

export const GET = serve(getTimeTracker, async ({ actor, params, meta }) =>
  getTimeTrackerInfo(actor, params.moduleId, meta.errorLocale),
);
