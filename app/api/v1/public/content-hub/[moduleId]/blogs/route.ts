import * as endpoints from "@/modules/content-hub/contracts/public";
import { publicGet, publicPreflight } from "@/modules/content-hub/server/public-api/serve-public";
import { publicPosts } from "@/modules/content-hub/server/public-api/public-posts";

export const GET = publicGet(endpoints.publicListPosts, publicPosts);
export const OPTIONS = publicPreflight(endpoints.publicListPostsPreflight);
