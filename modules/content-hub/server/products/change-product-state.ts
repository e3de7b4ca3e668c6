import "server-only";
import type { Product } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { contentChange } from "../events";
import { changeItemState } from "../items/change-item-state";
import { itemGate } from "../items/item-gate";
import { productParams, productStore, toProduct } from "./product-rows";

/** What publishing and unpublishing a product share: the gate, an editor's right, the state change. */
export async function changeProductState(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
  action: "publish" | "unpublish",
): Promise<Product> {
  const { scope, id } = await itemGate(productParams, actor, input.params, locale, "edit");
  return toProduct(await changeItemState(productStore, contentChange(actor, scope), id, action));
}
