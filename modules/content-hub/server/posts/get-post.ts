import "server-only";
import type { Post } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { itemGate } from "../items/item-gate";
import { postParams, postSelect, toPost } from "./post-rows";

/** GET …/blogs/{id}: the post with its body (read fresh each time). */
export async function getPost(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Post> {
  const { scope, id } = await itemGate(postParams, actor, input.params, locale);
  const row = await getDb().contentPost.findFirst({
    where: { id, moduleId: scope.moduleId },
    select: postSelect,
  });
  if (!row) throw notFound("errors.postNotFound");
  return toPost(row);
}
