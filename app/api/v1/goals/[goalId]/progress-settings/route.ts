import { withApi } from "@/lib/server/api/with-api";
import { updateProgressSettings } from "@/lib/server/goals/update-progress-settings";

// PUT /api/v1/goals/{goalId}/progress-settings - the progress source and its fields, measurement, decimals, reminder
export const PUT = withApi({ body: true }, async ({ actor, params, body }) =>
  updateProgressSettings(actor, params.goalId, body),
);
