import "server-only";
import type { CategoryNode } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { createCategorySchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan, contentHubScope, ownerColumns } from "../scope";
import { publicContentChanged } from "../content-version";
import { categoriesChanged } from "../events";
import { assertOwnFiles } from "../own-files";
import { withFreeSlug } from "../slugs";
import { categorySelect, findCategory, takenCategorySlugs, toNode } from "./category-rows";

/** POST …/categories: active on creation (unless told otherwise); the slug comes from the name. */
export async function createCategory(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<CategoryNode> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createCategorySchema, input.body);
  await assertOwnFiles(scope.moduleId, { fileKeys: body.media?.map((media) => media.key) });
  if (body.parent) {
    const parent = await findCategory(scope.moduleId, body.parent);
    if (parent.contentType !== body.contentType) throw badRequest("validation.categoryParentInvalid");
  }
  const row = await withFreeSlug(body.name, takenCategorySlugs(scope.moduleId, body.contentType), (slug) =>
    withEvents(async (tx, emit) => {
      const created = await tx.contentCategory.create({
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
      });
      emit(...categoriesChanged(actor, scope, body.contentType));
      return created;
    }),
  );
  await publicContentChanged(scope.moduleId);
  return toNode(row, []);
}
