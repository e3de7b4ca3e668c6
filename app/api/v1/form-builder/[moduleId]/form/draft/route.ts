import { withApi } from "@/lib/server/api/with-api";
import { draftForm } from "@/modules/form-builder/server/ai-draft";

// POST /api/v1/form-builder/{id}/form/draft - a form drafted by AI from {prompt} (not stored)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  draftForm(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
