import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { buildTree } from "@/modules/content-hub/shared/category-tree";
import type {
  CategoryNode,
  ContentType,
  CustomFieldSection,
  PublicPost,
  PublicPostSummary,
  PublicProduct,
  PublicProductSummary,
} from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AnyEndpoint, Page, QueryOf, ResponseOf } from "@/lib/contracts/endpoint";
import type {
  categoryTreeQuerySchema,
  publicListQuerySchema,
} from "@/modules/content-hub/schemas/content-hub";
import { idSchema } from "@/lib/schemas/common";
import * as z from "@/lib/zod";
import { serve, type RouteHandler } from "@/lib/server/api/serve";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { categoryRows, toNode } from "./categories";
import { cachedAnswer, cachedModuleKey, storeAnswer } from "./public-cache";
import { publicContent, publicFileUrl } from "./public-files";
import { afterKeyset, contains, keysetPage } from "./common";
import { hashApiKey } from "./domain";

// The public content API (issue 16): /api/v1/public/content-hub/{moduleId}/… for a team's website,
// served from its contracts (modules/content-hub/contracts.ts). Authenticated by `x-api-key` (its
// SHA-256 compared in constant time with the module's), not by a session: there is no actor and no
// module gate; the key stands for read access to the module's published content. Drafts never
// appear. Answers carry an ETag (If-None-Match → 304 from the domain row alone) and Cache-Control;
// CORS allows only the module's connected domain.

export const API_KEY_HEADER = "x-api-key";
const CACHE_CONTROL = "private, no-cache";
const CORS_ALLOWED_HEADERS = `${API_KEY_HEADER}, if-none-match, content-type`;

type StoredKey = {
  id: string;
  domain: string;
  apiKeyHash: string;
  active: boolean;
  contentVersion: number;
};
type ModuleKey = StoredKey | null;

/** What `authenticate` gives the handler: the module (its id checked) and its domain row. */
export interface PublicKey {
  moduleId: string;
  stored: StoredKey;
}

/** What a read gets: the module, the route's params and the query as its contract parsed it. */
interface PublicContext<Q> {
  moduleId: string;
  params: Record<string, string>;
  query: Q;
}

type ListQuery = z.output<typeof publicListQuerySchema>;
type CategoryQuery = z.output<typeof categoryTreeQuerySchema>;

/**
 * The module's connected domain, key hash and content version: one indexed read (the domain row is
 * unique per module), kept for a second (public-cache.ts). This is all a revalidation reads.
 */
function moduleKey(moduleId: string): Promise<ModuleKey> {
  return cachedModuleKey(moduleId, () =>
    getDb().contentHubDomain.findUnique({
      where: { moduleId },
      select: { id: true, domain: true, apiKeyHash: true, active: true, contentVersion: true },
    }),
  );
}

// The CORS headers and the key check of one request read the same row (one read, one answer).
const rowOfRequest = new WeakMap<Request, Promise<ModuleKey>>();

/** The request's module id (null when malformed) and its domain row (null when none). */
function requestKey(req: Request, raw: Record<string, string>): Promise<ModuleKey> {
  let row = rowOfRequest.get(req);
  if (!row) {
    const moduleId = moduleIdOf(raw);
    row = moduleId ? moduleKey(moduleId) : Promise.resolve(null);
    rowOfRequest.set(req, row);
  }
  return row;
}

/**
 * What names an answer: the route's parameters, the path and the query with its parameters sorted
 * (one answer however they are ordered).
 */
function requestOf(url: URL, params: Record<string, string>): string {
  const query = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify(params)} ${url.pathname}?${new URLSearchParams(query).toString()}`;
}

/**
 * An answer's ETag: the domain row, its content version (bumped after every change the public API
 * would show: content-version.ts) and the request. Read before the content, so an answer is never
 * labelled newer than what it holds.
 */
function etagOf(stored: StoredKey, request: string): string {
  const hash = createHash("sha1").update(request).digest("base64url").slice(0, 16);
  return `"${stored.id}.${stored.contentVersion}.${hash}"`;
}

function keyMatches(key: string | null, stored: ModuleKey): boolean {
  if (!key || !stored || !stored.active || key.length > 200) return false;
  const given = Buffer.from(hashApiKey(key), "hex");
  const expected = Buffer.from(stored.apiKeyHash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** CORS headers for the request's Origin: only when it is the connected domain's. */
function corsHeaders(req: Request, stored: ModuleKey): Record<string, string> {
  const origin = req.headers.get("origin");
  const headers: Record<string, string> = { vary: "Origin" };
  if (origin && stored?.active && origin === stored.domain) {
    headers["access-control-allow-origin"] = origin;
    headers["access-control-expose-headers"] = "ETag";
  }
  return headers;
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*` too). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag.replace(/^W\//, "") === bare);
}

const moduleIdOf = (params: Record<string, string>): string | null => {
  const parsed = z.safeParse(idSchema, params.moduleId);
  return parsed.success ? parsed.data : null;
};

/** The module's key record when the request's `x-api-key` opens it (a malformed module id: null, 401). */
async function authenticate(req: NextRequest, params: Record<string, string>): Promise<PublicKey | null> {
  const moduleId = moduleIdOf(params);
  const stored = await requestKey(req, params);
  if (!moduleId || !stored || !keyMatches(req.headers.get(API_KEY_HEADER), stored)) return null;
  return { moduleId, stored };
}

/**
 * Every answer's CORS headers, errors included. The answers of a read also depend on the key (the
 * ETag, a 401), hence Vary on both.
 */
async function readHeaders(req: NextRequest, raw: Record<string, string>): Promise<Record<string, string>> {
  return { ...corsHeaders(req, await requestKey(req, raw)), vary: "Origin, x-api-key" };
}

/** A GET of the public API (an apiKey contract): key, CORS, ETag/304 and Cache-Control around `load`. */
export function publicGet<E extends AnyEndpoint & { auth: "apiKey" }>(
  endpoint: E,
  load: (ctx: PublicContext<QueryOf<E>>) => Promise<ResponseOf<E>>,
): RouteHandler {
  return serve<E, PublicKey>(
    endpoint,
    async ({ req, params, query, key }) => {
      const raw = params as Record<string, string>;
      const request = requestOf(req.nextUrl, raw);
      const etag = etagOf(key.stored, request);
      const headers = { etag, "cache-control": CACHE_CONTROL };
      // A revalidation of an unchanged answer reads nothing more.
      if (etagMatches(req.headers.get("if-none-match"), etag))
        return new Response(null, { status: 304, headers });
      // The same request at the same content version has the same answer (public-cache.ts).
      const answerKey = `${key.stored.id}.${key.stored.contentVersion} ${request}`;
      let body = cachedAnswer(answerKey);
      if (body === undefined) {
        body = JSON.stringify(await load({ moduleId: key.moduleId, params: raw, query }));
        storeAnswer(answerKey, body);
      }
      return new Response(body, { status: 200, headers: { ...headers, "content-type": "application/json" } });
    },
    {
      // No params schema: the path's params arrive as strings, the module id checked here.
      authenticate: (req, params) => authenticate(req, params as Record<string, string>),
      headers: readHeaders,
    },
  );
}

/** OPTIONS (a browser's preflight): allowed only for the connected domain's origin. No key needed. */
export function publicPreflight(endpoint: AnyEndpoint & { method: "OPTIONS"; auth: "public" }): RouteHandler {
  return serve(endpoint, async () => new Response(null, { status: 204 }), {
    headers: async (req, raw) => {
      const cors = corsHeaders(req, await requestKey(req, raw));
      if (cors["access-control-allow-origin"]) {
        cors["access-control-allow-methods"] = "GET, OPTIONS";
        cors["access-control-allow-headers"] = CORS_ALLOWED_HEADERS;
        cors["access-control-max-age"] = "600";
      }
      return cors;
    },
  });
}

// ---- reads ---------------------------------------------------------------------------------------

const categoryRef = { select: { category: { select: { id: true, name: true, slug: true } } } } as const;

const postSelect = {
  id: true,
  title: true,
  slug: true,
  tags: true,
  coverImgUrl: true,
  publishedAt: true,
  updatedAt: true,
  categories: categoryRef,
} satisfies Prisma.ContentPostSelect;

const productSelect = {
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

type PostRow = Prisma.ContentPostGetPayload<{ select: typeof postSelect }>;
type ProductRow = Prisma.ContentProductGetPayload<{ select: typeof productSelect }>;

const refs = (rows: { category: { id: string; name: string; slug: string } }[]) =>
  rows.map((row) => row.category);

const postOf =
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

const productOf =
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
const inCategory = (contentType: ContentType, category: string | undefined) =>
  category
    ? {
        categories: {
          some: { category: { contentType, OR: [{ id: category }, { slug: category }], isActive: true } },
        },
      }
    : {};

/** One by id or slug. */
const idOrSlug = (value: string) =>
  /^[0-9a-f]{24}$/.test(value) ? { OR: [{ id: value }, { slug: value }] } : { slug: value };

/** Published posts, newest publication first; keyset pages (stable while more are published). */
export async function publicPosts(ctx: PublicContext<ListQuery>): Promise<Page<PublicPostSummary>> {
  const { query } = ctx;
  const rows = await getDb().contentPost.findMany({
    where: {
      AND: [
        { moduleId: ctx.moduleId, isPublished: true },
        contains("title", query.q),
        inCategory("blog", query.category),
        query.tag ? { tags: { has: query.tag } } : {},
        afterKeyset("publishedAt", query.cursor),
      ],
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: postSelect,
  });
  return keysetPage(rows, (row) => row.publishedAt!, postOf(ctx.moduleId), query.limit);
}

export async function publicPost(ctx: PublicContext<undefined>): Promise<PublicPost> {
  const row = await getDb().contentPost.findFirst({
    where: { moduleId: ctx.moduleId, isPublished: true, ...idOrSlug(ctx.params.idOrSlug ?? "") },
    select: { ...postSelect, content: true },
  });
  if (!row) throw notFound("errors.postNotFound");
  return { ...postOf(ctx.moduleId)(row), content: publicContent(ctx.moduleId, row.content) };
}

export async function publicProducts(ctx: PublicContext<ListQuery>): Promise<Page<PublicProductSummary>> {
  const { query } = ctx;
  const rows = await getDb().contentProduct.findMany({
    where: {
      AND: [
        { moduleId: ctx.moduleId, isPublished: true },
        contains("name", query.q),
        inCategory("product", query.category),
        query.tag ? { tags: { has: query.tag } } : {},
        afterKeyset("publishedAt", query.cursor),
      ],
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: productSelect,
  });
  return keysetPage(rows, (row) => row.publishedAt!, productOf(ctx.moduleId), query.limit);
}

export async function publicProduct(ctx: PublicContext<undefined>): Promise<PublicProduct> {
  const row = await getDb().contentProduct.findFirst({
    where: { moduleId: ctx.moduleId, isPublished: true, ...idOrSlug(ctx.params.idOrSlug ?? "") },
    select: { ...productSelect, customFields: true },
  });
  if (!row) throw notFound("errors.productNotFound");
  const sections = row.customFields as unknown as CustomFieldSection[];
  return {
    ...productOf(ctx.moduleId)(row),
    // An uploaded download is a stored key: the site gets its public address.
    customFields: sections.map((section) => ({
      ...section,
      items: section.items.map((item) =>
        item.file ? { ...item, file: publicFileUrl(ctx.moduleId, item.file) } : item,
      ),
    })),
  };
}

/** The active categories of a content type as a tree (an inactive one hides its sub-tree). */
export async function publicCategories(ctx: PublicContext<CategoryQuery>): Promise<CategoryNode[]> {
  const { contentType } = ctx.query;
  const rows = await categoryRows(ctx.moduleId, contentType);
  const prune = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.filter((node) => node.isActive).map((node) => ({ ...node, children: prune(node.children) }));
  const node: typeof toNode = (row, children) => {
    const own = toNode(row, children);
    return { ...own, media: own.media.map((media) => ({ key: publicFileUrl(ctx.moduleId, media.key) })) };
  };
  return prune(buildTree(rows, node));
}
