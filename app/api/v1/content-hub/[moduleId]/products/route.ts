import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createProduct, listProducts } from "@/modules/content-hub/server/products";

// GET /api/v1/content-hub/{id}/products - a page of products (q, category, tag, published, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listProducts(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);

// POST /api/v1/content-hub/{id}/products - create a product (an untitled draft by default)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createProduct(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
