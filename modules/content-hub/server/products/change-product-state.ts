import "server-only";
import type { Product } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { productParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { changeItemState } from "../items/change-item-state";
import { assertModuleCan, contentHubScope } from "../scope";
import { productStore, toProduct } from "./product-rows";

/** What publishing and unpublishing a product share: the gate, an editor's right, the state change. */
export async function changeProductState(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
  action: "publish" | "unpublish",
): Promise<Product> {
  const params = parseInput(productParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  return toProduct(await changeItemState(productStore, scope.moduleId, params.productId, action));
}
