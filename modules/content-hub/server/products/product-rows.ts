import "server-only";
import type { CustomFieldSection, Product, ProductItem } from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { UpdateProductInput } from "@/modules/content-hub/schemas/content-hub";
import { getDb } from "@/lib/server/db";
import { creatorOf } from "../common";
import type { ItemStore } from "../items/item-store";

// Products: what the products' use cases read, write and answer, and their table for the shared
// item rules (items/).

export const productItemSelect = {
  id: true,
  name: true,
  slug: true,
  isPublished: true,
  publishedAt: true,
  updatedAt: true,
  price: true,
  currency: true,
  isAvailable: true,
  stock: true,
  mediaUrls: true,
  createdBy: { select: { id: true, name: true } },
  categories: { select: { category: { select: { id: true, name: true } } } },
} satisfies Prisma.ContentProductSelect;

export const productSelect = {
  ...productItemSelect,
  description: true,
  tags: true,
  customFields: true,
  createdAt: true,
} satisfies Prisma.ContentProductSelect;

type ItemRow = Prisma.ContentProductGetPayload<{ select: typeof productItemSelect }>;
type ProductRow = Prisma.ContentProductGetPayload<{ select: typeof productSelect }>;

export const toProductItem = (row: ItemRow): ProductItem => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  creator: creatorOf(row.createdBy),
  categories: row.categories.map(({ category }) => ({ id: category.id, name: category.name })),
  price: Number(row.price),
  currency: row.currency,
  isAvailable: row.isAvailable,
  stock: row.stock,
  mediaUrls: row.mediaUrls,
});

export const toProduct = (row: ProductRow): Product => ({
  ...toProductItem(row),
  description: row.description,
  tags: row.tags,
  metadata: { customFields: row.customFields as unknown as CustomFieldSection[] },
  createdAt: row.createdAt.toISOString(),
});

/** The products' table for the shared item rules (items/). */
export const productStore: ItemStore<ProductRow> = {
  contentType: "product",
  notFoundKey: "errors.productNotFound",
  find: async (moduleId, id) => {
    const row = await getDb().contentProduct.findFirst({
      where: { id, moduleId },
      select: { id: true, slug: true, isPublished: true, publishedAt: true, name: true },
    });
    return row && { ...row, label: row.name };
  },
  setState: async (id, from, data) =>
    (await getDb().contentProduct.updateMany({ where: { id, isPublished: from }, data })).count,
  read: (id) => getDb().contentProduct.findFirst({ where: { id }, select: productSelect }),
  remove: async (id) => {
    await getDb().contentProduct.delete({ where: { id } });
  },
  takenSlugs: async (moduleId, base) =>
    (
      await getDb().contentProduct.findMany({
        where: { moduleId, slug: { startsWith: base } },
        select: { slug: true },
      })
    ).map((row) => row.slug),
};

/** The columns a create or an update sets from its body (categories apart). */
export function productFields(body: UpdateProductInput) {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.currency !== undefined ? { currency: body.currency } : {}),
    ...(body.isAvailable !== undefined ? { isAvailable: body.isAvailable } : {}),
    ...(body.price !== undefined ? { price: body.price } : {}),
    ...(body.stock !== undefined ? { stock: body.stock } : {}),
    ...(body.tags !== undefined ? { tags: body.tags } : {}),
    ...(body.mediaUrls !== undefined ? { mediaUrls: body.mediaUrls } : {}),
    ...(body.metadata?.customFields !== undefined
      ? { customFields: body.metadata.customFields as unknown as Prisma.InputJsonArray }
      : {}),
  };
}
