import { withApi } from "@/lib/server/api/with-api";
import { getFormBuilder } from "@/modules/form-builder/server/scope";

// GET /api/v1/form-builder/{id} - the module, its name and what the caller may do in it
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getFormBuilder(actor, params.moduleId, meta.errorLocale),
);
