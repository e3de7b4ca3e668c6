import { serve } from "@/lib/server/api/serve";
import {
  createForm as createFormEndpoint,
  listForms as listFormsEndpoint,
} from "@/modules/form-builder/contracts";
import { createForm } from "@/modules/form-builder/server/forms/create-form";
import { listForms } from "@/modules/form-builder/server/forms/list-forms";

export const GET = serve(listFormsEndpoint, async ({ actor, params, query, meta }) =>
  listForms(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

export const POST = serve(createFormEndpoint, async ({ actor, params, body, meta }) =>
  createForm(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
