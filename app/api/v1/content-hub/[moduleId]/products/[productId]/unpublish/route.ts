import { withApi } from "@/lib/server/api/with-api";
import { unpublishProduct } from "@/modules/content-hub/server/products";

// POST /api/v1/content-hub/{id}/products/{productId}/unpublish - back to a draft (no change for a draft)
export const POST = withApi({}, async ({ actor, params, meta }) =>
  unpublishProduct(actor, { params }, meta.errorLocale),
);
