import { serve } from "@/lib/server/api/serve";
import {
  deleteForm as deleteFormEndpoint,
  getForm as getFormEndpoint,
  updateForm as updateFormEndpoint,
} from "@/modules/form-builder/contracts";
import { deleteForm } from "@/modules/form-builder/server/forms/delete-form";
import { getForm } from "@/modules/form-builder/server/forms/get-form";
import { updateForm } from "@/modules/form-builder/server/forms/update-form";

export const GET = serve(getFormEndpoint, async ({ actor, params, meta }) =>
  getForm(actor, { params }, meta.errorLocale),
);

export const PATCH = serve(updateFormEndpoint, async ({ actor, params, body, meta }) =>
  updateForm(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteFormEndpoint, async ({ actor, params, meta }) =>
  deleteForm(actor, { params }, meta.errorLocale),
);
