import { serve } from "@/lib/server/api/serve";
import {
  deleteTemplate as deleteTemplateEndpoint,
  updateTemplate as updateTemplateEndpoint,
} from "@/modules/notification/contracts";
import { deleteTemplate, updateTemplate } from "@/modules/notification/server/templates";

export const PATCH = serve(updateTemplateEndpoint, async ({ actor, params, body, meta }) =>
  updateTemplate(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteTemplateEndpoint, async ({ actor, params, meta }) =>
  deleteTemplate(actor, { params }, meta.errorLocale),
);
