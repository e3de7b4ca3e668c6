import * as endpoints from "@/modules/content-hub/contracts/public";
import { publicGet, publicPreflight } from "@/modules/content-hub/server/public-api/serve-public";
import { publicPost } from "@/modules/content-hub/server/public-api/public-post";

export const GET = publicGet(endpoints.publicGetPost, publicPost);
export const OPTIONS = publicPreflight(endpoints.publicGetPostPreflight);
