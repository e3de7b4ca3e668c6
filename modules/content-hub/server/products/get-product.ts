import "server-only";
import type { Product } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { productParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { contentHubScope } from "../scope";
import { productSelect, toProduct } from "./product-rows";

/** GET …/products/{id}. */
export async function getProduct(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Product> {
  const params = parseInput(productParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  const row = await getDb().contentProduct.findFirst({
    where: { id: params.productId, moduleId: scope.moduleId },
    select: productSelect,
  });
  if (!row) throw notFound("errors.productNotFound");
  return toProduct(row);
}
