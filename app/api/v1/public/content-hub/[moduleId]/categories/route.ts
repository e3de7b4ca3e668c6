import * as endpoints from "@/modules/content-hub/contracts/public";
import { publicCategories } from "@/modules/content-hub/server/public-api/public-categories";
import { publicGet, publicPreflight } from "@/modules/content-hub/server/public-api/serve-public";

export const GET = publicGet(endpoints.publicCategories, publicCategories);
export const OPTIONS = publicPreflight(endpoints.publicCategoriesPreflight);
