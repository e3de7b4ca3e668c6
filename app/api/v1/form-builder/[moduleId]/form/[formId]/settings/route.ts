import { withApi } from "@/lib/server/api/with-api";
import { updateSettings } from "@/modules/form-builder/server/forms";

// PATCH /api/v1/form-builder/{id}/form/{formId}/settings - open/closed, close date, limit, one per browser, thank-you or redirect
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateSettings(actor, { params, body }, meta.errorLocale),
);
