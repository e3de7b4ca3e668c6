import "server-only";
import type { CustomFieldSection, Product, ProductItem } from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { productParamsSchema, type UpdateProductInput } from "@/modules/content-hub/schemas/content-hub";
import { itemCommonFields, itemCommonSelect } from "../items/item-rows";
import type { ItemParams } from "../items/item-gate";
import { tableItemStore } from "../items/item-store";

// Products: what the products' use cases read, write and answer, and their table for the shared
// item rules (items/).

export const productItemSelect = {
  ...itemCommonSelect,
  name: true,
  price: true,
  currency: true,
  isAvailable: true,
  stock: true,
  mediaUrls: true,
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
  ...itemCommonFields(row),
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

/** A product's route params: the module and the product's id. */
export const productParams: ItemParams<typeof productParamsSchema> = {
  schema: productParamsSchema,
  id: (params) => params.productId,
};

/** The products' table for the shared item rules (items/). */
export const productStore = tableItemStore<ProductRow>({
  contentType: "product",
  notFoundKey: "errors.productNotFound",
  table: (db) => db.contentProduct,
  label: "name",
  select: productSelect,
});

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
