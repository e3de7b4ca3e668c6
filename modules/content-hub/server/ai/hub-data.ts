import "server-only";
import type { DescribedProduct } from "@/modules/content-hub/shared/ai-drafts";
import type { ContentType, CustomFieldSection } from "@/modules/content-hub/shared/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { htmlExcerpt } from "@/lib/html-text";

// The reads a content hub's assistant answers from, for the one module the hub's gate (contentHubScope)
// let the actor read: every statement is scoped to that module's id, so nothing of another module or
// workspace can appear. The built-in assistant and the model's tools call the same functions.

/** At most this many items are listed in one answer or tool result; counts are always whole. */
export const LIST_LIMIT = 20;
/** A post's body is given as plain text cut at this many characters. */
export const TEXT_MAX = 1_500;
/** A title at least this close to a topic (pg_trgm, 0–1) makes a post or product related to it. */
export const RELATED_SIMILARITY = 0.3;
/** A product name at least this close to the one asked for is taken as meant. */
export const PRODUCT_MATCH = 0.45;

export type ItemState = "published" | "draft";

export interface HubCategory {
  id: string;
  name: string;
  contentType: ContentType;
  isActive: boolean;
  parentId: string | null;
}

export interface HubFacts {
  scope: ModuleScope;
  /** The module's categories of both types (read once per question, when needed). */
  categories(): Promise<HubCategory[]>;
}

export function hubFacts(scope: ModuleScope): HubFacts {
  let categories: Promise<HubCategory[]> | null = null;
  return {
    scope,
    categories: () =>
      (categories ??= getDb()
        .contentCategory.findMany({
          where: { moduleId: scope.moduleId },
          orderBy: [{ contentType: "asc" }, { name: "asc" }, { id: "asc" }],
          select: { id: true, name: true, contentType: true, isActive: true, parentId: true },
        })
        .then((rows) => rows.map((row) => ({ ...row, contentType: row.contentType as ContentType })))),
  };
}

export interface AiPost {
  id: string;
  title: string;
  state: ItemState;
  publishedAt: string | null;
  updatedAt: string;
  tags: string[];
  categories: string[];
}

export interface AiProduct {
  id: string;
  name: string;
  state: ItemState;
  price: number;
  currency: string;
  isAvailable: boolean;
  stock: number;
  hasDescription: boolean;
  updatedAt: string;
  categories: string[];
}

export interface Listed<T> {
  total: number;
  items: T[];
}

type PostRow = {
  id: string;
  title: string;
  isPublished: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
  tags: string[];
  categories: string[];
  total: number;
};

type ProductRow = {
  id: string;
  name: string;
  isPublished: boolean;
  price: Prisma.Decimal | number;
  currency: string;
  isAvailable: boolean;
  stock: number;
  hasDescription: boolean;
  updatedAt: Date;
  categories: string[];
  total: number;
};

const stateOf = (published: boolean): ItemState => (published ? "published" : "draft");

const toPost = (row: PostRow): AiPost => ({
  id: row.id,
  title: row.title,
  state: stateOf(row.isPublished),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  tags: row.tags,
  categories: row.categories,
});

const toProduct = (row: ProductRow): AiProduct => ({
  id: row.id,
  name: row.name,
  state: stateOf(row.isPublished),
  price: Number(row.price),
  currency: row.currency,
  isAvailable: row.isAvailable,
  stock: row.stock,
  hasDescription: row.hasDescription,
  updatedAt: row.updatedAt.toISOString(),
  categories: row.categories,
});

export interface ItemQuery {
  /** Words of the title or name (or a tag); blank: every item. */
  query?: string;
  state?: ItemState;
  limit?: number;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** How close a title or name is to `q`: whole-string or best-substring trigram similarity. */
const closeness = (column: Prisma.Sql, q: string) =>
  Prisma.sql`GREATEST(similarity(${column}, ${q}), word_similarity(${q}, ${column}))`;
/** How related a title or name is to a topic: also how much of it the topic holds ("Solar Lamp", "solar panels"). */
const relatedness = (column: Prisma.Sql, topic: string) =>
  Prisma.sql`GREATEST(${closeness(column, topic)}, word_similarity(${column}, ${topic}))`;

/** A table of the hub's items, as its search reads it (constant SQL names only). */
interface ItemTable {
  table: "ContentPost" | "ContentProduct";
  label: "title" | "name";
  categories: "ContentPostCategory" | "ContentProductCategory";
  key: "postId" | "productId";
  /** The columns of its own, of `x`. */
  columns: string;
}

const POSTS: ItemTable = {
  table: "ContentPost",
  label: "title",
  categories: "ContentPostCategory",
  key: "postId",
  columns: `x."title"`,
};
const PRODUCTS: ItemTable = {
  table: "ContentProduct",
  label: "name",
  categories: "ContentProductCategory",
  key: "productId",
  columns: `x."name", x."price", x."currency", x."isAvailable", x."stock", (btrim(x."description") <> '') AS "hasDescription"`,
};

/**
 * Items of the hub matching words of their title or name, or a tag (best match first) or, without
 * words, the most recently updated; in one state or both. Their category names come along.
 */
async function searchItems<Row>(facts: HubFacts, items: ItemTable, query: ItemQuery): Promise<Row[]> {
  const q = query.query?.trim();
  const label = Prisma.raw(`x."${items.label}"`);
  const where: Prisma.Sql[] = [Prisma.sql`x."moduleId" = ${facts.scope.moduleId}`];
  if (query.state) where.push(Prisma.sql`x."isPublished" = ${query.state === "published"}`);
  if (q)
    where.push(
      Prisma.sql`(${label} ILIKE ${escapeLike(q)} OR ${q} = ANY(x."tags") OR ${closeness(label, q)} >= ${RELATED_SIMILARITY})`,
    );
  return getDb().$queryRaw<Row[]>`
    SELECT x."id", ${Prisma.raw(items.columns)}, x."isPublished", x."publishedAt", x."updatedAt", x."tags",
           COALESCE((SELECT array_agg(c."name" ORDER BY c."name") FROM ${Prisma.raw(`"${items.categories}"`)} j
                       JOIN "ContentCategory" c ON c."id" = j."categoryId" WHERE ${Prisma.raw(`j."${items.key}"`)} = x."id"), '{}') AS categories,
           (count(*) OVER ())::int AS total
      FROM ${Prisma.raw(`"${items.table}"`)} x
     WHERE ${Prisma.join(where, " AND ")}
     ORDER BY ${q ? Prisma.sql`${closeness(label, q)} DESC,` : Prisma.empty} x."updatedAt" DESC, x."id" DESC
     LIMIT ${query.limit ?? LIST_LIMIT}`;
}

/** Posts of the hub matching words (best match first) or, without words, the most recently updated. */
export async function searchPosts(facts: HubFacts, query: ItemQuery = {}): Promise<Listed<AiPost>> {
  const rows = await searchItems<PostRow>(facts, POSTS, query);
  return { total: rows[0]?.total ?? 0, items: rows.map(toPost) };
}

/** Products of the hub matching words (best match first) or, without words, the most recently updated. */
export async function searchProducts(facts: HubFacts, query: ItemQuery = {}): Promise<Listed<AiProduct>> {
  const rows = await searchItems<ProductRow>(facts, PRODUCTS, query);
  return { total: rows[0]?.total ?? 0, items: rows.map(toProduct) };
}

/** Published posts whose titles are close to a topic, the closest first (to link from a new post). */
export async function relatedPosts(facts: HubFacts, topic: string, limit = 5): Promise<AiPost[]> {
  const rows = await getDb().$queryRaw<PostRow[]>`
    SELECT p."id", p."title", p."isPublished", p."publishedAt", p."updatedAt", p."tags", '{}'::text[] AS categories, 0 AS total
      FROM "ContentPost" p
     WHERE p."moduleId" = ${facts.scope.moduleId} AND p."isPublished"
       AND ${relatedness(Prisma.sql`p."title"`, topic)} >= ${RELATED_SIMILARITY}
     ORDER BY ${relatedness(Prisma.sql`p."title"`, topic)} DESC, p."publishedAt" DESC, p."id"
     LIMIT ${limit}`;
  return rows.map(toPost);
}

/** Products whose names are close to a topic, the closest first (to feature in a new post). */
export async function relatedProducts(facts: HubFacts, topic: string, limit = 3): Promise<string[]> {
  const rows = await getDb().$queryRaw<{ name: string }[]>`
    SELECT r."name" FROM "ContentProduct" r
     WHERE r."moduleId" = ${facts.scope.moduleId}
       AND ${relatedness(Prisma.sql`r."name"`, topic)} >= ${RELATED_SIMILARITY}
     ORDER BY ${relatedness(Prisma.sql`r."name"`, topic)} DESC, r."updatedAt" DESC, r."id"
     LIMIT ${limit}`;
  return rows.map((row) => row.name);
}

/**
 * The product of the hub a name means: the same name (case aside), one containing it, or the closest
 * by similarity above PRODUCT_MATCH; otherwise null and the closest names (at most 5).
 */
export async function findProduct(
  facts: HubFacts,
  name: string,
): Promise<{ match: { id: string; name: string } | null; close: { id: string; name: string }[] }> {
  const q = name.trim();
  const rows = await getDb().$queryRaw<
    { id: string; name: string; exact: boolean; contains: boolean; score: number }[]
  >`
    SELECT r."id", r."name", lower(r."name") = lower(${q}) AS exact, r."name" ILIKE ${escapeLike(q)} AS contains,
           ${closeness(Prisma.sql`r."name"`, q)}::float8 AS score
      FROM "ContentProduct" r
     WHERE r."moduleId" = ${facts.scope.moduleId}
     ORDER BY exact DESC, contains DESC, score DESC, r."updatedAt" DESC, r."id"
     LIMIT 6`;
  const best = rows[0];
  if (best && (best.exact || best.contains || best.score >= PRODUCT_MATCH))
    return { match: { id: best.id, name: best.name }, close: [] };
  return { match: null, close: rows.slice(0, 5).map(({ id, name }) => ({ id, name })) };
}

export interface AiPostDetail extends AiPost {
  /** The body as plain text, at most TEXT_MAX characters. */
  text: string;
}

/** One post of the hub by id, with its body as plain text; null when the hub has none. */
export async function postDetail(facts: HubFacts, id: string): Promise<AiPostDetail | null> {
  const row = await getDb().contentPost.findFirst({
    where: { id, moduleId: facts.scope.moduleId },
    select: {
      id: true,
      title: true,
      isPublished: true,
      publishedAt: true,
      updatedAt: true,
      tags: true,
      content: true,
      categories: { select: { category: { select: { name: true } } } },
    },
  });
  if (!row) return null;
  return {
    ...toPost({ ...row, categories: row.categories.map(({ category }) => category.name), total: 1 }),
    text: htmlExcerpt(row.content, TEXT_MAX),
  };
}

export interface AiProductDetail extends DescribedProduct {
  state: ItemState;
  description: string;
  tags: string[];
  updatedAt: string;
  categories: { id: string; name: string }[];
}

/** One product of the hub by id with every field a description is written from; null when none. */
export async function productDetail(facts: HubFacts, id: string): Promise<AiProductDetail | null> {
  const row = await getDb().contentProduct.findFirst({
    where: { id, moduleId: facts.scope.moduleId },
    select: {
      id: true,
      name: true,
      description: true,
      price: true,
      currency: true,
      isAvailable: true,
      stock: true,
      tags: true,
      customFields: true,
      isPublished: true,
      updatedAt: true,
      categories: { select: { category: { select: { id: true, name: true } } } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    state: stateOf(row.isPublished),
    description: row.description.slice(0, TEXT_MAX),
    price: Number(row.price),
    currency: row.currency,
    isAvailable: row.isAvailable,
    stock: row.stock,
    tags: row.tags,
    updatedAt: row.updatedAt.toISOString(),
    categories: row.categories.map(({ category }) => category),
    customFields: (Array.isArray(row.customFields)
      ? row.customFields
      : []) as unknown as CustomFieldSection[],
  };
}

export interface ContentSummary {
  posts: { published: number; draft: number };
  products: { published: number; draft: number };
  /** The most recently updated items of each type and state. */
  latest: {
    posts: Record<ItemState, AiPost[]>;
    products: Record<ItemState, AiProduct[]>;
  };
}

/**
 * How many posts and products the hub has in each state, and the latest of each: four searches, each
 * of one type and state, whose totals are the counts.
 */
export async function contentSummary(facts: HubFacts, latest = 5): Promise<ContentSummary> {
  const [publishedPosts, draftPosts, publishedProducts, draftProducts] = await Promise.all([
    searchPosts(facts, { state: "published", limit: latest }),
    searchPosts(facts, { state: "draft", limit: latest }),
    searchProducts(facts, { state: "published", limit: latest }),
    searchProducts(facts, { state: "draft", limit: latest }),
  ]);
  return {
    posts: { published: publishedPosts.total, draft: draftPosts.total },
    products: { published: publishedProducts.total, draft: draftProducts.total },
    latest: {
      posts: { published: publishedPosts.items, draft: draftPosts.items },
      products: { published: publishedProducts.items, draft: draftProducts.items },
    },
  };
}
