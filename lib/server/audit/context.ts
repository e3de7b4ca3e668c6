import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// Where the request that makes a change came from, for the audit log (record.ts): set by `serve`
// around every handler, so a service records it without passing it down. Outside a request (jobs,
// scripts, tests calling services) there is none and the entry has no address.

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  /** The API token's visible prefix when one was used. */
  tokenPrefix: string | null;
}

const globalForOrigin = globalThis as unknown as { suiteRequestOrigin?: AsyncLocalStorage<RequestOrigin> };

/** One store per process (server.ts and Next's bundles are two module graphs). */
function store(): AsyncLocalStorage<RequestOrigin> {
  globalForOrigin.suiteRequestOrigin ??= new AsyncLocalStorage<RequestOrigin>();
  return globalForOrigin.suiteRequestOrigin;
}

export function withRequestOrigin<T>(origin: RequestOrigin, work: () => Promise<T>): Promise<T> {
  return store().run(origin, work);
}

export function requestOrigin(): RequestOrigin | null {
  return store().getStore() ?? null;
}
