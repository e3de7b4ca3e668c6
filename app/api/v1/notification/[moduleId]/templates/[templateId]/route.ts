import { withApi } from "@/lib/server/api/with-api";
import { deleteTemplate, updateTemplate } from "@/modules/notification/server/templates";

// PATCH /api/v1/notification/{id}/templates/{templateId} - save the whole template
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateTemplate(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/notification/{id}/templates/{templateId} - delete a template no running campaign uses
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteTemplate(actor, { params }, meta.errorLocale),
);
