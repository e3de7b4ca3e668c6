import "server-only";
import { CONTENT_PAGE_SIZE, type Creator, type Page } from "@/lib/content-hub/types";
import { decodeKeyset, encodeKeyset } from "@/lib/server/api/keyset";

/** The rows after a cursor of a list ordered by `column` desc, id desc. */
export function afterKeyset<C extends string>(column: C, cursor: string | null | undefined) {
  const at = decodeKeyset(cursor);
  if (!at) return {};
  return {
    OR: [{ [column]: { lt: at.at } }, { [column]: at.at, id: { lt: at.id } }],
  } as Record<string, unknown>;
}

/** One page from `size` + 1 rows read, the cursor made of the last row's `at` and id. */
export function keysetPage<Row extends { id: string }, Item>(
  rows: Row[],
  at: (row: Row) => Date,
  map: (row: Row) => Item,
  size = CONTENT_PAGE_SIZE,
): Page<Item> {
  const more = rows.length > size;
  const shown = more ? rows.slice(0, size) : rows;
  const last = shown[shown.length - 1];
  return { data: shown.map(map), nextCursor: more && last ? encodeKeyset(at(last), last.id) : null };
}

export const creatorOf = (user: { id: string; name: string } | null): Creator | null =>
  user ? { id: user.id, name: user.name } : null;

/** A case-insensitive substring search of one column; blank is no filter. */
export const contains = (column: string, q: string | undefined) =>
  q ? { [column]: { contains: q, mode: "insensitive" as const } } : {};

/**
 * The editors' list of posts or products: the module's items matching the search (on `label`),
 * category, tag and state, recently updated first, one more than a page.
 */
export function editorListQuery(
  moduleId: string,
  label: "title" | "name",
  query: { q?: string; category?: string; tag?: string; published?: "true" | "false"; cursor?: string },
) {
  return {
    where: {
      AND: [
        { moduleId },
        contains(label, query.q),
        query.category ? { categories: { some: { categoryId: query.category } } } : {},
        query.tag ? { tags: { has: query.tag } } : {},
        query.published ? { isPublished: query.published === "true" } : {},
        afterKeyset("updatedAt", query.cursor),
      ],
    },
    orderBy: [{ updatedAt: "desc" as const }, { id: "desc" as const }],
    take: CONTENT_PAGE_SIZE + 1,
  };
}
