import "server-only";
import { creatorOf } from "../common";

// The columns and answer fields every item kind (posts, products) has besides its own.

/** The select of the shared fields (spread into a kind's item select). */
export const itemCommonSelect = {
  id: true,
  slug: true,
  isPublished: true,
  publishedAt: true,
  updatedAt: true,
  createdBy: { select: { id: true, name: true } },
  categories: { select: { category: { select: { id: true, name: true } } } },
} as const;

/** The shared fields of an item's answer but its id (which comes first, before the title or name). */
export const itemCommonFields = (row: {
  slug: string;
  isPublished: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
  createdBy: { id: string; name: string } | null;
  categories: { category: { id: string; name: string } }[];
}) => ({
  slug: row.slug,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  creator: creatorOf(row.createdBy),
  categories: row.categories.map(({ category }) => ({ id: category.id, name: category.name })),
});
