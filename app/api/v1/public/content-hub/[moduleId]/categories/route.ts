import { publicCategories, publicGet, publicPreflight } from "@/modules/content-hub/server/public-api";

// GET /api/v1/public/content-hub/{moduleId}/categories - the active categories of ?contentType=blog|product as a tree (x-api-key)
export const GET = publicGet(publicCategories);

// OPTIONS /api/v1/public/content-hub/{moduleId}/categories - CORS preflight (the connected domain only)
export const OPTIONS = publicPreflight;
