import { withApi } from "@/lib/server/api/with-api";
import { deleteProduct, getProduct, updateProduct } from "@/modules/content-hub/server/products";

// GET /api/v1/content-hub/{id}/products/{productId} - a product with everything its editor shows
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getProduct(actor, { params }, meta.errorLocale),
);

// PATCH /api/v1/content-hub/{id}/products/{productId} - save changes (keeps the publish state)
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateProduct(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/content-hub/{id}/products/{productId} - delete a product
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteProduct(actor, { params }, meta.errorLocale),
);
