import "server-only";
import { checkMove } from "@/modules/content-hub/shared/category-tree";
import type { CategoryNode, ContentType } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { categoryParamsSchema, updateCategorySchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan, contentHubScope } from "../scope";
import { publicContentChanged } from "../content-version";
import { categoriesChanged } from "../events";
import { assertOwnFiles } from "../own-files";
import { withEvents } from "@/lib/server/events/commit";
import { withFreeSlug } from "../slugs";
import { categoryRows, findCategory, subtree, takenCategorySlugs } from "./category-rows";

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
  await assertOwnFiles(scope.moduleId, { fileKeys: body.media?.map((media) => media.key) });
  const current = await findCategory(scope.moduleId, params.categoryId);

  if (body.parent !== undefined) {
    const parentId = body.parent;
    await withEvents(async (tx, emit) => {
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
      emit(...categoriesChanged(actor, scope, current.contentType as ContentType));
    });
  }

  const data = {
    ...(body.media !== undefined ? { imageUrl: body.media[0]?.key ?? null } : {}),
    ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
  };
  if (body.name !== undefined && body.name !== current.name) {
    const name = body.name;
    await withFreeSlug(name, takenCategorySlugs(scope.moduleId, current.contentType, current.id), (slug) =>
      withEvents(async (tx, emit) => {
        await tx.contentCategory.update({ where: { id: current.id }, data: { ...data, name, slug } });
        emit(...categoriesChanged(actor, scope, current.contentType as ContentType));
      }),
    );
  } else if (Object.keys(data).length > 0) {
    await withEvents(async (tx, emit) => {
      await tx.contentCategory.update({ where: { id: current.id }, data });
      emit(...categoriesChanged(actor, scope, current.contentType as ContentType));
    });
  }
  await publicContentChanged(scope.moduleId);
  const rows = await categoryRows(scope.moduleId, current.contentType as ContentType);
  return subtree(rows, rows.find((row) => row.id === current.id) ?? current);
}
