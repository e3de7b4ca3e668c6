import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { buildTree } from "@/modules/content-hub/shared/category-tree";
import type {
  CategoryNode,
  ContentType,
  CustomFieldSection,
  Page,
  PublicPost,
  PublicProduct,
} from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { categoryTreeQuerySchema, publicListQuerySchema } from "@/modules/content-hub/schemas/content-hub";
import { idSchema } from "@/lib/schemas/common";
import * as z from "@/lib/zod";
import { requestMeta } from "@/lib/server/api/request";
import { toErrorResponse } from "@/lib/server/api/with-api";
import { getDb } from "@/lib/server/db";
import { notFound, unauthorized } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { categoryRows, toNode } from "./categories";
import { cachedAnswer, cachedModuleKey, storeAnswer } from "./public-cache";
import { publicContent, publicFileUrl } from "./public-files";
import { afterKeyset, contains, keysetPage } from "./common";
import { hashApiKey } from "./domain";

// The public content API (issue 16): /api/v1/public/content-hub/{moduleId}/… for a team's website.
// Authenticated by `x-api-key` (its SHA-256 compared in constant time with the module's), not by a
// session: there is no actor and no module gate; the key stands for read access to the module's
// published content. Drafts never appear. Answers carry an ETag (If-None-Match → 304 from the
// domain row alone) and Cache-Control; CORS allows only the module's connected domain.

export const API_KEY_HEADER = "x-api-key";
const CACHE_CONTROL = "private, no-cache";
const CORS_ALLOWED_HEADERS = `${API_KEY_HEADER}, if-none-match, content-type`;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

interface PublicContext {
  moduleId: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

type ModuleKey = {
  id: string;
  domain: string;
  apiKeyHash: string;
  active: boolean;
  contentVersion: number;
} | null;

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
function etagOf(stored: NonNullable<ModuleKey>, request: string): string {
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

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
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

const moduleIdOf = (params: Record<string, string | string[]>): string | null => {
  const parsed = z.safeParse(idSchema, params.moduleId);
  return parsed.success ? parsed.data : null;
};

/** A GET of the public API: key, CORS, ETag/304 and Cache-Control around `load`. */
export function publicGet(load: (ctx: PublicContext) => Promise<unknown>) {
  return async (req: NextRequest, route: RouteContext): Promise<NextResponse> => {
    const meta = requestMeta(req);
    let cors: Record<string, string> = { vary: "Origin" };
    try {
      const raw = await route.params;
      const moduleId = moduleIdOf(raw);
      const stored = moduleId ? await moduleKey(moduleId) : null;
      cors = corsHeaders(req, stored);
      if (!moduleId || !stored || !keyMatches(req.headers.get(API_KEY_HEADER), stored))
        throw unauthorized("errors.apiKeyInvalid");
      const params = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      const request = requestOf(req.nextUrl, params);
      const etag = etagOf(stored, request);
      const headers = { ...cors, etag, "cache-control": CACHE_CONTROL, vary: "Origin, x-api-key" };
      // A revalidation of an unchanged answer reads nothing more.
      if (etagMatches(req.headers.get("if-none-match"), etag))
        return new NextResponse(null, { status: 304, headers });
      // The same request at the same content version has the same answer (public-cache.ts).
      const answerKey = `${stored.id}.${stored.contentVersion} ${request}`;
      let body = cachedAnswer(answerKey);
      if (body === undefined) {
        body = JSON.stringify(
          await load({ moduleId, params, query: Object.fromEntries(req.nextUrl.searchParams) }),
        );
        storeAnswer(answerKey, body);
      }
      return new NextResponse(body, {
        status: 200,
        headers: { ...headers, "content-type": "application/json" },
      });
    } catch (error) {
      return withHeaders(toErrorResponse(error, meta.errorLocale), cors);
    }
  };
}

/** OPTIONS (a browser's preflight): allowed only for the connected domain's origin. No key needed. */
export async function publicPreflight(req: NextRequest, route: RouteContext): Promise<NextResponse> {
  const moduleId = moduleIdOf(await route.params);
  const stored = moduleId ? await moduleKey(moduleId) : null;
  const cors = corsHeaders(req, stored);
  if (cors["access-control-allow-origin"]) {
    cors["access-control-allow-methods"] = "GET, OPTIONS";
    cors["access-control-allow-headers"] = CORS_ALLOWED_HEADERS;
    cors["access-control-max-age"] = "600";
  }
  return new NextResponse(null, { status: 204, headers: cors });
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

export type PublicPostSummary = Omit<PublicPost, "content">;
export type PublicProductSummary = Omit<PublicProduct, "customFields">;

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
export async function publicPosts(ctx: PublicContext): Promise<Page<PublicPostSummary>> {
  const query = parseInput(publicListQuerySchema, ctx.query);
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

export async function publicPost(ctx: PublicContext): Promise<PublicPost> {
  const row = await getDb().contentPost.findFirst({
    where: { moduleId: ctx.moduleId, isPublished: true, ...idOrSlug(ctx.params.idOrSlug ?? "") },
    select: { ...postSelect, content: true },
  });
  if (!row) throw notFound("errors.postNotFound");
  return { ...postOf(ctx.moduleId)(row), content: publicContent(ctx.moduleId, row.content) };
}

export async function publicProducts(ctx: PublicContext): Promise<Page<PublicProductSummary>> {
  const query = parseInput(publicListQuerySchema, ctx.query);
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

export async function publicProduct(ctx: PublicContext): Promise<PublicProduct> {
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
export async function publicCategories(ctx: PublicContext): Promise<CategoryNode[]> {
  const { contentType } = parseInput(categoryTreeQuerySchema, ctx.query);
  const rows = await categoryRows(ctx.moduleId, contentType);
  const prune = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.filter((node) => node.isActive).map((node) => ({ ...node, children: prune(node.children) }));
  const node: typeof toNode = (row, children) => {
    const own = toNode(row, children);
    return { ...own, media: own.media.map((media) => ({ key: publicFileUrl(ctx.moduleId, media.key) })) };
  };
  return prune(buildTree(rows, node));
}
