import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { getCategory } from "@/modules/content-hub/server/categories/get-category";

export const GET = serve(endpoints.getCategorySubtree, async ({ actor, params, meta }) =>
  getCategory(actor, { params }, meta.errorLocale),
);
