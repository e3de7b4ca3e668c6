import { serve } from "@/lib/server/api/serve";
import { updateProgressSettings as updateProgressSettingsEndpoint } from "@/lib/contracts/goals";
import { updateProgressSettings } from "@/lib/server/goals/update-progress-settings";

export const PUT = serve(updateProgressSettingsEndpoint, async ({ actor, params, body }) =>
  updateProgressSettings(actor, params.goalId, body),
);
