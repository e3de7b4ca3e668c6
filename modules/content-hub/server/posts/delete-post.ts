import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { postParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { deleteItem } from "../items/delete-item";
import { assertModuleCan, contentHubScope } from "../scope";
import { postStore } from "./post-rows";

/** DELETE …/blogs/{id}: 'Delete {name}' / 'This action can not be undone.'. */
export async function deletePost(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(postParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  return deleteItem(postStore, scope.moduleId, params.blogId);
}
