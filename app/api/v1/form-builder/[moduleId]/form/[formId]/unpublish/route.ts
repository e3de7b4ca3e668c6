import { withApi } from "@/lib/server/api/with-api";
import { unpublishForm } from "@/modules/form-builder/server/forms";

// POST /api/v1/form-builder/{id}/form/{formId}/unpublish - take the public form down (404 at /f/{slug})
export const POST = withApi({}, async ({ actor, params, meta }) =>
  unpublishForm(actor, { params }, meta.errorLocale),
);
