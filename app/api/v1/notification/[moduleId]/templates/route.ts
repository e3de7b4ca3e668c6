import { serve } from "@/lib/server/api/serve";
import {
  createTemplate as createTemplateEndpoint,
  listTemplates as listTemplatesEndpoint,
} from "@/modules/notification/contracts";
import { createTemplate, listTemplates } from "@/modules/notification/server/templates";

export const GET = serve(listTemplatesEndpoint, async ({ actor, params, query, meta }) =>
  listTemplates(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

export const POST = serve(createTemplateEndpoint, async ({ actor, params, body, meta }) =>
  createTemplate(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
