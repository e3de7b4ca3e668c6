import * as endpoints from "@/modules/content-hub/contracts";
import { publicGet, publicPreflight, publicProducts } from "@/modules/content-hub/server/public-api";

export const GET = publicGet(endpoints.publicListProducts, publicProducts);
export const OPTIONS = publicPreflight(endpoints.publicListProductsPreflight);
