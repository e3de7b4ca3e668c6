import { call } from "@/lib/client/api";
import type { AnyEndpoint, CallInput, ResponseOf, RouteOf } from "@/lib/contracts/endpoint";
import { stableKey } from "@/lib/client/query/key";

/**
 * One readable thing: its cache key, how to fetch it, and tags for invalidation. Build it with
 * `endpointQuery` (a GET by its contract's route) in a domain's client API, or `customQuery` for a
 * read that is not one call.
 */
export interface QuerySpec<T> {
  /** The cache key: `METHOD /api/v1/… {input}` for an endpoint, `custom […]` for the others. */
  readonly key: string;
  readonly fetch: (signal: AbortSignal) => Promise<T>;
  /** What invalidation filters match: `moduleId:<id>`, `projectId:<id>`, … (one per path param). */
  readonly tags: readonly string[];
}

/** The tags of an endpoint's input: one `name:value` per path param. */
function paramTags(params: Record<string, string> | undefined): string[] {
  return Object.entries(params ?? {}).map(([name, value]) => `${name}:${value}`);
}

/**
 * The query of an endpoint, keyed by its route and its input (stable-serialised):
 * `endpointQuery<typeof listPosts>("GET /api/v1/content-hub/{moduleId}/blogs", { params, query })`.
 */
export function endpointQuery<E extends AnyEndpoint>(
  route: RouteOf<E>,
  input: CallInput<E>,
  tags: readonly string[] = [],
): QuerySpec<ResponseOf<E>> {
  const { params } = input as { params?: Record<string, string> };
  return {
    key: `${route} ${stableKey(input)}`,
    fetch: (signal) => call<E>(route, input, { signal }),
    tags: [...paramTags(params), ...tags],
  };
}

/**
 * A query that is not one endpoint call (several calls combined, a call of a helper that takes a
 * signal): `parts` must name everything `fetch` reads.
 */
export function customQuery<T>(
  parts: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<T>,
  tags: readonly string[] = [],
): QuerySpec<T> {
  return { key: `custom ${stableKey(parts)}`, fetch, tags };
}

/** The tag every query of a module carries (an endpoint's `{moduleId}` param). */
export const moduleTag = (moduleId: string) => `moduleId:${moduleId}`;

/**
 * A private copy of `spec` for one reader (`nonce`: its `useId()`, plus what should read it anew):
 * read afresh when it mounts and never shown from another reader's cache — an editor's form must
 * start from the server's current version. Invalidation still reaches it by its tags.
 */
export function freshQuery<T>(spec: QuerySpec<T>, nonce: string): QuerySpec<T> {
  return { ...spec, key: `${spec.key} #${nonce}` };
}

/** `spec` with its answer reshaped (`name` tells the shapes apart in the cache: same input, another key). */
export function mapQuery<T, R>(spec: QuerySpec<T>, name: string, map: (data: T) => R): QuerySpec<R> {
  return { key: `${spec.key} ${name}`, fetch: (signal) => spec.fetch(signal).then(map), tags: spec.tags };
}
