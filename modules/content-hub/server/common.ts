import "server-only";
import { CONTENT_PAGE_SIZE, type Creator } from "@/modules/content-hub/shared/types";
import { afterKeyset } from "@/lib/server/api/keyset";

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
