import "server-only";
import { UNTITLED_PRODUCT, type Product } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { createProductSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { assertCategories } from "../categories/category-rows";
import { assertOwnFiles } from "../own-files";
import { assertModuleCan, contentHubScope, ownerColumns } from "../scope";
import { contentChange, contentRoomEvents } from "../events";
import { withFreeSlug } from "../slugs";
import { productFields, productSelect, productStore, toProduct } from "./product-rows";

/** POST …/products: an untitled draft ('Untitled Product', USD, available, price 0, stock 0) by default. */
export async function createProduct(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<Product> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createProductSchema, input.body ?? {});
  if (body.categories) await assertCategories(scope.moduleId, "product", body.categories);
  await assertOwnFiles(scope.moduleId, {
    fileKeys: body.mediaUrls,
    customFields: body.metadata?.customFields,
  });
  const name = body.name ?? UNTITLED_PRODUCT;
  const row = await withFreeSlug(
    name,
    (base) => productStore.takenSlugs(scope.moduleId, base),
    (slug) =>
      withEvents(async (tx, emit) => {
        const created = await tx.contentProduct.create({
          data: {
            id: newId(),
            workspaceId: scope.membership.workspaceId,
            ...ownerColumns(scope),
            ...productFields(body),
            name,
            slug,
            createdById: actor.userId,
            ...(body.categories?.length
              ? { categories: { create: body.categories.map((categoryId) => ({ categoryId })) } }
              : {}),
          },
          select: productSelect,
        });
        emit(
          ...contentRoomEvents(contentChange(actor, scope), [
            { type: "item.changed", contentType: "product", id: created.id },
          ]),
        );
        return created;
      }),
  );
  return toProduct(row);
}
