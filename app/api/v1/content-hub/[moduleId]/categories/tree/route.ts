import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { categoryTree } from "@/modules/content-hub/server/categories/category-tree";

export const GET = serve(endpoints.categoryTree, async ({ actor, params, query, meta }) =>
  categoryTree(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);
