import "server-only";
import type { Post } from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { updatePostSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { sanitizeContent } from "@/lib/server/rich-text/sanitize-content";
import { assertCategories } from "../categories/category-rows";
import { findItem, replaceCategories } from "../items/item-store";
import { contentChange } from "../events";
import { updateItem, writeItemUpdate } from "../items/update-item";
import { itemGate } from "../items/item-gate";
import { assertOwnFiles } from "../own-files";
import { postParams, type PostRow, postSelect, postStore, toPost } from "./post-rows";

/**
 * PATCH …/blogs/{id}: "Save changes" and the editor's autosave (the body alone). Keeps the publish
 * state: a published post's edits are live at once and notify the webhook (`updated`). The slug
 * follows the title until the post is first published, then stays (links to it keep working).
 */
export async function updatePost(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Post> {
  const { scope, id } = await itemGate(postParams, actor, input.params, locale, "edit");
  const body = parseInput(updatePostSchema, input.body);
  const change = contentChange(actor, scope);
  if (body.content !== undefined && Object.keys(body).length === 1) {
    const content = sanitizeContent(body.content);
    await assertOwnFiles(scope.moduleId, { bodies: [content] });
    const row = await writeItemUpdate(postStore, change, (db) => saveBody(db, scope.moduleId, id, content));
    if (!row) throw notFound(postStore.notFoundKey);
    return toPost(row);
  }
  const current = await findItem(postStore, scope.moduleId, id);
  if (body.categories) await assertCategories(scope.moduleId, "blog", body.categories);
  const categories = body.categories;
  const content = body.content === undefined ? undefined : sanitizeContent(body.content);
  await assertOwnFiles(scope.moduleId, { fileKeys: [body.coverImgUrl], bodies: [content] });
  const data: Prisma.ContentPostUpdateInput = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(body.tags !== undefined ? { tags: body.tags } : {}),
    ...(body.coverImgUrl !== undefined ? { coverImgUrl: body.coverImgUrl } : {}),
    ...(categories ? replaceCategories(categories) : {}),
  };
  const write = (db: Prisma.TransactionClient, slug?: string) =>
    db.contentPost.update({
      where: { id: current.id },
      data: slug ? { ...data, slug } : data,
      select: postSelect,
    });
  const row = await updateItem(postStore, change, current, body.title, write);
  return toPost(row);
}

/**
 * The editor's autosave (a body alone, every 500 ms of typing): the update and the answer's read in
 * one statement, instead of a find, an update and the relations' reads. Null: no such post here.
 */
async function saveBody(
  db: Prisma.TransactionClient,
  moduleId: string,
  id: string,
  content: string,
): Promise<PostRow | null> {
  const [row] = await db.$queryRaw<PostRow[]>`
    UPDATE "ContentPost" p SET "content" = ${content}, "updatedAt" = ${new Date()}
     WHERE p."id" = ${id} AND p."moduleId" = ${moduleId}
    RETURNING p."id", p."title", p."slug", p."isPublished", p."publishedAt", p."updatedAt", p."tags",
      p."coverImgUrl", p."content", p."createdAt",
      (SELECT json_build_object('id', u."id", 'name', u."name") FROM "User" u
        WHERE u."id" = p."createdById") AS "createdBy",
      COALESCE((SELECT json_agg(json_build_object('category', json_build_object('id', c."id", 'name', c."name"))
                  ORDER BY pc."categoryId")
                 FROM "ContentPostCategory" pc JOIN "ContentCategory" c ON c."id" = pc."categoryId"
                WHERE pc."postId" = p."id"), '[]') AS "categories"`;
  return row ?? null;
}
