import { withApi } from "@/lib/server/api/with-api";
import { categoryTree } from "@/modules/content-hub/server/categories";

// GET /api/v1/content-hub/{id}/categories/tree?contentType=blog|product - the category tree (one query)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  categoryTree(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);
