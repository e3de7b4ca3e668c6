import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { createCategory } from "@/modules/content-hub/server/categories/create-category";

export const POST = serve(endpoints.createCategory, async ({ actor, params, body, meta }) =>
  createCategory(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
