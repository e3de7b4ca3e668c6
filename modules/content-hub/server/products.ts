import "server-only";
import {
  UNTITLED_PRODUCT,
  type CustomFieldSection,
  type Product,
  type ProductItem,
} from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import {
  createProductSchema,
  listQuerySchema,
  productParamsSchema,
  updateProductSchema,
  type UpdateProductInput,
} from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { assertCategories } from "./categories";
import { creatorOf, editorListQuery, keysetPage } from "./common";
import { assertModuleCan, contentHubScope, ownerColumns } from "./scope";
import { withFreeSlug } from "./slugs";
import {
  changeItemState,
  deleteItem,
  findItem,
  replaceCategories,
  updateItem,
  type ItemStore,
} from "./items";

const itemSelect = {
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

const productSelect = {
  ...itemSelect,
  description: true,
  tags: true,
  customFields: true,
  createdAt: true,
} satisfies Prisma.ContentProductSelect;

type ItemRow = Prisma.ContentProductGetPayload<{ select: typeof itemSelect }>;
type ProductRow = Prisma.ContentProductGetPayload<{ select: typeof productSelect }>;

const toItem = (row: ItemRow): ProductItem => ({
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

const toProduct = (row: ProductRow): Product => ({
  ...toItem(row),
  description: row.description,
  tags: row.tags,
  metadata: { customFields: row.customFields as unknown as CustomFieldSection[] },
  createdAt: row.createdAt.toISOString(),
});

/** The products' table for the shared item rules (items.ts). */
const store: ItemStore<ProductRow> = {
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
function fieldsOf(body: UpdateProductInput) {
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

/** GET …/products: recently updated first, keyset pages; q (name), category, tag, published. */
export async function listProducts(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<ProductItem>> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  const query = parseInput(listQuerySchema, input.query);
  const rows = await getDb().contentProduct.findMany({
    ...editorListQuery(scope.moduleId, "name", query),
    select: itemSelect,
  });
  return keysetPage(rows, (row) => row.updatedAt, toItem);
}

/** GET …/products/{id}. */
export async function getProduct(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Product> {
  const params = parseInput(productParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  const row = await getDb().contentProduct.findFirst({
    where: { id: params.productId, moduleId: scope.moduleId },
    select: productSelect,
  });
  if (!row) throw notFound("errors.productNotFound");
  return toProduct(row);
}

/** POST …/products: an untitled draft ('Untitled Product', USD, available, price 0, stock 0) by default. */
export async function createProduct(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<Product> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createProductSchema, input.body ?? {});
  if (body.categories) await assertCategories(scope.moduleId, "product", body.categories);
  const name = body.name ?? UNTITLED_PRODUCT;
  const row = await withFreeSlug(
    name,
    (base) => store.takenSlugs(scope.moduleId, base),
    (slug) =>
      getDb().contentProduct.create({
        data: {
          id: newId(),
          workspaceId: scope.membership.workspaceId,
          ...ownerColumns(scope),
          ...fieldsOf(body),
          name,
          slug,
          createdById: actor.userId,
          ...(body.categories?.length
            ? { categories: { create: body.categories.map((categoryId) => ({ categoryId })) } }
            : {}),
        },
        select: productSelect,
      }),
  );
  return toProduct(row);
}

/**
 * PATCH …/products/{id}: "Save changes" (the form's fields, categories as ids, metadata.customFields,
 * the 'Is available' switch). Keeps the publish state; a published product's edits are live at once
 * and notify the webhook. The slug follows the name until first published.
 */
export async function updateProduct(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Product> {
  const params = parseInput(productParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updateProductSchema, input.body);
  const current = await findItem(store, scope.moduleId, params.productId);
  if (body.categories) await assertCategories(scope.moduleId, "product", body.categories);
  const categories = body.categories;
  const data: Prisma.ContentProductUpdateInput = {
    ...fieldsOf(body),
    ...(categories ? replaceCategories(categories) : {}),
  };
  const write = (slug?: string) =>
    getDb().contentProduct.update({
      where: { id: current.id },
      data: slug ? { ...data, slug } : data,
      select: productSelect,
    });
  const row = await updateItem(store, scope.moduleId, current, body.name, write);
  return toProduct(row);
}

async function changeState(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
  action: "publish" | "unpublish",
): Promise<Product> {
  const params = parseInput(productParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  return toProduct(await changeItemState(store, scope.moduleId, params.productId, action));
}

/** POST …/products/{id}/publish: a draft becomes published (a published one stays as it is). */
export const publishProduct = (actor: Actor, input: { params: unknown }, locale: Locale) =>
  changeState(actor, input, locale, "publish");

/** POST …/products/{id}/unpublish: back to a draft, gone from the public API. */
export const unpublishProduct = (actor: Actor, input: { params: unknown }, locale: Locale) =>
  changeState(actor, input, locale, "unpublish");

/** DELETE …/products/{id}: 'Delete {name}' / 'This action can not be undone.'. */
export async function deleteProduct(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(productParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  return deleteItem(store, scope.moduleId, params.productId);
}
