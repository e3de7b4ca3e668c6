import { withApi } from "@/lib/server/api/with-api";
import { publishProduct } from "@/lib/server/content-hub/products";

// POST /api/v1/content-hub/{id}/products/{productId}/publish - publish a product (no change when published)
export const POST = withApi({}, async ({ actor, params, meta }) =>
  publishProduct(actor, { params }, meta.errorLocale),
);
