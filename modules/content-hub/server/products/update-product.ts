import "server-only";
import type { Product } from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { updateProductSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { assertCategories } from "../categories/category-rows";
import { assertOwnFiles } from "../own-files";
import { findItem, replaceCategories } from "../items/item-store";
import { contentChange } from "../events";
import { updateItem } from "../items/update-item";
import { itemGate } from "../items/item-gate";
import { productFields, productParams, productSelect, productStore, toProduct } from "./product-rows";

/**
 * PATCH …/products/{id}: "Save changes" (the form's fields, categories as ids, metadata.customFields,
 * the 'Is available' switch). Keeps the publish state; a published product's edits are live at once
 * and notify the webhook. The slug follows the name until first published.
 */
export async function updateProduct(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Product> {
  const { scope, id } = await itemGate(productParams, actor, input.params, locale, "edit");
  const body = parseInput(updateProductSchema, input.body);
  const current = await findItem(productStore, scope.moduleId, id);
  if (body.categories) await assertCategories(scope.moduleId, "product", body.categories);
  await assertOwnFiles(scope.moduleId, {
    fileKeys: body.mediaUrls,
    customFields: body.metadata?.customFields,
  });
  const categories = body.categories;
  const data: Prisma.ContentProductUpdateInput = {
    ...productFields(body),
    ...(categories ? replaceCategories(categories) : {}),
  };
  const write = (db: Prisma.TransactionClient, slug?: string) =>
    db.contentProduct.update({
      where: { id: current.id },
      data: slug ? { ...data, slug } : data,
      select: productSelect,
    });
  const row = await updateItem(productStore, contentChange(actor, scope), current, body.name, write);
  return toProduct(row);
}
