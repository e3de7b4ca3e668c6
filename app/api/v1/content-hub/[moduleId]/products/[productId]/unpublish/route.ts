import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { unpublishProduct } from "@/modules/content-hub/server/products/unpublish-product";

export const POST = serve(endpoints.unpublishProduct, async ({ actor, params, meta }) =>
  unpublishProduct(actor, { params }, meta.errorLocale),
);
