import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { publishProduct } from "@/modules/content-hub/server/products/publish-product";

export const POST = serve(endpoints.publishProduct, async ({ actor, params, meta }) =>
  publishProduct(actor, { params }, meta.errorLocale),
);
