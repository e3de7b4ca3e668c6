import { publicPosts, publicGet, publicPreflight } from "@/modules/content-hub/server/public-api";

// GET /api/v1/public/content-hub/{moduleId}/blogs - published blog posts, newest first (q, category, tag, cursor, limit) (x-api-key)
export const GET = publicGet(publicPosts);

// OPTIONS /api/v1/public/content-hub/{moduleId}/blogs - CORS preflight (the connected domain only)
export const OPTIONS = publicPreflight;
