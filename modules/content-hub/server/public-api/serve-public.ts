import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import type { AnyEndpoint, QueryOf, ResponseOf } from "@/lib/contracts/endpoint";
import { idSchema } from "@/lib/schemas/common";
import * as z from "@/lib/zod";
import { serve, type RouteHandler } from "@/lib/server/api/serve";
import { getDb } from "@/lib/server/db";
import { cachedAnswer, cachedModuleKey, storeAnswer } from "../public-cache";
import { hashApiKey } from "../domain/api-key";

// The public content API (issue 16): /api/v1/public/content-hub/{moduleId}/… for a team's website,
// served from its contracts (modules/content-hub/contracts.ts). Authenticated by `x-api-key` (its
// SHA-256 compared in constant time with the module's), not by a session: there is no actor and no
// module gate; the key stands for read access to the module's published content. Drafts never
// appear. Answers carry an ETag (If-None-Match → 304 from the domain row alone) and Cache-Control;
// CORS allows only the module's connected domain. This file: the wrapper every read is served
// through (the reads are beside it).

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
export interface PublicContext<Q> {
  moduleId: string;
  params: Record<string, string>;
  query: Q;
}

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
