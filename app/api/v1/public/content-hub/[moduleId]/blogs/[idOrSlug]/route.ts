import { publicPost, publicGet, publicPreflight } from "@/modules/content-hub/server/public-api";

// GET /api/v1/public/content-hub/{moduleId}/blogs/{idOrSlug} - one published post by id or slug (x-api-key)
export const GET = publicGet(publicPost);

// OPTIONS /api/v1/public/content-hub/{moduleId}/blogs/{idOrSlug} - CORS preflight (the connected domain only)
export const OPTIONS = publicPreflight;
