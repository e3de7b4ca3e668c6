import "server-only";
import {
  UNTITLED_POST,
  UNTITLED_POST_CONTENT,
  type Post,
  type PostItem,
} from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import {
  createPostSchema,
  listQuerySchema,
  postParamsSchema,
  updatePostSchema,
} from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { assertCategories } from "./categories";
import { creatorOf, editorListQuery, keysetPage } from "./common";
import { sanitizeContent } from "@/lib/server/rich-text/sanitize-content";
import { assertModuleCan, contentHubScope, ownerColumns } from "./scope";
import { withFreeSlug } from "./slugs";
import {
  afterItemUpdate,
  changeItemState,
  deleteItem,
  findItem,
  replaceCategories,
  updateItem,
  type ItemStore,
} from "./items";

const itemSelect = {
  id: true,
  title: true,
  slug: true,
  isPublished: true,
  publishedAt: true,
  updatedAt: true,
  tags: true,
  coverImgUrl: true,
  createdBy: { select: { id: true, name: true } },
  categories: { select: { category: { select: { id: true, name: true } } } },
} satisfies Prisma.ContentPostSelect;

const postSelect = { ...itemSelect, content: true, createdAt: true } satisfies Prisma.ContentPostSelect;

type ItemRow = Prisma.ContentPostGetPayload<{ select: typeof itemSelect }>;
type PostRow = Prisma.ContentPostGetPayload<{ select: typeof postSelect }>;

const toItem = (row: ItemRow): PostItem => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  creator: creatorOf(row.createdBy),
  categories: row.categories.map(({ category }) => ({ id: category.id, name: category.name })),
  tags: row.tags,
  coverImgUrl: row.coverImgUrl,
});

const toPost = (row: PostRow): Post => ({
  ...toItem(row),
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** The posts' table for the shared item rules (items.ts). */
const store: ItemStore<PostRow> = {
  contentType: "blog",
  notFoundKey: "errors.postNotFound",
  find: async (moduleId, id) => {
    const row = await getDb().contentPost.findFirst({
      where: { id, moduleId },
      select: { id: true, slug: true, isPublished: true, publishedAt: true, title: true },
    });
    return row && { ...row, label: row.title };
  },
  setState: async (id, from, data) =>
    (await getDb().contentPost.updateMany({ where: { id, isPublished: from }, data })).count,
  read: (id) => getDb().contentPost.findFirst({ where: { id }, select: postSelect }),
  remove: async (id) => {
    await getDb().contentPost.delete({ where: { id } });
  },
  takenSlugs: async (moduleId, base) =>
    (
      await getDb().contentPost.findMany({
        where: { moduleId, slug: { startsWith: base } },
        select: { slug: true },
      })
    ).map((row) => row.slug),
};

/** GET …/blogs: recently updated first, keyset pages; q (title), category, tag, published. */
export async function listPosts(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<PostItem>> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  const query = parseInput(listQuerySchema, input.query);
  const rows = await getDb().contentPost.findMany({
    ...editorListQuery(scope.moduleId, "title", query),
    select: itemSelect,
  });
  return keysetPage(rows, (row) => row.updatedAt, toItem);
}

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

/**
 * POST …/blogs: an untitled draft ('Untitled Document' with placeholder content) unless told otherwise
 * (Ask AI's Create post sends a draft's title, body, tags and categories).
 */
export async function createPost(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<Post> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createPostSchema, input.body ?? {});
  if (body.categories) await assertCategories(scope.moduleId, "blog", body.categories);
  const title = body.title ?? UNTITLED_POST;
  const row = await withFreeSlug(
    title,
    (base) => store.takenSlugs(scope.moduleId, base),
    (slug) =>
      getDb().contentPost.create({
        data: {
          id: newId(),
          workspaceId: scope.membership.workspaceId,
          ...ownerColumns(scope),
          title,
          slug,
          content: sanitizeContent(body.content ?? UNTITLED_POST_CONTENT),
          ...(body.tags ? { tags: body.tags } : {}),
          createdById: actor.userId,
          ...(body.categories?.length
            ? { categories: { create: body.categories.map((categoryId) => ({ categoryId })) } }
            : {}),
        },
        select: postSelect,
      }),
  );
  return toPost(row);
}

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
  const params = parseInput(postParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updatePostSchema, input.body);
  if (body.content !== undefined && Object.keys(body).length === 1) {
    const row = await saveBody(scope.moduleId, params.blogId, sanitizeContent(body.content));
    if (!row) throw notFound(store.notFoundKey);
    await afterItemUpdate(store, scope.moduleId, row);
    return toPost(row);
  }
  const current = await findItem(store, scope.moduleId, params.blogId);
  if (body.categories) await assertCategories(scope.moduleId, "blog", body.categories);
  const categories = body.categories;
  const data: Prisma.ContentPostUpdateInput = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.content !== undefined ? { content: sanitizeContent(body.content) } : {}),
    ...(body.tags !== undefined ? { tags: body.tags } : {}),
    ...(body.coverImgUrl !== undefined ? { coverImgUrl: body.coverImgUrl } : {}),
    ...(categories ? replaceCategories(categories) : {}),
  };
  const write = (slug?: string) =>
    getDb().contentPost.update({
      where: { id: current.id },
      data: slug ? { ...data, slug } : data,
      select: postSelect,
    });
  const row = await updateItem(store, scope.moduleId, current, body.title, write);
  return toPost(row);
}

/**
 * The editor's autosave (a body alone, every 500 ms of typing): the update and the answer's read in
 * one statement, instead of a find, an update and the relations' reads. Null: no such post here.
 */
async function saveBody(moduleId: string, id: string, content: string): Promise<PostRow | null> {
  const [row] = await getDb().$queryRaw<PostRow[]>`
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

async function changeState(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
  action: "publish" | "unpublish",
): Promise<Post> {
  const params = parseInput(postParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  return toPost(await changeItemState(store, scope.moduleId, params.blogId, action));
}

/** POST …/blogs/{id}/publish: a draft becomes published (a published one stays as it is). */
export const publishPost = (actor: Actor, input: { params: unknown }, locale: Locale) =>
  changeState(actor, input, locale, "publish");

/** POST …/blogs/{id}/unpublish: back to a draft, gone from the public API. */
export const unpublishPost = (actor: Actor, input: { params: unknown }, locale: Locale) =>
  changeState(actor, input, locale, "unpublish");

/** DELETE …/blogs/{id}: 'Delete {name}' / 'This action can not be undone.'. */
export async function deletePost(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(postParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  return deleteItem(store, scope.moduleId, params.blogId);
}
