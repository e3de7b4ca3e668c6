import * as endpoints from "@/modules/content-hub/contracts";
import { publicGet, publicPreflight, publicProduct } from "@/modules/content-hub/server/public-api";

export const GET = publicGet(endpoints.publicGetProduct, publicProduct);
export const OPTIONS = publicPreflight(endpoints.publicGetProductPreflight);
