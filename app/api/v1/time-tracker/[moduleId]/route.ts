import { withApi } from "@/lib/server/api/with-api";
import { getTimeTrackerInfo } from "@/modules/time-tracker/server/info";

// GET /api/v1/time-tracker/{id} - the module, the caller's rights, its tags and the caller's running timer
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getTimeTrackerInfo(actor, params.moduleId, meta.errorLocale),
);
