import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { deleteProduct } from "@/modules/content-hub/server/products/delete-product";
import { getProduct } from "@/modules/content-hub/server/products/get-product";
import { updateProduct } from "@/modules/content-hub/server/products/update-product";

export const GET = serve(endpoints.getProduct, async ({ actor, params, meta }) =>
  getProduct(actor, { params }, meta.errorLocale),
);

export const PATCH = serve(endpoints.updateProduct, async ({ actor, params, body, meta }) =>
  updateProduct(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(endpoints.deleteProduct, async ({ actor, params, meta }) =>
  deleteProduct(actor, { params }, meta.errorLocale),
);
