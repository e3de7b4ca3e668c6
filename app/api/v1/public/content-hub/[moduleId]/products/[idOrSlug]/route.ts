import * as endpoints from "@/modules/content-hub/contracts/public";
import { publicGet, publicPreflight } from "@/modules/content-hub/server/public-api/serve-public";
import { publicProduct } from "@/modules/content-hub/server/public-api/public-product";

export const GET = publicGet(endpoints.publicGetProduct, publicProduct);
export const OPTIONS = publicPreflight(endpoints.publicGetProductPreflight);
