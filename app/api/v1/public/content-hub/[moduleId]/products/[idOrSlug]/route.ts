import { publicProduct, publicGet, publicPreflight } from "@/modules/content-hub/server/public-api";

// GET /api/v1/public/content-hub/{moduleId}/products/{idOrSlug} - one published product by id or slug (x-api-key)
export const GET = publicGet(publicProduct);

// OPTIONS /api/v1/public/content-hub/{moduleId}/products/{idOrSlug} - CORS preflight (the connected domain only)
export const OPTIONS = publicPreflight;
