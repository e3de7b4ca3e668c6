import { withApi } from "@/lib/server/api/with-api";
import { setFollowing } from "@/modules/form-builder/server/forms";

// PUT /api/v1/form-builder/{id}/form/{formId}/follow - be notified of each new response
export const PUT = withApi({}, async ({ actor, params, meta }) =>
  setFollowing(actor, { params, follow: true }, meta.errorLocale),
);

// DELETE /api/v1/form-builder/{id}/form/{formId}/follow - stop being notified
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  setFollowing(actor, { params, follow: false }, meta.errorLocale),
);
