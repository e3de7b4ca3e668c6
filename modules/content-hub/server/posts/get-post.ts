import "server-only";
import type { Post } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { postParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { contentHubScope } from "../scope";
import { postSelect, toPost } from "./post-rows";

/** GET …/blogs/{id}: the post with its body (read fresh each time). */
export async function getPost(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Post> {
  const params = parseInput(postParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  const row = await getDb().contentPost.findFirst({
    where: { id: params.blogId, moduleId: scope.moduleId },
    select: postSelect,
  });
  if (!row) throw notFound("errors.postNotFound");
  return toPost(row);
}
