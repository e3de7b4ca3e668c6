import "server-only";
import { CONTENT_PAGE_SIZE, type ProductItem } from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import { listQuerySchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { keysetPage } from "@/lib/server/api/keyset";
import { editorListQuery } from "../common";
import { contentHubScope } from "../scope";
import { productItemSelect, toProductItem } from "./product-rows";

/** GET …/products: recently updated first, keyset pages; q (name), category, tag, published. */
export async function listProducts(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<ProductItem>> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  const query = parseInput(listQuerySchema, input.query);
  const rows = await getDb().contentProduct.findMany({
    ...editorListQuery(scope.moduleId, "name", query),
    select: productItemSelect,
  });
  return keysetPage(rows, (row) => row.updatedAt, toProductItem, CONTENT_PAGE_SIZE);
}
