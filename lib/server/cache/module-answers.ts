import "server-only";
import { TextLru } from "@/lib/server/cache/text-lru";
import { subscribe } from "@/lib/server/events/bus";
import type { ModuleRoomEvent } from "@/lib/server/events/types";
import { moduleChangePending } from "@/lib/server/events/live-tail";

/**
 * Each node keeps the JSON text of a kind's recent answers (a board's column pages, a calendar's
 * ranges), keyed by what the answer depends on. Every committed change of a module is a domain event
 * of the kind (lib/server/events/); it moves the module to a new generation, and an answer is given
 * from memory only while its module is still at the generation it was read in. An answer read while
 * a change committed is never stored: its generation is taken before the statement runs and checked
 * again before storing. The writing node hears of the change at commit, the others through their
 * outbox dispatcher; until it has arrived, a stored answer is not given (`fresh` asks the outbox
 * whether a change of the module is still on its way), so a read on one node after a write answered
 * by another sees it. Entries also expire after `ttlMs` (a write behind the services' back, which has
 * no event).
 *
 * The module gate still runs for every request: the cache only saves reading and writing the answer.
 */
export interface ModuleAnswerCache {
  /** The module's current generation: take it before reading an answer, give it back to `store`. */
  generation(moduleId: string): number;
  /** A stored answer of the module still at its generation, or null. */
  cached(moduleId: string, key: string, now?: number): string | null;
  /** `cached`, unless a change of the module is on its way to this node (see PendingCheck). */
  fresh(moduleId: string, key: string, pending?: PendingCheck): Promise<string | null>;
  /** Stores an answer read at `generation`, unless the module changed since (it may be stale). */
  store(moduleId: string, key: string, generation: number, body: string, now?: number): void;
  /** A committed change of the module: its stored answers are stale. */
  invalidate(moduleId: string): void;
  /** What the cache holds (tests and diagnostics). */
  stats(): { entries: number; bytes: number };
}

/** Asks the outbox once whether a change of the module is on its way to this node (moduleChangePending). */
export type PendingCheck = () => Promise<boolean>;

/**
 * One pending check for the answers of one request (a board's columns): the outbox is asked at most
 * once, when the first stored answer is found, and only after the request began, so a write answered
 * before it is seen.
 */
export function pendingCheck(moduleId: string): PendingCheck {
  let asked: Promise<boolean> | null = null;
  return () => (asked ??= moduleChangePending(moduleId));
}

interface Entry {
  moduleId: string;
  generation: number;
  body: string;
  storedAt: number;
}

export interface ModuleAnswerOptions {
  /** The kind's domain event type: each one of a module invalidates its answers (unless `stales` says not). */
  event: ModuleRoomEvent["type"];
  /**
   * Whether an event of the kind changes what the answers show (default: every one does); one that
   * does not (a person's own state no answer shows) leaves them.
   */
  stales?: (event: ModuleRoomEvent) => boolean;
  ttlMs: number;
  /** The characters all entries may hold, and at most how many entries. */
  maxChars: number;
  maxEntries: number;
}

// Route handlers that Next bundles separately and server.ts's bundle share one cache per name (and one bus).
const globalForCaches = globalThis as unknown as { suiteModuleAnswers?: Map<string, ModuleAnswerCache> };

/** The node's answer cache called `name` (created on first use, subscribed to the kind's events). */
export function moduleAnswerCache(name: string, options: ModuleAnswerOptions): ModuleAnswerCache {
  const caches = (globalForCaches.suiteModuleAnswers ??= new Map());
  const known = caches.get(name);
  if (known) return known;
  const generations = new Map<string, number>();
  const answers = new TextLru<Entry>(
    { maxChars: options.maxChars, maxEntries: options.maxEntries, maxOne: options.maxChars / 8 },
    (entry) => entry.body,
  );
  const generation = (moduleId: string) => generations.get(moduleId) ?? 0;
  const created: ModuleAnswerCache = {
    generation,
    cached(moduleId, key, now = Date.now()) {
      const entry = answers.get(key);
      if (!entry) return null;
      if (
        entry.moduleId !== moduleId ||
        entry.generation !== generation(moduleId) ||
        now - entry.storedAt > options.ttlMs
      ) {
        answers.delete(key);
        return null;
      }
      return entry.body;
    },
    async fresh(moduleId, key, pending = pendingCheck(moduleId)) {
      const body = created.cached(moduleId, key);
      if (body === null || (await pending())) return null;
      return body;
    },
    store(moduleId, key, at, body, now = Date.now()) {
      if (generation(moduleId) !== at) return;
      answers.set(key, { moduleId, generation: at, body, storedAt: now });
    },
    invalidate(moduleId) {
      generations.set(moduleId, generation(moduleId) + 1);
    },
    stats() {
      const { entries, chars } = answers.stats();
      return { entries, bytes: chars };
    },
  };
  caches.set(name, created);
  subscribe(options.event, (event: ModuleRoomEvent) => {
    if (!options.stales || options.stales(event)) created.invalidate(event.moduleId);
  });
  return created;
}

/**
 * The answer of `key` from memory while the module is unchanged, else `read()`'s, stored when no
 * change of the module committed while it was read.
 */
export async function cachedAnswer(
  cache: ModuleAnswerCache,
  moduleId: string,
  key: string,
  read: () => Promise<string>,
): Promise<string> {
  const generation = cache.generation(moduleId);
  const cached = await cache.fresh(moduleId, key, pendingCheck(moduleId));
  if (cached !== null) return cached;
  const body = await read();
  cache.store(moduleId, key, generation, body);
  return body;
}
