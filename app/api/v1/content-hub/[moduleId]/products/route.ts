import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { createProduct } from "@/modules/content-hub/server/products/create-product";
import { listProducts } from "@/modules/content-hub/server/products/list-products";

export const GET = serve(endpoints.listProducts, async ({ actor, params, query, meta }) =>
  listProducts(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

export const POST = serve(endpoints.createProduct, async ({ actor, params, body, meta }) =>
  createProduct(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
