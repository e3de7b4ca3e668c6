import * as endpoints from "@/modules/content-hub/contracts";
import { publicGet, publicPosts, publicPreflight } from "@/modules/content-hub/server/public-api";

export const GET = publicGet(endpoints.publicListPosts, publicPosts);
export const OPTIONS = publicPreflight(endpoints.publicListPostsPreflight);
