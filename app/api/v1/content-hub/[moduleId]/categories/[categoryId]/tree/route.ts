import { withApi } from "@/lib/server/api/with-api";
import { getCategory } from "@/modules/content-hub/server/categories";

// GET /api/v1/content-hub/{id}/categories/{categoryId}/tree - the category's sub-tree
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getCategory(actor, { params }, meta.errorLocale),
);
