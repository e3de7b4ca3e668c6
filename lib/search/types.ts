// Search everything (issue 40, item 2; docs/platform/search.md): what the header's search and
// GET /api/v1/search speak. Browser-safe. The entities are the platform's (projects, modules, people,
// goals) and those each kind declares in its manifest (`search` in modules/<segment>/kind.ts).
import * as z from "@/lib/zod";
import { MODULE_KINDS } from "@/modules/kinds";

export const PLATFORM_SEARCH_ENTITIES = ["project", "module", "person", "goal"] as const;

/** Every searchable entity, the platform's first, then the kinds' in the catalog's order. */
export const SEARCH_ENTITIES: readonly string[] = [
  ...PLATFORM_SEARCH_ENTITIES,
  ...MODULE_KINDS.flatMap((kind) => ("search" in kind ? (kind.search ?? []) : [])),
];

/** Shortest and longest query; results per entity at most. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 20;
export const SEARCH_LIMIT_DEFAULT = 5;

/** One thing found: what it is, where it is, and the page that shows it. */
export const searchHitSchema = z.object({
  entity: z.string(),
  id: z.string(),
  title: z.string(),
  /** A line of its text around what matched (plain text), or null. */
  snippet: z.nullable(z.string()),
  /** Where it lives: its module's name and its project's, when it has them. */
  module: z.nullable(z.object({ id: z.string(), name: z.string(), tag: z.string() })),
  project: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The page that shows it (a path on this origin). */
  href: z.string(),
  /** Its relevance (higher first), for merging pages of results. */
  score: z.number(),
});
export type SearchHit = z.output<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  q: z.string(),
  /** The entities with results, the best group first; each group's hits best first. */
  groups: z.array(z.object({ entity: z.string(), hits: z.array(searchHitSchema) })),
});
export type SearchResult = z.output<typeof searchResultSchema>;
