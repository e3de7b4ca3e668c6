import { ApiError, errorMessage } from "@/lib/client/api";
import { QueryCache, toApiError } from "@/lib/client/query/cache";
import { stableKey } from "@/lib/client/query/key";
import { customQuery, moduleTag, type QuerySpec } from "@/lib/client/query/spec";

/** A fetcher whose requests the test answers by hand. */
function controlled<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (cause: unknown) => void }[] = [];
  const fetch = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, fetch };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
const flush = () => new Promise((resolve) => setImmediate(resolve));

function spec<T>(
  parts: unknown[],
  fetch: (signal: AbortSignal) => Promise<T>,
  tags: string[] = [],
): QuerySpec<T> {
  return customQuery(parts, fetch, tags);
}

let cache: QueryCache;
beforeEach(() => {
  cache = new QueryCache();
});
afterEach(() => cache.clear());

describe("stableKey", () => {
  it("sorts object keys at every depth and leaves undefined entries out", () => {
    expect(stableKey({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(stableKey({ q: "a", cursor: undefined })).toBe(stableKey({ q: "a" }));
    expect(stableKey(["x", 1])).not.toBe(stableKey(["x", "1"]));
  });
});

describe("QueryCache", () => {
  it("shares one request between readers of a key and caches the answer", async () => {
    const server = controlled<string>();
    const query = spec(["a"], server.fetch);
    const stopA = cache.observe(query);
    const stopB = cache.observe(query);
    await flush();
    expect(server.calls).toHaveLength(1);
    expect(cache.snapshot(query.key)).toMatchObject({ data: undefined, fetching: true, error: null });

    server.calls[0]!.resolve("one");
    await flush();
    expect(cache.snapshot(query.key)).toMatchObject({ data: "one", fetching: false });
    stopA();
    stopB();

    // Fresh for a minute: a new reader reads nothing.
    const stopC = cache.observe(query, 60_000);
    await flush();
    expect(server.calls).toHaveLength(1);
    expect(cache.snapshot(query.key).data).toBe("one");
    stopC();

    // staleTime 0: a new reader shows the cached answer and reads again behind it.
    cache.observe(query);
    await flush();
    expect(server.calls).toHaveLength(2);
    expect(cache.snapshot(query.key)).toMatchObject({ data: "one", fetching: true });
  });

  it("keys by input: another input is another request", async () => {
    const server = controlled<string>();
    cache.observe(spec(["list", { q: "a" }], server.fetch));
    cache.observe(spec(["list", { q: "b" }], server.fetch));
    cache.observe(spec(["list", { q: "a", cursor: undefined }], server.fetch));
    await flush();
    expect(server.calls).toHaveLength(2);
  });

  it("aborts the request when its last reader leaves, a tick later", async () => {
    const server = controlled<string>();
    const query = spec(["a"], server.fetch);
    const stop = cache.observe(query);
    await flush();
    stop();
    stop(); // twice is once
    expect(server.calls[0]!.signal.aborted).toBe(false);
    await tick();
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(cache.snapshot(query.key)).toMatchObject({ data: undefined, fetching: false, updatedAt: 0 });

    // The late answer of the aborted request changes nothing; the next reader reads again.
    server.calls[0]!.resolve("late");
    await flush();
    expect(cache.snapshot(query.key).data).toBeUndefined();
    cache.observe(query);
    await flush();
    expect(server.calls).toHaveLength(2);
  });

  it("keeps the request when a reader comes back in the same tick (strict mode's remount)", async () => {
    const server = controlled<string>();
    const query = spec(["a"], server.fetch);
    cache.observe(query)();
    cache.observe(query);
    await tick();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.signal.aborted).toBe(false);
    server.calls[0]!.resolve("one");
    await flush();
    expect(cache.snapshot(query.key).data).toBe("one");
  });

  it("takes only the newest request's answer", async () => {
    const server = controlled<string>();
    const query = spec(["a"], server.fetch);
    cache.observe(query);
    await flush();
    void cache.refetch(query.key);
    await flush();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]!.signal.aborted).toBe(true);

    server.calls[1]!.resolve("new");
    await flush();
    server.calls[0]!.resolve("old");
    await flush();
    expect(cache.snapshot(query.key).data).toBe("new");
  });

  it("invalidates by key prefix, tag or test: readers on screen read again, the others on their next mount", async () => {
    const board = controlled<string>();
    const other = controlled<string>();
    const shown = spec(["board", "m1"], board.fetch, [moduleTag("m1")]);
    const hidden = spec(["other", "m1"], other.fetch, [moduleTag("m1")]);
    cache.observe(shown);
    const stopHidden = cache.observe(hidden);
    await flush();
    board.calls[0]!.resolve("b1");
    other.calls[0]!.resolve("o1");
    await flush();
    stopHidden();
    await tick();

    expect(cache.invalidate({ tag: moduleTag("m1") })).toBe(2);
    await flush();
    expect(board.calls).toHaveLength(2);
    expect(other.calls).toHaveLength(1);
    // The data stays shown while the new read runs.
    expect(cache.snapshot(shown.key)).toMatchObject({ data: "b1", fetching: true });
    board.calls[1]!.resolve("b2");
    await flush();
    expect(cache.snapshot(shown.key).data).toBe("b2");

    // Invalidated while unread: read on the next mount even with a long staleTime.
    cache.observe(hidden, 60_000);
    await flush();
    expect(other.calls).toHaveLength(2);

    expect(cache.invalidate('custom ["board"')).toBe(1);
    expect(cache.invalidate(({ key }) => key.includes("nothing"))).toBe(0);
    expect(cache.invalidate({ tag: moduleTag("m2") })).toBe(0);
  });

  it("keeps a failure as an ApiError until a request answers", async () => {
    const server = controlled<string>();
    const query = spec(["a"], server.fetch);
    cache.observe(query);
    await flush();
    server.calls[0]!.reject(new ApiError(404, ["Not found"]));
    await flush();
    const failed = cache.snapshot(query.key);
    expect(failed.error).toBeInstanceOf(ApiError);
    expect(failed.error?.status).toBe(404);
    expect(failed).toMatchObject({ data: undefined, fetching: false });

    // A retry clears the failure while it runs.
    void cache.refetch(query.key);
    await flush();
    expect(cache.snapshot(query.key)).toMatchObject({ error: null, fetching: true });
    server.calls[1]!.resolve("ok");
    await flush();
    expect(cache.snapshot(query.key)).toMatchObject({ data: "ok", error: null });
  });

  it("turns a network failure into an ApiError of status 0 whose message is the caller's fallback", () => {
    const network = toApiError(new TypeError("Failed to fetch"));
    expect(network.status).toBe(0);
    expect(errorMessage(network, "Network error")).toBe("Network error");
    expect(errorMessage(toApiError(new Error("Bad answer")), "x")).toBe("Bad answer");
    const server = new ApiError(409, ["Taken"]);
    expect(toApiError(server)).toBe(server);
  });

  it("fetch() resolves with the data, shares a request in flight and rejects with the failure", async () => {
    const server = controlled<string>();
    const query = spec(["a"], server.fetch);
    cache.observe(query);
    const both = [cache.fetch(query), cache.fetch(query)];
    await flush();
    expect(server.calls).toHaveLength(1);
    server.calls[0]!.resolve("one");
    await expect(Promise.all(both)).resolves.toEqual(["one", "one"]);

    const failing = spec(["b"], () => Promise.reject(new ApiError(500, ["Boom"])));
    await expect(cache.fetch(failing)).rejects.toMatchObject({ status: 500 });
  });

  it("setData changes the data at once and tells the readers", async () => {
    const server = controlled<{ n: number }>();
    const query = spec(["a"], server.fetch);
    const seen: unknown[] = [];
    const stop = cache.subscribe(query.key, () => seen.push(cache.snapshot(query.key).data));
    cache.observe(query);
    await flush();
    server.calls[0]!.resolve({ n: 1 });
    await flush();
    cache.setData<{ n: number }>(query.key, (current) => (current ? { n: current.n + 1 } : current));
    expect(cache.snapshot(query.key).data).toEqual({ n: 2 });
    expect(seen.at(-1)).toEqual({ n: 2 });
    stop();
  });

  it("cancel drops the answer of the request in flight", async () => {
    const server = controlled<string>();
    const query = spec(["a"], server.fetch);
    cache.observe(query);
    await flush();
    cache.setData(query.key, "optimistic");
    cache.cancel(query.key);
    server.calls[0]!.resolve("server");
    await flush();
    expect(cache.snapshot(query.key)).toMatchObject({ data: "optimistic", fetching: false });
  });
});
