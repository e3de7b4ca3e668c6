import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { contentChange } from "../events";
import { deleteItem } from "../items/delete-item";
import { itemGate } from "../items/item-gate";
import { productParams, productStore } from "./product-rows";

/** DELETE …/products/{id}: 'Delete {name}' / 'This action can not be undone.'. */
export async function deleteProduct(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, id } = await itemGate(productParams, actor, input.params, locale, "delete");
  return deleteItem(productStore, contentChange(actor, scope), id);
}
