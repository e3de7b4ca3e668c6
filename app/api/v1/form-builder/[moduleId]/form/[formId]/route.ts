import { withApi } from "@/lib/server/api/with-api";
import { deleteForm, getForm, updateForm } from "@/modules/form-builder/server/forms";

// GET /api/v1/form-builder/{id}/form/{formId} - the form with its draft, settings and published version
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getForm(actor, { params }, meta.errorLocale),
);

// PATCH /api/v1/form-builder/{id}/form/{formId} - save the draft (title, description, private, elements, configuration, logic) or file it in a folder (folderId)
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateForm(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/form-builder/{id}/form/{formId} - delete the form and its responses
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteForm(actor, { params }, meta.errorLocale),
);
