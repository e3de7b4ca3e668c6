import { withApi } from "@/lib/server/api/with-api";
import { formAnalytics } from "@/modules/form-builder/server/analytics";

// GET /api/v1/form-builder/{id}/form/{formId}/analytics - views, starts, submissions, drop-off, per-question summaries, over time
export const GET = withApi({}, async ({ actor, params, meta }) =>
  formAnalytics(actor, { params }, meta.errorLocale),
);
