import "server-only";
import { buildTree, checkMove } from "@/modules/content-hub/shared/category-tree";
import type { CategoryInUse, CategoryNode, ContentType } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import {
  categoryParamsSchema,
  categoryTreeQuerySchema,
  createCategorySchema,
  updateCategorySchema,
} from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/errors";
import { isForeignKeyViolation } from "@/lib/server/prisma-errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan, contentHubScope, ownerColumns } from "./scope";
import { publicContentChanged } from "./content-version";
import { withFreeSlug } from "./slugs";

const categorySelect = {
  id: true,
  name: true,
  slug: true,
  isActive: true,
  contentType: true,
  parentId: true,
  imageUrl: true,
} as const;

type CategoryRow = {
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

async function findCategory(moduleId: string, categoryId: string): Promise<CategoryRow> {
  const row = await getDb().contentCategory.findFirst({
    where: { id: categoryId, moduleId },
    select: categorySelect,
  });
  if (!row) throw notFound("errors.categoryNotFound");
  return row;
}

const takenCategorySlugs =
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

/** GET …/categories/tree?contentType=: the whole tree of a content type (one query). */
export async function categoryTree(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<CategoryNode[]> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  const { contentType } = parseInput(categoryTreeQuerySchema, input.query);
  return buildTree(await categoryRows(scope.moduleId, contentType), toNode);
}

/** GET …/categories/{id}: one category with its sub-tree. */
export async function getCategory(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<CategoryNode> {
  const params = parseInput(categoryParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  const row = await findCategory(scope.moduleId, params.categoryId);
  const rows = await categoryRows(scope.moduleId, row.contentType as ContentType);
  return subtree(rows, row);
}

function subtree(rows: CategoryRow[], root: CategoryRow): CategoryNode {
  const nodes = buildTree(
    rows.map((row) => (row.id === root.id ? { ...row, parentId: null } : row)),
    toNode,
  );
  const node = nodes.find((found) => found.id === root.id) ?? toNode(root, []);
  return { ...node, parent: root.parentId };
}

/** POST …/categories: active on creation (unless told otherwise); the slug comes from the name. */
export async function createCategory(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<CategoryNode> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createCategorySchema, input.body);
  if (body.parent) {
    const parent = await findCategory(scope.moduleId, body.parent);
    if (parent.contentType !== body.contentType) throw badRequest("validation.categoryParentInvalid");
  }
  const row = await withFreeSlug(body.name, takenCategorySlugs(scope.moduleId, body.contentType), (slug) =>
    getDb().contentCategory.create({
      data: {
        id: newId(),
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        contentType: body.contentType,
        name: body.name,
        slug,
        isActive: body.isActive ?? true,
        parentId: body.parent ?? null,
        imageUrl: body.media?.[0]?.key ?? null,
      },
      select: categorySelect,
    }),
  );
  await publicContentChanged(scope.moduleId);
  return toNode(row, []);
}

/**
 * PATCH …/categories/{id}: {name, media} renames (a new slug) and sets the image; {parent} moves it
 * (a category onto another becomes its child, null makes it top level; never under itself or its
 * descendants). The move is checked against the tree read in the same transaction, locked.
 */
export async function updateCategory(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<CategoryNode> {
  const params = parseInput(categoryParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updateCategorySchema, input.body);
  const current = await findCategory(scope.moduleId, params.categoryId);

  if (body.parent !== undefined) {
    const parentId = body.parent;
    await getDb().$transaction(async (tx) => {
      // One writer of a tree at a time, so two crossing drags cannot make a cycle together.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`content-category:${scope.moduleId}:${current.contentType}`}))`;
      const rows = await tx.contentCategory.findMany({
        where: { moduleId: scope.moduleId, contentType: current.contentType },
        select: { id: true, parentId: true },
      });
      const check = checkMove(rows, current.id, parentId);
      if (check === "unknownParent") throw notFound("errors.categoryNotFound");
      if (check !== "ok") throw badRequest("validation.categoryMoveCycle");
      await tx.contentCategory.update({ where: { id: current.id }, data: { parentId } });
    });
  }

  const data = {
    ...(body.media !== undefined ? { imageUrl: body.media[0]?.key ?? null } : {}),
    ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
  };
  if (body.name !== undefined && body.name !== current.name) {
    const name = body.name;
    await withFreeSlug(name, takenCategorySlugs(scope.moduleId, current.contentType, current.id), (slug) =>
      getDb().contentCategory.update({ where: { id: current.id }, data: { ...data, name, slug } }),
    );
  } else if (Object.keys(data).length > 0) {
    await getDb().contentCategory.update({ where: { id: current.id }, data });
  }
  await publicContentChanged(scope.moduleId);
  const rows = await categoryRows(scope.moduleId, current.contentType as ContentType);
  return subtree(rows, rows.find((row) => row.id === current.id) ?? current);
}

const IN_USE_LISTED = 50;

/**
 * DELETE …/categories/{id}: refused (409) while it has sub-categories, or while products or posts
 * use it; then the answer carries `inUse` ({count, contentType, items: [{id, name}]}) to link them.
 */
export async function deleteCategory(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(categoryParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  const current = await findCategory(scope.moduleId, params.categoryId);
  const db = getDb();
  const [children, posts, products] = await Promise.all([
    db.contentCategory.count({ where: { parentId: current.id } }),
    db.contentPostCategory.findMany({
      where: { categoryId: current.id },
      select: { post: { select: { id: true, title: true } } },
      orderBy: { postId: "asc" },
      take: IN_USE_LISTED,
    }),
    db.contentProductCategory.findMany({
      where: { categoryId: current.id },
      select: { product: { select: { id: true, name: true } } },
      orderBy: { productId: "asc" },
      take: IN_USE_LISTED,
    }),
  ]);
  if (children > 0) throw new AppError("conflict", "errors.categoryHasChildren");
  if (products.length > 0 || posts.length > 0) {
    const product = products.length > 0;
    const count = product
      ? await db.contentProductCategory.count({ where: { categoryId: current.id } })
      : await db.contentPostCategory.count({ where: { categoryId: current.id } });
    const inUse: CategoryInUse = {
      count,
      contentType: product ? "product" : "blog",
      items: product
        ? products.map((row) => ({ id: row.product.id, name: row.product.name }))
        : posts.map((row) => ({ id: row.post.id, name: row.post.title })),
    };
    const key = product ? "errors.categoryAssignedProducts" : "errors.categoryAssignedPosts";
    const error = new AppError("conflict", translateMessage(locale, key, { count }));
    error.extra = { inUse };
    throw error;
  }
  // A child or an assignment made since the checks is refused by the foreign keys (Restrict).
  try {
    await db.contentCategory.delete({ where: { id: current.id } });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict("errors.categoryInUse");
    throw error;
  }
  await publicContentChanged(scope.moduleId);
  return { id: current.id };
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
