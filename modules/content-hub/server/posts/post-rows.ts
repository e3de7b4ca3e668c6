import "server-only";
import type { Post, PostItem } from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { postParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import { itemCommonFields, itemCommonSelect } from "../items/item-rows";
import type { ItemParams } from "../items/item-gate";
import { tableItemStore } from "../items/item-store";

// Blog posts: what the posts' use cases read and answer, and their table for the shared item
// rules (items/).

export const postItemSelect = {
  ...itemCommonSelect,
  title: true,
  tags: true,
  coverImgUrl: true,
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
  ...itemCommonFields(row),
  tags: row.tags,
  coverImgUrl: row.coverImgUrl,
});

export const toPost = (row: PostRow): Post => ({
  ...toPostItem(row),
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** A post's route params: the module and the post's id. */
export const postParams: ItemParams<typeof postParamsSchema> = {
  schema: postParamsSchema,
  id: (params) => params.blogId,
};

/** The posts' table for the shared item rules (items/). */
export const postStore = tableItemStore<PostRow>({
  contentType: "blog",
  notFoundKey: "errors.postNotFound",
  table: (db) => db.contentPost,
  label: "title",
  select: postSelect,
});
