import { ApiError } from "@/lib/client/api";
import type { QuerySpec } from "@/lib/client/query/spec";

/** What a query holds: the last answer (kept while a newer request runs) and the last failure. */
export interface QueryState<T> {
  data: T | undefined;
  /** The last request's failure (a network failure is an ApiError of status 0); null once one answers. */
  error: ApiError | null;
  /** A request runs. */
  fetching: boolean;
  /** When `data` arrived (0: never). */
  updatedAt: number;
}

/** Which queries an invalidation reaches: a key prefix (`"GET /api/v1/goals"`), a tag, or a test. */
export type QueryFilter =
  string | { tag: string } | ((query: { key: string; tags: readonly string[] }) => boolean);

interface Entry {
  key: string;
  tags: readonly string[];
  state: QueryState<unknown>;
  fetcher: ((signal: AbortSignal) => Promise<unknown>) | null;
  listeners: Set<() => void>;
  /** Mounted readers; the request in flight is aborted shortly after the last one leaves. */
  observers: number;
  inflight: { id: number; controller: AbortController; promise: Promise<void> } | null;
  /** Invalidated, or its request was abandoned: read again on the next mount. */
  invalid: boolean;
  idleTimer: ReturnType<typeof setTimeout> | null;
}

export const IDLE_STATE: QueryState<never> = Object.freeze({
  data: undefined,
  error: null,
  fetching: false,
  updatedAt: 0,
});

/** How long an entry nobody reads stays cached (a view opened again shows it at once, then refreshes). */
const GC_MS = 5 * 60_000;

/** Any failure as an ApiError: the server's, or status 0 with the error's own message (not a network TypeError's). */
export function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  const own = !(cause instanceof TypeError) && cause instanceof Error && cause.message ? [cause.message] : [];
  return new ApiError(0, own, cause);
}

const isAbort = (cause: unknown) => cause instanceof DOMException && cause.name === "AbortError";

/**
 * The tab's cache of server reads, keyed by `QuerySpec.key`: one request per key at a time (every
 * reader shares it), each request aborted when its last reader unmounts or a newer one replaces it,
 * and an answer taken only from the newest request of its key.
 */
export class QueryCache {
  private entries = new Map<string, Entry>();
  private seeded = new WeakSet<object>();
  private sequence = 0;

  /** The state of `key` (a frozen idle state when it was never read); changes replace the object. */
  snapshot<T>(key: string): QueryState<T> {
    return (this.entries.get(key)?.state ?? IDLE_STATE) as QueryState<T>;
  }

  /** Calls `listener` on every change of `key`'s state; returns the function that stops it. */
  subscribe(key: string, listener: () => void): () => void {
    const entry = this.entry(key);
    this.clearIdle(entry);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      this.settle(entry);
    };
  }

  /**
   * A mounted reader of `spec`: reads it when it has no answer yet, was invalidated, or its answer is
   * older than `staleTime` ms; returns the function to call on unmount.
   */
  observe<T>(spec: QuerySpec<T>, staleTime = 0): () => void {
    const entry = this.entry(spec.key, spec);
    entry.observers += 1;
    this.clearIdle(entry);
    const old = Date.now() - entry.state.updatedAt >= staleTime;
    if (!entry.inflight && (entry.state.updatedAt === 0 || entry.invalid || old)) void this.start(entry);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      entry.observers -= 1;
      this.settle(entry);
    };
  }

  /** Reads `spec` (sharing a request in flight) and resolves with its data, or rejects with an ApiError. */
  async fetch<T>(spec: QuerySpec<T>): Promise<T> {
    const entry = this.entry(spec.key, spec);
    this.clearIdle(entry);
    if (!entry.inflight) void this.start(entry);
    await entry.inflight?.promise;
    const { state } = entry;
    if (state.error) throw state.error;
    return state.data as T;
  }

  /** Reads `key` again now, aborting a request in flight (its answer may predate a change). */
  refetch(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry?.fetcher) return Promise.resolve();
    return this.start(entry);
  }

  /**
   * Marks the matching queries stale: those read on screen are read again at once (keeping their
   * data shown meanwhile), the others when next mounted. Returns how many matched.
   */
  invalidate(filter: QueryFilter): number {
    let count = 0;
    for (const entry of this.match(filter)) {
      count += 1;
      entry.invalid = true;
      if (entry.observers > 0 && entry.fetcher) void this.start(entry);
    }
    return count;
  }

  /**
   * Sets a query's data (an optimistic change, an answer the client already has). A request in
   * flight is left running; `cancel` first when its answer must not replace this one.
   */
  setData<T>(key: string, update: T | ((current: T | undefined) => T | undefined)): void {
    const entry = this.entry(key);
    const current = entry.state.data as T | undefined;
    const data =
      typeof update === "function" ? (update as (current: T | undefined) => T | undefined)(current) : update;
    if (data === current) return;
    this.set(entry, { ...entry.state, data, error: null, updatedAt: Date.now() });
    this.settle(entry);
  }

  /**
   * Puts an answer the server rendered with the page in `key`, as just read — once per answer: the
   * same page shown again (the router's cache) does not take back what was read since.
   */
  seed<T>(key: string, data: T): void {
    const entry = this.entry(key);
    if (typeof data === "object" && data !== null) {
      if (this.seeded.has(data)) return;
      this.seeded.add(data);
    }
    if (entry.state.data === data) return;
    this.set(entry, { ...entry.state, data, error: null, updatedAt: Date.now() });
    this.settle(entry);
  }

  /** Aborts `key`'s request in flight (its answer is dropped). */
  cancel(key: string): void {
    const entry = this.entries.get(key);
    if (!entry?.inflight) return;
    entry.inflight.controller.abort();
    entry.inflight = null;
    entry.invalid = true;
    this.set(entry, { ...entry.state, fetching: false });
  }

  /** Forgets every query (tests; a sign-out reloads the page anyway). */
  clear(): void {
    for (const entry of this.entries.values()) {
      entry.inflight?.controller.abort();
      this.clearIdle(entry);
    }
    this.entries.clear();
  }

  /** The keys cached (tests, debugging). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private entry(key: string, spec?: QuerySpec<unknown>): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        key,
        tags: [],
        state: IDLE_STATE,
        fetcher: null,
        listeners: new Set(),
        observers: 0,
        inflight: null,
        invalid: false,
        idleTimer: null,
      };
      this.entries.set(key, entry);
    }
    // The newest fetch function: it may close over values the key does not name (a translator).
    if (spec) {
      entry.fetcher = spec.fetch;
      entry.tags = spec.tags;
    }
    return entry;
  }

  private match(filter: QueryFilter): Entry[] {
    const test =
      typeof filter === "string"
        ? (entry: Entry) => entry.key.startsWith(filter)
        : typeof filter === "function"
          ? (entry: Entry) => filter({ key: entry.key, tags: entry.tags })
          : (entry: Entry) => entry.tags.includes(filter.tag);
    return [...this.entries.values()].filter(test);
  }

  private start(entry: Entry): Promise<void> {
    entry.inflight?.controller.abort();
    const fetcher = entry.fetcher;
    if (!fetcher) return Promise.resolve();
    const id = ++this.sequence;
    const controller = new AbortController();
    const current = () => entry.inflight?.id === id && this.entries.get(entry.key) === entry;
    entry.invalid = false;
    const promise = Promise.resolve()
      .then(() => fetcher(controller.signal))
      .then(
        (data) => {
          if (!current()) return;
          entry.inflight = null;
          this.set(entry, { data, error: null, fetching: false, updatedAt: Date.now() });
        },
        (cause: unknown) => {
          if (!current() || controller.signal.aborted || isAbort(cause)) return;
          entry.inflight = null;
          this.set(entry, { ...entry.state, error: toApiError(cause), fetching: false });
        },
      )
      .finally(() => this.settle(entry));
    entry.inflight = { id, controller, promise };
    this.set(entry, { ...entry.state, error: null, fetching: true });
    return promise;
  }

  private set(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }

  /**
   * After a reader left: with none left, the request in flight is aborted (a tick later, so a
   * remount in the same commit, as React's strict mode does, keeps it), and the entry is dropped
   * after GC_MS unread.
   */
  private settle(entry: Entry): void {
    if (entry.observers > 0 || entry.idleTimer) return;
    entry.idleTimer = setTimeout(() => {
      entry.idleTimer = null;
      if (entry.observers > 0) return;
      if (entry.inflight) {
        this.cancel(entry.key);
        // Nothing to keep: the next mount starts from scratch, as on the first.
        if (entry.state.updatedAt === 0) this.set(entry, IDLE_STATE);
      }
      if (entry.listeners.size > 0) return;
      entry.idleTimer = setTimeout(() => {
        entry.idleTimer = null;
        const unread = entry.observers === 0 && entry.listeners.size === 0 && !entry.inflight;
        if (unread && this.entries.get(entry.key) === entry) this.entries.delete(entry.key);
      }, GC_MS);
    }, 0);
  }

  private clearIdle(entry: Entry): void {
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.idleTimer = null;
  }
}

/** The tab's one cache. */
export const queryCache = new QueryCache();

/** Marks the matching queries stale and reads again those on screen (`QueryCache.invalidate`). */
export function invalidateQueries(filter: QueryFilter): number {
  return queryCache.invalidate(filter);
}

/** Sets a query's data at once, e.g. an optimistic change (`QueryCache.setData`). */
export function setQueryData<T>(
  spec: Pick<QuerySpec<T>, "key">,
  update: T | ((current: T | undefined) => T | undefined),
): void {
  queryCache.setData<T>(spec.key, update);
}
