import { withApi } from "@/lib/server/api/with-api";
import { getContentHub } from "@/modules/content-hub/server/scope";

// GET /api/v1/content-hub/{id} - the module, its name and what the caller may do in it
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getContentHub(actor, params.moduleId, meta.errorLocale),
);
