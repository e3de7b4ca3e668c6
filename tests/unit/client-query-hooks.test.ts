/**
 * @jest-environment jsdom
 */
import { act, createElement, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApiError } from "@/lib/client/api";
import { emitLocalModuleEvent } from "@/lib/client/module-room";
import { invalidateQueries, queryCache, setQueryData } from "@/lib/client/query/cache";
import {
  customQuery,
  endpointQuery,
  freshQuery,
  mapQuery,
  moduleTag,
  type QuerySpec,
} from "@/lib/client/query/spec";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useQuery, type QueryOptions } from "@/lib/client/query/use-query";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import type { Page } from "@/lib/contracts/endpoint";

// A small stand-in for the socket.io client (a third party; module rooms load it on first use):
// never connected, so rooms are listened to locally (emitLocalModuleEvent) without a server.
jest.mock("socket.io-client", () => ({
  io: () => ({ connected: false, on: () => undefined, off: () => undefined, emit: () => undefined }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `hook` in a component under strict mode (effects run twice, as in development). */
function renderHook<P, R>(hook: (props: P) => R, props: P) {
  const result = { current: undefined as R, renders: 0 };
  function Probe({ input }: { input: P }) {
    result.current = hook(input);
    result.renders += 1;
    return null;
  }
  const root = createRoot(document.createElement("div"));
  const render = (input: P) =>
    act(() => root.render(createElement(StrictMode, null, createElement(Probe, { input }))));
  render(props);
  return { result, rerender: render, unmount: () => act(() => root.unmount()) };
}

/** A fetcher whose requests the test answers by hand, per key part. */
function server<T>() {
  const calls: {
    input: unknown;
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const query = (input: unknown, tags: string[] = []): QuerySpec<T> =>
    customQuery(
      ["test", input],
      (signal) =>
        new Promise<T>((resolve, reject) => {
          calls.push({ input, signal, resolve, reject });
        }),
      tags,
    );
  return { calls, query };
}

/** Lets promises and the cache's timers run, inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

afterEach(() => queryCache.clear());

describe("useQuery", () => {
  it("is loading, then shows the answer; one request for two readers of one key", async () => {
    const api = server<string>();
    const a = renderHook(() => useQuery(api.query("x")), null);
    const b = renderHook(() => useQuery(api.query("x")), null);
    expect(a.result.current).toMatchObject({ loading: true, data: undefined, error: null });
    await settle();
    expect(api.calls).toHaveLength(1);

    await act(async () => api.calls[0]!.resolve("answer"));
    expect(a.result.current).toMatchObject({ loading: false, data: "answer", fetching: false });
    expect(b.result.current.data).toBe("answer");
    a.unmount();
    b.unmount();
  });

  it("shows a cached answer at once on a new mount", async () => {
    const api = server<string>();
    const first = renderHook(() => useQuery(api.query("x"), { staleTime: 60_000 }), null);
    await settle();
    await act(async () => api.calls[0]!.resolve("cached"));
    first.unmount();

    const second = renderHook(() => useQuery(api.query("x"), { staleTime: 60_000 }), null);
    expect(second.result.current).toMatchObject({ loading: false, data: "cached" });
    await settle();
    expect(api.calls).toHaveLength(1);
    second.unmount();
  });

  it("aborts the request on unmount", async () => {
    const api = server<string>();
    const view = renderHook(() => useQuery(api.query("x")), null);
    await settle();
    view.unmount();
    await settle();
    expect(api.calls[0]!.signal.aborted).toBe(true);
  });

  it("aborts the old input's request when the input changes and never shows its late answer", async () => {
    const api = server<string>();
    const view = renderHook((q: string) => useQuery(api.query(q)), "a" as string);
    await settle();
    view.rerender("b");
    await settle();
    expect(api.calls.map((call) => call.input)).toEqual(["a", "b"]);
    expect(api.calls[0]!.signal.aborted).toBe(true);

    await act(async () => api.calls[1]!.resolve("for b"));
    await act(async () => api.calls[0]!.resolve("for a"));
    expect(view.result.current.data).toBe("for b");
    view.unmount();
  });

  it("keeps the previous input's data while the next loads, with keepPrevious", async () => {
    const api = server<string>();
    const options: QueryOptions = { keepPrevious: true };
    const view = renderHook((q: string) => useQuery(api.query(q), options), "a" as string);
    await settle();
    await act(async () => api.calls[0]!.resolve("for a"));
    view.rerender("b");
    expect(view.result.current).toMatchObject({
      data: "for a",
      previous: true,
      loading: false,
      fetching: true,
    });
    await settle();
    await act(async () => api.calls[1]!.resolve("for b"));
    expect(view.result.current).toMatchObject({ data: "for b", previous: false });
    view.unmount();
  });

  it("reads nothing while disabled or without a query", async () => {
    const api = server<string>();
    const view = renderHook((enabled: boolean) => useQuery(api.query("x"), { enabled }), false as boolean);
    const none = renderHook(() => useQuery<string>(null), null);
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(view.result.current).toMatchObject({ loading: false, data: undefined });
    expect(none.result.current.loading).toBe(false);
    view.rerender(true);
    await settle();
    expect(api.calls).toHaveLength(1);
    view.unmount();
    none.unmount();
  });

  it("shows a failure as an ApiError, and refetch retries", async () => {
    const api = server<string>();
    const view = renderHook(() => useQuery(api.query("x")), null);
    await settle();
    await act(async () => api.calls[0]!.reject(new ApiError(403, ["Forbidden"])));
    expect(view.result.current).toMatchObject({ loading: false, data: undefined });
    expect(view.result.current.error).toBeInstanceOf(ApiError);
    expect(view.result.current.error?.status).toBe(403);

    await act(async () => void view.result.current.refetch());
    expect(view.result.current).toMatchObject({ loading: true, error: null });
    await act(async () => api.calls[1]!.resolve("ok"));
    expect(view.result.current).toMatchObject({ data: "ok", error: null, loading: false });
    view.unmount();
  });

  it("reads again on invalidation, keeping the data shown meanwhile", async () => {
    const api = server<string>();
    const view = renderHook(() => useQuery(api.query("x", [moduleTag("m1")])), null);
    await settle();
    await act(async () => api.calls[0]!.resolve("v1"));
    act(() => void invalidateQueries({ tag: moduleTag("m1") }));
    await settle();
    expect(api.calls).toHaveLength(2);
    expect(view.result.current).toMatchObject({ data: "v1", fetching: true, loading: false });
    await act(async () => api.calls[1]!.resolve("v2"));
    expect(view.result.current.data).toBe("v2");
    view.unmount();
  });

  it("setQueryData and setData change every reader's data at once", async () => {
    const api = server<number>();
    const query = api.query("x");
    const a = renderHook(() => useQuery(api.query("x")), null);
    const b = renderHook(() => useQuery(api.query("x")), null);
    await settle();
    await act(async () => api.calls[0]!.resolve(1));
    act(() => setQueryData<number>(query, (n) => (n ?? 0) + 10));
    expect(b.result.current.data).toBe(11);
    act(() => a.result.current.setData((n) => (n ?? 0) + 1));
    expect(b.result.current.data).toBe(12);
    a.unmount();
    b.unmount();
  });

  it("calls an endpoint by its route, with the params, the query and the signal", async () => {
    const requests: { url: string; signal: AbortSignal | null | undefined }[] = [];
    window.fetch = ((url: string, init?: RequestInit) => {
      requests.push({ url, signal: init?.signal });
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ id: "m1" }) });
    }) as unknown as typeof fetch;
    const query = endpointQuery<never>(
      "GET /api/v1/things/{thingId}" as never,
      {
        params: { thingId: "t 1" },
      } as never,
    );
    expect(query.key).toBe('GET /api/v1/things/{thingId} {"params":{"thingId":"t 1"}}');
    expect(query.tags).toEqual(["thingId:t 1"]);
    const view = renderHook(() => useQuery(query), null);
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("/api/v1/things/t%201");
    expect(requests[0]!.signal).toBeInstanceOf(AbortSignal);
    expect(view.result.current.data).toEqual({ id: "m1" });
    view.unmount();
  });
});

interface Row {
  id: string;
}
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

describe("usePagedQuery", () => {
  it("loads the first page, appends the next on loadMore, and stops at the last", async () => {
    const api = server<Page<Row>>();
    const view = renderHook(() => usePagedQuery((cursor) => api.query({ list: "l", cursor })), null);
    expect(view.result.current).toMatchObject({ items: null, loading: true, hasMore: false });
    await settle();
    await act(async () => api.calls[0]!.resolve({ data: rows("a", "b"), nextCursor: "c1" }));
    expect(view.result.current).toMatchObject({ items: rows("a", "b"), hasMore: true, loadingMore: false });

    let more!: Promise<void>;
    act(() => {
      more = view.result.current.loadMore();
    });
    expect(view.result.current.loadingMore).toBe(true);
    // A second click while the page loads reads nothing more.
    act(() => void view.result.current.loadMore());
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.input).toEqual({ list: "l", cursor: "c1" });
    // "b" moved onto the next page too: it is shown once.
    await act(async () => {
      api.calls[1]!.resolve({ data: rows("b", "c"), nextCursor: null });
      await more;
    });
    expect(view.result.current).toMatchObject({
      items: rows("a", "b", "c"),
      hasMore: false,
      loadingMore: false,
    });
    view.unmount();
  });

  it("drops a page that answers after the list was read again", async () => {
    const api = server<Page<Row>>();
    const view = renderHook(() => usePagedQuery((cursor) => api.query({ cursor }, [moduleTag("m1")])), null);
    await settle();
    await act(async () => api.calls[0]!.resolve({ data: rows("a"), nextCursor: "c1" }));

    let more!: Promise<void>;
    act(() => {
      more = view.result.current.loadMore();
    });
    act(() => void invalidateQueries({ tag: moduleTag("m1") }));
    await settle();
    await act(async () => api.calls[2]!.resolve({ data: rows("z", "a"), nextCursor: "c2" }));
    await act(async () => {
      api.calls[1]!.resolve({ data: rows("b"), nextCursor: null });
      await more;
    });
    expect(view.result.current.items).toEqual(rows("z", "a"));
    expect(view.result.current.hasMore).toBe(true);
    view.unmount();
  });

  it("reads as many pages as it shows when read again (a live update keeps 'Load more' pages)", async () => {
    const api = server<Page<Row>>();
    const view = renderHook(() => usePagedQuery((cursor) => api.query({ cursor }, [moduleTag("m1")])), null);
    await settle();
    await act(async () => api.calls[0]!.resolve({ data: rows("a"), nextCursor: "c1" }));
    let more!: Promise<void>;
    act(() => {
      more = view.result.current.loadMore();
    });
    await act(async () => {
      api.calls[1]!.resolve({ data: rows("b"), nextCursor: "c2" });
      await more;
    });
    expect(view.result.current.items).toEqual(rows("a", "b"));

    act(() => void invalidateQueries({ tag: moduleTag("m1") }));
    await settle();
    expect(api.calls[2]!.input).toEqual({ cursor: null });
    await act(async () => api.calls[2]!.resolve({ data: rows("n", "a"), nextCursor: "d1" }));
    expect(api.calls[3]!.input).toEqual({ cursor: "d1" });
    await act(async () => api.calls[3]!.resolve({ data: rows("b"), nextCursor: null }));
    expect(view.result.current).toMatchObject({
      items: rows("n", "a", "b"),
      hasMore: false,
      fetching: false,
    });
    view.unmount();
  });

  it("shows a failed page as moreError and edits loaded items with setItems", async () => {
    const api = server<Page<Row>>();
    const view = renderHook(() => usePagedQuery((cursor) => api.query({ cursor })), null);
    await settle();
    await act(async () => api.calls[0]!.resolve({ data: rows("a", "b"), nextCursor: "c1" }));
    let more!: Promise<void>;
    act(() => {
      more = view.result.current.loadMore();
    });
    await act(async () => {
      api.calls[1]!.reject(new ApiError(500, ["Boom"]));
      await more;
    });
    expect(view.result.current.moreError?.status).toBe(500);
    expect(view.result.current.error).toBeNull();
    expect(view.result.current.items).toEqual(rows("a", "b"));

    act(() => view.result.current.setItems((items) => items.filter((item) => item.id !== "a")));
    expect(view.result.current).toMatchObject({ items: rows("b"), hasMore: true });
    view.unmount();
  });

  it("aborts a page in flight on unmount", async () => {
    const api = server<Page<Row>>();
    const view = renderHook(() => usePagedQuery((cursor) => api.query({ cursor })), null);
    await settle();
    await act(async () => api.calls[0]!.resolve({ data: rows("a"), nextCursor: "c1" }));
    act(() => void view.result.current.loadMore());
    view.unmount();
    expect(api.calls[1]!.signal.aborted).toBe(true);
  });
});

describe("usePagedQuery with a server-rendered first page", () => {
  it("shows the server's page at once, reads nothing within staleTime, and a new one replaces only the first page", async () => {
    const api = server<Page<Row>>();
    const first: Page<Row> = { data: rows("a", "b"), nextCursor: "c1" };
    const view = renderHook(
      (initialPage: Page<Row>) =>
        usePagedQuery((cursor) => api.query({ cursor }), { initialPage, staleTime: 60_000 }),
      first,
    );
    expect(view.result.current).toMatchObject({ items: rows("a", "b"), loading: false, hasMore: true });
    await settle();
    expect(api.calls).toHaveLength(0);

    let more!: Promise<void>;
    act(() => {
      more = view.result.current.loadMore();
    });
    await act(async () => {
      api.calls[0]!.resolve({ data: rows("c"), nextCursor: null });
      await more;
    });
    expect(view.result.current.items).toEqual(rows("a", "b", "c"));

    // The page was rendered again (a refresh): its first page is new, the loaded ones stay.
    view.rerender({ data: rows("n", "a"), nextCursor: "c1" });
    expect(view.result.current.items).toEqual(rows("n", "a", "c"));
    view.unmount();
  });

  it("a server page shown again (the router's cache) does not take back what was read since", async () => {
    const api = server<Page<Row>>();
    const first: Page<Row> = { data: rows("a"), nextCursor: null };
    const useList = (initialPage: Page<Row>) =>
      usePagedQuery((cursor) => api.query({ cursor }), { initialPage });
    const one = renderHook(useList, first);
    await settle();
    await act(async () => api.calls[0]!.resolve({ data: rows("b", "a"), nextCursor: null }));
    expect(one.result.current.items).toEqual(rows("b", "a"));
    one.unmount();

    const two = renderHook(useList, first);
    expect(two.result.current.items).toEqual(rows("b", "a"));
    two.unmount();
  });

  it("setItems keeps each item on its page, new ones first", async () => {
    const api = server<Page<Row>>();
    const view = renderHook(() => usePagedQuery((cursor) => api.query({ cursor })), null);
    await settle();
    await act(async () => api.calls[0]!.resolve({ data: rows("a", "b"), nextCursor: "c1" }));
    let more!: Promise<void>;
    act(() => {
      more = view.result.current.loadMore();
    });
    await act(async () => {
      api.calls[1]!.resolve({ data: rows("c", "d"), nextCursor: "c2" });
      await more;
    });
    act(() =>
      view.result.current.setItems((items) => [{ id: "z" }, ...items.filter((item) => item.id !== "c")]),
    );
    expect(view.result.current).toMatchObject({ items: rows("z", "a", "b", "d"), hasMore: true });
    // Read again, it reads both pages it shows.
    act(() => void view.result.current.refetch());
    await settle();
    expect(api.calls.map((call) => call.input)).toEqual([
      { cursor: null },
      { cursor: "c1" },
      { cursor: null },
    ]);
    view.unmount();
  });
});

describe("query specs", () => {
  it("initialData shows at once and is cached as just read", async () => {
    const api = server<string>();
    const view = renderHook(
      () => useQuery(api.query("x"), { initialData: "from the server", staleTime: 60_000 }),
      null,
    );
    expect(view.result.current).toMatchObject({ data: "from the server", loading: false });
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(queryCache.snapshot(api.query("x").key).data).toBe("from the server");
    view.unmount();
  });

  it("freshQuery gives each reader its own copy, read afresh; mapQuery keys the reshaped answer apart", async () => {
    const api = server<string>();
    const base = api.query("x");
    const shared = renderHook(() => useQuery(base, { staleTime: 60_000 }), null);
    await settle();
    await act(async () => api.calls[0]!.resolve("cached"));

    const own = renderHook(() => useQuery(freshQuery(base, "editor-1")), null);
    expect(own.result.current).toMatchObject({ data: undefined, loading: true });
    await settle();
    expect(api.calls).toHaveLength(2);
    await act(async () => api.calls[1]!.resolve("fresh"));
    expect(own.result.current.data).toBe("fresh");
    expect(shared.result.current.data).toBe("cached");

    const mapped = mapQuery(base, "length", (text) => text.length);
    expect(mapped.key).not.toBe(base.key);
    expect(mapped.tags).toEqual(base.tags);
    own.unmount();
    shared.unmount();
  });
});

describe("useRoomInvalidation", () => {
  it("reads a module's queries again after an event of its room, a burst at once", async () => {
    const api = server<string>();
    const other = server<string>();
    const view = renderHook(() => {
      useRoomInvalidation("m1", { delay: 1 });
      return [useQuery(api.query("x", [moduleTag("m1")])), useQuery(other.query("y", [moduleTag("m2")]))];
    }, null);
    await settle();
    await act(async () => api.calls[0]!.resolve("v1"));
    await act(async () => other.calls[0]!.resolve("w1"));

    act(() => {
      for (let n = 0; n < 3; n += 1)
        emitLocalModuleEvent({ moduleId: "m1", tag: "Test", actorId: "u", clientId: null, event: n });
    });
    await settle();
    expect(api.calls).toHaveLength(2);
    expect(other.calls).toHaveLength(1);
    await act(async () => api.calls[1]!.resolve("v2"));
    expect(view.result.current[0]!.data).toBe("v2");

    // Events of another module change nothing here.
    act(() => emitLocalModuleEvent({ moduleId: "m9", tag: "Test", actorId: "u", clientId: null, event: 0 }));
    await settle();
    expect(api.calls).toHaveLength(2);
    view.unmount();
  });

  it("counts only the events its test accepts", async () => {
    const api = server<string>();
    const view = renderHook(() => {
      useRoomInvalidation("m1", { delay: 1, events: (envelope) => envelope.tag === "Mine" });
      return useQuery(api.query("x", [moduleTag("m1")]));
    }, null);
    await settle();
    await act(async () => api.calls[0]!.resolve("v1"));
    act(() => emitLocalModuleEvent({ moduleId: "m1", tag: "Other", actorId: "u", clientId: null, event: 0 }));
    await settle();
    expect(api.calls).toHaveLength(1);
    act(() => emitLocalModuleEvent({ moduleId: "m1", tag: "Mine", actorId: "u", clientId: null, event: 0 }));
    await settle();
    expect(api.calls).toHaveLength(2);
    view.unmount();
  });
});
