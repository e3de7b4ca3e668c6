import { withApi } from "@/lib/server/api/with-api";
import { publishProduct } from "@/modules/content-hub/server/products";

// POST /api/v1/content-hub/{id}/products/{productId}/publish - publish a product (no change when published)
export const POST = withApi({}, async ({ actor, params, meta }) =>
  publishProduct(actor, { params }, meta.errorLocale),
);
