import * as endpoints from "@/modules/content-hub/contracts/public";
import { publicGet, publicPreflight } from "@/modules/content-hub/server/public-api/serve-public";
import { publicProducts } from "@/modules/content-hub/server/public-api/public-products";

export const GET = publicGet(endpoints.publicListProducts, publicProducts);
export const OPTIONS = publicPreflight(endpoints.publicListProductsPreflight);
