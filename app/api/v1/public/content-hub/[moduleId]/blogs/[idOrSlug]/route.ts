import * as endpoints from "@/modules/content-hub/contracts";
import { publicGet, publicPost, publicPreflight } from "@/modules/content-hub/server/public-api";

export const GET = publicGet(endpoints.publicGetPost, publicPost);
export const OPTIONS = publicPreflight(endpoints.publicGetPostPreflight);
