import "server-only";
import { TextLru } from "@/lib/server/cache/text-lru";
import { subscribe } from "@/lib/server/events/bus";
import { moduleChangePending } from "@/lib/server/events/live-tail";

/**
 * Each node keeps the JSON of recently read task pages (the board's column pages: no filters,
 * search or Me mode, so the text is the same for everyone who may read the module), keyed by the
 * page's query. Every committed change of a module's tasks or columns is a domain event
 * (`task.events`, which also drives the live board; lib/server/events/); it moves the module to a new
 * generation, and a page is answered from memory only while its module is still at the generation it
 * was read in. A page read while a change committed is never stored: its generation is taken before
 * the statement runs and checked again before storing. The writing node hears of the change at
 * commit, the others through their outbox dispatcher; until it has arrived, a stored page is not
 * answered (freshTaskPage asks the outbox whether a change of the module is still on its way), so a
 * read on one node after a write answered by another sees it. Entries also expire after
 * TASK_PAGE_TTL_MS (a write behind the services' back, which has no event).
 *
 * The module gate still runs for every request: the cache only saves reading and writing the page.
 */
export const TASK_PAGE_TTL_MS = 30_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 4_000;

interface Entry {
  moduleId: string;
  generation: number;
  body: string;
  storedAt: number;
}

interface PageCache {
  generations: Map<string, number>;
  pages: TextLru<Entry>;
}

// Route handlers that Next bundles separately and server.ts's bundle share one cache (and one bus).
const globalForCache = globalThis as unknown as { suiteTaskPageCache?: PageCache };

function cache(): PageCache {
  if (!globalForCache.suiteTaskPageCache) {
    const created: PageCache = {
      generations: new Map(),
      pages: new TextLru<Entry>(
        { maxChars: MAX_BYTES, maxEntries: MAX_ENTRIES, maxOne: MAX_BYTES / 8 },
        (entry) => entry.body,
      ),
    };
    globalForCache.suiteTaskPageCache = created;
    subscribe("task.events", (event) => invalidateTaskPages(event.moduleId));
  }
  return globalForCache.suiteTaskPageCache;
}

/** The module's current generation: take it before reading a page, give it back to storeTaskPage. */
export function taskPageGeneration(moduleId: string): number {
  return cache().generations.get(moduleId) ?? 0;
}

/** A stored page of the module still at its generation, or null. */
export function cachedTaskPage(moduleId: string, key: string, now = Date.now()): string | null {
  const state = cache();
  const entry = state.pages.get(key);
  if (!entry) return null;
  if (
    entry.moduleId !== moduleId ||
    entry.generation !== (state.generations.get(moduleId) ?? 0) ||
    now - entry.storedAt > TASK_PAGE_TTL_MS
  ) {
    state.pages.delete(key);
    return null;
  }
  return entry.body;
}

/** Asks the outbox once whether a change of the module is on its way to this node (moduleChangePending). */
export type PendingCheck = () => Promise<boolean>;

/**
 * One pending check for the pages of one request (a board's columns): the outbox is asked at most
 * once, when the first stored page is found, and only after the request began, so a write answered
 * before it is seen.
 */
export function pendingCheck(moduleId: string): PendingCheck {
  let asked: Promise<boolean> | null = null;
  return () => (asked ??= moduleChangePending(moduleId));
}

/**
 * cachedTaskPage, unless a change of the module has committed that this node has not been handed
 * yet (another node's write on its way through the outbox): then null, and the page is read again.
 * A read that follows a write answered by any node thus sees it. `pending`: the request's check when
 * it reads several pages of the module.
 */
export async function freshTaskPage(
  moduleId: string,
  key: string,
  pending: PendingCheck = pendingCheck(moduleId),
): Promise<string | null> {
  const body = cachedTaskPage(moduleId, key);
  if (body === null || (await pending())) return null;
  return body;
}

/** Stores a page read at `generation`, unless the module changed since (then the page may be stale). */
export function storeTaskPage(
  moduleId: string,
  key: string,
  generation: number,
  body: string,
  now = Date.now(),
): void {
  const state = cache();
  if ((state.generations.get(moduleId) ?? 0) !== generation) return;
  state.pages.set(key, { moduleId, generation, body, storedAt: now });
}

/** A committed change of the module's tasks or columns: its stored pages are stale. */
export function invalidateTaskPages(moduleId: string): void {
  const state = cache();
  state.generations.set(moduleId, (state.generations.get(moduleId) ?? 0) + 1);
}

/** What the cache holds (tests and diagnostics). */
export function taskPageCacheStats(): { entries: number; bytes: number } {
  const { entries, chars } = cache().pages.stats();
  return { entries, bytes: chars };
}
