import "server-only";
import type { CategoryNode, ContentType } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { categoryParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { contentHubScope } from "../scope";
import { categoryRows, findCategory, subtree } from "./category-rows";

/** GET …/categories/{id}: one category with its sub-tree. */
export async function getCategory(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<CategoryNode> {
  const params = parseInput(categoryParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  const row = await findCategory(scope.moduleId, params.categoryId);
  const rows = await categoryRows(scope.moduleId, row.contentType as ContentType);
  return subtree(rows, row);
}
