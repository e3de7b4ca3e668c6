import { publicProducts, publicGet, publicPreflight } from "@/modules/content-hub/server/public-api";

// GET /api/v1/public/content-hub/{moduleId}/products - published products, newest first (q, category, tag, cursor, limit) (x-api-key)
export const GET = publicGet(publicProducts);

// OPTIONS /api/v1/public/content-hub/{moduleId}/products - CORS preflight (the connected domain only)
export const OPTIONS = publicPreflight;
