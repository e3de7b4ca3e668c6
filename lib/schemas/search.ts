// Inputs of GET /api/v1/search (issue 40, item 2).
import * as z from "@/lib/zod";
import { queryIntInRange } from "@/lib/schemas/common";
import {
  SEARCH_ENTITIES,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX,
} from "@/lib/search/types";

export const searchQuerySchema = z.object({
  q: z
    .string({ error: "validation.searchRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.searchRequired"),
      z.maxLength(SEARCH_QUERY_MAX, "validation.searchTooLong"),
    ),
  /** Only these entities (comma-separated); all when absent. */
  entities: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) =>
          value
            .split(",")
            .map((entity) => entity.trim())
            .filter(Boolean),
        ),
      ),
      z.array(
        z
          .string()
          .check(z.refine((entity) => SEARCH_ENTITIES.includes(entity), "validation.searchEntityInvalid")),
      ),
    ),
  ),
  /** Results per entity. */
  limit: z._default(queryIntInRange("validation.limitInvalid", 1, SEARCH_LIMIT_MAX), SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
