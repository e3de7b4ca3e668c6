// Search everything (issue 40, item 2; docs/platform/search.md): one search over what the caller may
// read, served by app/api/v1/search/route.ts, called by the header's search (components/shell/search-dialog.tsx).
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { searchQuerySchema } from "@/lib/schemas/search";
import { searchResultSchema } from "@/lib/search/types";

export const search = defineEndpoint({
  method: "GET",
  path: "/api/v1/search",
  auth: "session",
  summary:
    "Search the active workspace: projects, modules, people, goals and each kind's entities the caller may read, ranked (words in English and Spanish, accents ignored, partial words and typos), grouped by entity",
  query: searchQuerySchema,
  response: searchResultSchema,
});
