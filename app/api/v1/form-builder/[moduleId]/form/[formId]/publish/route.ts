import { withApi } from "@/lib/server/api/with-api";
import { publishForm } from "@/modules/form-builder/server/forms";

// POST /api/v1/form-builder/{id}/form/{formId}/publish - freeze the draft as the next published version
export const POST = withApi({}, async ({ actor, params, meta }) =>
  publishForm(actor, { params }, meta.errorLocale),
);
