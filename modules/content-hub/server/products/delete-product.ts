import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { productParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { deleteItem } from "../items/delete-item";
import { assertModuleCan, contentHubScope } from "../scope";
import { productStore } from "./product-rows";

/** DELETE …/products/{id}: 'Delete {name}' / 'This action can not be undone.'. */
export async function deleteProduct(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(productParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  return deleteItem(productStore, scope.moduleId, params.productId);
}
