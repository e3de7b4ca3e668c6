import { withApi } from "@/lib/server/api/with-api";
import { formInsights } from "@/modules/form-builder/server/analytics";

// GET /api/v1/form-builder/{id}/insights - views, starts and submissions of every form the caller sees
export const GET = withApi({}, async ({ actor, params, meta }) =>
  formInsights(actor, { moduleId: params.moduleId }, meta.errorLocale),
);
