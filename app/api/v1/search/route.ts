import { search as searchEndpoint } from "@/lib/contracts/search";
import { serve } from "@/lib/server/api/serve";
import { searchEverything } from "@/lib/server/search/search";

export const GET = serve(searchEndpoint, async ({ actor, query, meta }) =>
  searchEverything(actor, query, meta.errorLocale),
);
