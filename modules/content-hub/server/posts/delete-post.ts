import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { contentChange } from "../events";
import { deleteItem } from "../items/delete-item";
import { itemGate } from "../items/item-gate";
import { postParams, postStore } from "./post-rows";

/** DELETE …/blogs/{id}: 'Delete {name}' / 'This action can not be undone.'. */
export async function deletePost(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, id } = await itemGate(postParams, actor, input.params, locale, "delete");
  return deleteItem(postStore, contentChange(actor, scope), id);
}
