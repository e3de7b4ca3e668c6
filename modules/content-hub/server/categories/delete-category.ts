import "server-only";
import type { CategoryInUse, ContentType } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { categoryParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, conflict } from "@/lib/server/errors";
import { isForeignKeyViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan, contentHubScope } from "../scope";
import { publicContentChanged } from "../content-version";
import { categoriesChanged } from "../events";
import { withEvents } from "@/lib/server/events/commit";
import { findCategory } from "./category-rows";

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
    throw conflict(translateMessage(locale, key, { count }), { inUse });
  }
  // A child or an assignment made since the checks is refused by the foreign keys (Restrict).
  try {
    await withEvents(async (tx, emit) => {
      await tx.contentCategory.delete({ where: { id: current.id } });
      emit(...categoriesChanged(actor, scope, current.contentType as ContentType));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict("errors.categoryInUse");
    throw error;
  }
  await publicContentChanged(scope.moduleId);
  return { id: current.id };
}
