import { withApi } from "@/lib/server/api/with-api";
import { deleteCategory, getCategory, updateCategory } from "@/modules/content-hub/server/categories";

// GET /api/v1/content-hub/{id}/categories/{categoryId} - one category with its sub-tree
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getCategory(actor, { params }, meta.errorLocale),
);

// PATCH /api/v1/content-hub/{id}/categories/{categoryId} - {name, media} rename and image, or {parent} move
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateCategory(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/content-hub/{id}/categories/{categoryId} - 409 while it has sub-categories or content
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteCategory(actor, { params }, meta.errorLocale),
);
