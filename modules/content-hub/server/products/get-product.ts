import "server-only";
import type { Product } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { itemGate } from "../items/item-gate";
import { productParams, productSelect, toProduct } from "./product-rows";

/** GET …/products/{id}. */
export async function getProduct(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Product> {
  const { scope, id } = await itemGate(productParams, actor, input.params, locale);
  const row = await getDb().contentProduct.findFirst({
    where: { id, moduleId: scope.moduleId },
    select: productSelect,
  });
  if (!row) throw notFound("errors.productNotFound");
  return toProduct(row);
}
