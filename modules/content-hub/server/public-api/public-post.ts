import "server-only";
import type { PublicPost } from "@/modules/content-hub/shared/types";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { publicContent } from "../public-files";
import type { PublicContext } from "./serve-public";
import { idOrSlug, postOf, publicPostSelect } from "./public-rows";

/** A published post by id or slug, with its body (files at their public addresses). */
export async function publicPost(ctx: PublicContext<undefined>): Promise<PublicPost> {
  const row = await getDb().contentPost.findFirst({
    where: { moduleId: ctx.moduleId, isPublished: true, ...idOrSlug(ctx.params.idOrSlug ?? "") },
    select: { ...publicPostSelect, content: true },
  });
  if (!row) throw notFound("errors.postNotFound");
  return { ...postOf(ctx.moduleId)(row), content: publicContent(ctx.moduleId, row.content) };
}
