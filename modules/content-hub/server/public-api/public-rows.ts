import "server-only";
import type {
  ContentType,
  PublicPostSummary,
  PublicProductSummary,
} from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { publicListQuerySchema } from "@/modules/content-hub/schemas/content-hub";
import type * as z from "@/lib/zod";
import { publicFileUrl } from "../public-files";

// What the public API's reads select and answer: published content only, files at their public
// addresses.

export type ListQuery = z.output<typeof publicListQuerySchema>;

const categoryRef = { select: { category: { select: { id: true, name: true, slug: true } } } } as const;

export const publicPostSelect = {
  id: true,
  title: true,
  slug: true,
  tags: true,
  coverImgUrl: true,
  publishedAt: true,
  updatedAt: true,
  categories: categoryRef,
} satisfies Prisma.ContentPostSelect;

export const publicProductSelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  price: true,
  currency: true,
  isAvailable: true,
  stock: true,
  tags: true,
  mediaUrls: true,
  publishedAt: true,
  updatedAt: true,
  categories: categoryRef,
} satisfies Prisma.ContentProductSelect;

type PostRow = Prisma.ContentPostGetPayload<{ select: typeof publicPostSelect }>;
type ProductRow = Prisma.ContentProductGetPayload<{ select: typeof publicProductSelect }>;

const refs = (rows: { category: { id: string; name: string; slug: string } }[]) =>
  rows.map((row) => row.category);

export const postOf =
  (moduleId: string) =>
  (row: PostRow): PublicPostSummary => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    tags: row.tags,
    coverImgUrl: row.coverImgUrl && publicFileUrl(moduleId, row.coverImgUrl),
    categories: refs(row.categories),
    publishedAt: row.publishedAt!.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

export const productOf =
  (moduleId: string) =>
  (row: ProductRow): PublicProductSummary => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: Number(row.price),
    currency: row.currency,
    isAvailable: row.isAvailable,
    stock: row.stock,
    tags: row.tags,
    mediaUrls: row.mediaUrls.map((key) => publicFileUrl(moduleId, key)),
    categories: refs(row.categories),
    publishedAt: row.publishedAt!.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

/** A category filter: the category's id or slug among the content type's categories. */
export const inCategory = (contentType: ContentType, category: string | undefined) =>
  category
    ? {
        categories: {
          some: { category: { contentType, OR: [{ id: category }, { slug: category }], isActive: true } },
        },
      }
    : {};

/** One by id or slug. */
export const idOrSlug = (value: string) =>
  /^[0-9a-f]{24}$/.test(value) ? { OR: [{ id: value }, { slug: value }] } : { slug: value };
