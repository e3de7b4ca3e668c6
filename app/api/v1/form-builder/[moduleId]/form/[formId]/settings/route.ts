import { serve } from "@/lib/server/api/serve";
import { updateSettings as updateSettingsEndpoint } from "@/modules/form-builder/contracts";
import { updateSettings } from "@/modules/form-builder/server/forms/update-settings";

export const PATCH = serve(updateSettingsEndpoint, async ({ actor, params, body, meta }) =>
  updateSettings(actor, { params, body }, meta.errorLocale),
);
