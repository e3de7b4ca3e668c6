import * as endpoints from "@/modules/content-hub/contracts";
import { publicCategories, publicGet, publicPreflight } from "@/modules/content-hub/server/public-api";

export const GET = publicGet(endpoints.publicCategories, publicCategories);
export const OPTIONS = publicPreflight(endpoints.publicCategoriesPreflight);
