import "server-only";
import type { Post, PostItem } from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { creatorOf } from "../common";
import type { ItemStore } from "../items/item-store";

// Blog posts: what the posts' use cases read and answer, and their table for the shared item
// rules (items/).

export const postItemSelect = {
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

export const postSelect = {
  ...postItemSelect,
  content: true,
  createdAt: true,
} satisfies Prisma.ContentPostSelect;

type ItemRow = Prisma.ContentPostGetPayload<{ select: typeof postItemSelect }>;
export type PostRow = Prisma.ContentPostGetPayload<{ select: typeof postSelect }>;

export const toPostItem = (row: ItemRow): PostItem => ({
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

export const toPost = (row: PostRow): Post => ({
  ...toPostItem(row),
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** The posts' table for the shared item rules (items/). */
export const postStore: ItemStore<PostRow> = {
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
