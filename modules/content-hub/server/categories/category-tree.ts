import "server-only";
import { buildTree } from "@/modules/content-hub/shared/category-tree";
import type { CategoryNode } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { categoryTreeQuerySchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { contentHubScope } from "../scope";
import { categoryRows, toNode } from "./category-rows";

/** GET …/categories/tree?contentType=: the whole tree of a content type (one query). */
export async function categoryTree(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<CategoryNode[]> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  const { contentType } = parseInput(categoryTreeQuerySchema, input.query);
  return buildTree(await categoryRows(scope.moduleId, contentType), toNode);
}
