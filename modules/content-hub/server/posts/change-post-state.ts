import "server-only";
import type { Post } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { postParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { changeItemState } from "../items/change-item-state";
import { assertModuleCan, contentHubScope } from "../scope";
import { postStore, toPost } from "./post-rows";

/** What publishing and unpublishing a post share: the gate, an editor's right, the state change. */
export async function changePostState(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
  action: "publish" | "unpublish",
): Promise<Post> {
  const params = parseInput(postParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  return toPost(await changeItemState(postStore, scope.moduleId, params.blogId, action));
}
