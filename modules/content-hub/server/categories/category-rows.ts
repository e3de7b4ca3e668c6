import "server-only";
import { buildTree } from "@/modules/content-hub/shared/category-tree";
import type { CategoryNode, ContentType } from "@/modules/content-hub/shared/types";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";

// A content type's categories, a tree per module: what the categories' use cases, the posts',
// the products' and the public API share.

export const categorySelect = {
  id: true,
  name: true,
  slug: true,
  isActive: true,
  contentType: true,
  parentId: true,
  imageUrl: true,
} as const;

export type CategoryRow = {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  contentType: string;
  parentId: string | null;
  imageUrl: string | null;
};

/** A category row as a tree node. */
export const toNode = (row: CategoryRow, children: CategoryNode[]): CategoryNode => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  isActive: row.isActive,
  contentType: row.contentType as ContentType,
  parent: row.parentId,
  media: row.imageUrl ? [{ key: row.imageUrl }] : [],
  children,
});

/** Every category of one content type in the module: one indexed statement, by name. */
export function categoryRows(moduleId: string, contentType: ContentType): Promise<CategoryRow[]> {
  return getDb().contentCategory.findMany({
    where: { moduleId, contentType },
    select: categorySelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}

/** The category in this module (404 otherwise). */
export async function findCategory(moduleId: string, categoryId: string): Promise<CategoryRow> {
  const row = await getDb().contentCategory.findFirst({
    where: { id: categoryId, moduleId },
    select: categorySelect,
  });
  if (!row) throw notFound("errors.categoryNotFound");
  return row;
}

/** The slugs of the content type's categories starting with a base (but `exceptId`'s). */
export const takenCategorySlugs =
  (moduleId: string, contentType: string, exceptId?: string) => async (base: string) =>
    (
      await getDb().contentCategory.findMany({
        where: {
          moduleId,
          contentType,
          slug: { startsWith: base },
          ...(exceptId ? { id: { not: exceptId } } : {}),
        },
        select: { slug: true },
      })
    ).map((row) => row.slug);

/** `root` with its sub-tree, built from every row of its content type. */
export function subtree(rows: CategoryRow[], root: CategoryRow): CategoryNode {
  const nodes = buildTree(
    rows.map((row) => (row.id === root.id ? { ...row, parentId: null } : row)),
    toNode,
  );
  const node = nodes.find((found) => found.id === root.id) ?? toNode(root, []);
  return { ...node, parent: root.parentId };
}

/** The ids among `ids` that are categories of this module and content type (400 otherwise). */
export async function assertCategories(
  moduleId: string,
  contentType: ContentType,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await getDb().contentCategory.count({ where: { id: { in: ids }, moduleId, contentType } });
  if (found !== ids.length) throw badRequest("validation.categoryUnknown");
}
