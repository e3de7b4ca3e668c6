import "server-only";
import type { Post } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { contentChange } from "../events";
import { changeItemState } from "../items/change-item-state";
import { itemGate } from "../items/item-gate";
import { postParams, postStore, toPost } from "./post-rows";

/** What publishing and unpublishing a post share: the gate, an editor's right, the state change. */
export async function changePostState(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
  action: "publish" | "unpublish",
): Promise<Post> {
  const { scope, id } = await itemGate(postParams, actor, input.params, locale, "edit");
  return toPost(await changeItemState(postStore, contentChange(actor, scope), id, action));
}
