import "server-only";
import { TextLru } from "@/lib/server/cache/text-lru";

// The public content API's two in-process caches (issue 16 budgets: a website's list page at 50
// connections, a revalidation):
//  - each module's domain row (key hash, connected domain, content version) for KEY_TTL_MS: a
//    request then reads nothing from PostgreSQL to check its key and compute its ETag. Changes made
//    on this node (content, key, domain) drop the row at once; on other nodes it is at most
//    KEY_TTL_MS old, so a rotated or disconnected key stops working there within that time.
//  - answers by module, content version and request: an answer is JSON of published content, and
//    every change the API shows bumps the version (content-version.ts), so an entry never goes stale;
//    old versions' entries are pushed out by size (least recently used first).
// Both live on globalThis, like the event bus: server.ts's direct API and Next's bundles share them.

export const KEY_TTL_MS = 1_000;
const MAX_MODULES = 10_000;
/** Answers kept, in characters of JSON (about as many bytes): 16 Mi in all, 512 Ki at most one. */
const MAX_ANSWER_CHARS = 16 * 1024 * 1024;
const MAX_ONE_ANSWER = 512 * 1024;

interface Caches<Row> {
  keys: Map<string, { row: Row; until: number }>;
  /** Bumped by every forget: a read that started before it must not store what it read. */
  epoch: number;
  answers: TextLru<string>;
}

const globalForCache = globalThis as unknown as { suitePublicContentCache?: Caches<unknown> };

function caches<Row>(): Caches<Row> {
  globalForCache.suitePublicContentCache ??= {
    keys: new Map(),
    epoch: 0,
    answers: new TextLru<string>(
      { maxChars: MAX_ANSWER_CHARS, maxEntries: Number.POSITIVE_INFINITY, maxOne: MAX_ONE_ANSWER },
      (body) => body,
    ),
  };
  return globalForCache.suitePublicContentCache as Caches<Row>;
}

/** The module's domain row, from the cache while fresh, else from `read` (stored unless forgotten meanwhile). */
export async function cachedModuleKey<Row>(moduleId: string, read: () => Promise<Row>): Promise<Row> {
  const cache = caches<Row>();
  const now = performance.now();
  const hit = cache.keys.get(moduleId);
  if (hit && hit.until > now) return hit.row;
  const epoch = cache.epoch;
  const row = await read();
  if (cache.epoch === epoch) {
    cache.keys.delete(moduleId);
    if (cache.keys.size >= MAX_MODULES) cache.keys.delete(cache.keys.keys().next().value!);
    cache.keys.set(moduleId, { row, until: now + KEY_TTL_MS });
  }
  return row;
}

/** After a change of the module's public content, key or domain on this node: read afresh. */
export function forgetModuleKey(moduleId: string): void {
  const cache = caches();
  cache.epoch += 1;
  cache.keys.delete(moduleId);
}

/** A stored answer (and it becomes the most recently used). */
export function cachedAnswer(key: string): string | undefined {
  return caches().answers.get(key);
}

/** Stores an answer, pushing out the least recently used past the size bound. */
export function storeAnswer(key: string, body: string): void {
  caches().answers.set(key, body);
}
