/**
 * @jest-environment jsdom
 */
// The content hub's list shows its content from the server's response (issue 42): the blog tab's
// first page and the domain (Developer mode) are in the HTML, hydrate without a mismatch, make no
// request on mount, and go on from there: live changes, "Load more" from the server's cursor, a
// read once the module's room is joined, and a later visit that reads again. Another tab in the
// URL reads its own list.
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { queryCache } from "@/lib/client/query/cache";
import type { ModuleEnvelope } from "@/lib/modules/realtime";
import { ContentHubProvider } from "@/modules/content-hub/components/content-hub-context";
import { ContentListView } from "@/modules/content-hub/components/list/content-list-view";
import type { ContentHubInfo, ContentListFirstData, PostItem } from "@/modules/content-hub/shared/types";
import {
  browserShims,
  inApp,
  recordRequests,
  serverThenBrowser,
  settle,
  textOf,
  unmountAll,
  type Requests,
} from "./helpers/first-render";

const MODULE = "h".repeat(24);
let search = new URLSearchParams("");
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => `/content-hub/${"h".repeat(24)}`,
  useSearchParams: () => search,
}));

// The module's room, by hand: its event listeners and the callbacks waiting for its join.
const mockRoom = {
  listeners: new Set<(envelope: unknown) => void>(),
  joinWaiters: [] as (() => void)[],
};
jest.mock("@/lib/client/module-room", () => ({
  useModuleRoom: (_moduleId: string, onEvent: (envelope: unknown) => void) => {
    mockRoom.listeners.add(onEvent);
  },
  whenModuleRoomJoined: (_moduleId: string, callback: () => void) => {
    mockRoom.joinWaiters.push(callback);
    return () => mockRoom.joinWaiters.splice(mockRoom.joinWaiters.indexOf(callback), 1);
  },
}));
jest.mock("@/modules/content-hub/components/categories/categories.module.css", () => ({}));

browserShims();
// Mantine's views render slowly in jsdom.
jest.setTimeout(30_000);
let requests: Requests;
beforeEach(() => {
  requests = recordRequests();
  search = new URLSearchParams("");
  mockRoom.listeners.clear();
  mockRoom.joinWaiters.length = 0;
  queryCache.clear();
});
afterEach(unmountAll);

const info: ContentHubInfo = {
  id: MODULE,
  name: "Site content",
  project: null,
  access: { read: true, add: true, edit: true, delete: true, manage: true },
};

function post(id: string, title: string, updatedAt: string): PostItem {
  return {
    id,
    title,
    slug: title.toLowerCase().replace(/ /g, "-"),
    isPublished: id === "p1",
    publishedAt: null,
    updatedAt,
    creator: { id: "u1", name: "Mia Member" },
    categories: [],
    tags: [],
    coverImgUrl: null,
  };
}

// What the server renders with: a new object per page load (a view seeds from a given one once).
const base: ContentListFirstData = {
  posts: {
    data: [
      post("p1", "Launch notes", "2026-03-04T23:30:00.000Z"),
      post("p2", "Pricing", "2026-03-01T10:00:00.000Z"),
    ],
    nextCursor: "cursor-2",
  },
  domains: [
    {
      id: "d1",
      domain: "https://www.acme.com",
      apiKeyLast4: "abcd",
      developerMode: true,
      active: true,
      updatedAt: "2026-03-01T10:00:00.000Z",
    },
  ],
};

const firstData = (): ContentListFirstData => JSON.parse(JSON.stringify(base)) as ContentListFirstData;

/** The list page as its layouts render it, with what the server read (or nothing). */
function view(initial: ContentListFirstData | null) {
  // The children come as createElement's argument (typed props still name them).
  const provider = { info, children: null };
  return function listPage() {
    return createElement(ContentHubProvider, provider, createElement(ContentListView, { initial }));
  };
}

const reads = (path: string) => requests.urls.filter((url) => url.includes(`/content-hub/${MODULE}/${path}`));
const rows = (host: HTMLElement) =>
  [...host.querySelectorAll("[data-testid=content-row]")].map((row) => row.getAttribute("data-content-id"));

describe("the content hub list's first data", () => {
  it("is in the server's HTML, hydrates without a mismatch and is not read again", async () => {
    const { html, host, errors } = await serverThenBrowser(view(firstData()));
    const text = textOf(html);
    for (const shown of ["Launch notes", "Published", "Pricing", "Draft", "Mia Member", "Load more"])
      expect(text).toContain(shown);
    // Dates in the app's zone (UTC), whatever the browser's.
    expect(text).toContain("Mar 4, 2026, 11:30 PM");
    // The domain's Developer mode: the switch on, the public API's endpoints below the list.
    expect(html).toMatch(/data-testid="developer-mode-switch"[^>]*checked/);
    expect(html).not.toContain("mantine-Skeleton");
    expect(errors).toEqual([]);
    expect(rows(host)).toEqual(["p1", "p2"]);
    expect(requests.urls).toEqual([]);
  });

  it("goes on from there: Load more from the server's cursor, a read once joined, live changes", async () => {
    const { host } = await serverThenBrowser(view(firstData()));
    const more = [...host.querySelectorAll("button")].find((button) =>
      button.textContent?.includes("Load more"),
    )!;
    await act(async () => more.click());
    expect(reads("blogs")).toEqual([expect.stringContaining("cursor=cursor-2")]);

    await act(async () => mockRoom.joinWaiters.forEach((callback) => callback()));
    expect(reads("blogs").filter((url) => !url.includes("cursor="))).toHaveLength(1);
    expect(reads("domain")).toHaveLength(1);

    const event = {
      tag: "ContentHub",
      moduleId: MODULE,
      type: "content.changed",
    } as unknown as ModuleEnvelope;
    requests.urls.length = 0;
    await act(async () => mockRoom.listeners.forEach((listener) => listener(event)));
    await settle(200);
    expect(reads("blogs").length).toBeGreaterThan(0);
  });

  it("mounted again later with the same data (the router's cache), reads its list", async () => {
    const first = firstData();
    const once = await serverThenBrowser(view(first));
    once.unmount();
    const host = document.createElement("div");
    const root = createRoot(host);
    await act(async () => root.render(inApp(view(first)())));
    await settle();
    expect(reads("blogs")).toHaveLength(1);
    expect(reads("domain")).toHaveLength(1);
    act(() => root.unmount());
  });

  it("opened on the products tab, reads the products (the server's page is the blog tab's)", async () => {
    search = new URLSearchParams("active=products");
    const { html, errors } = await serverThenBrowser(view(firstData()));
    expect(textOf(html)).not.toContain("Launch notes");
    expect(errors).toEqual([]);
    expect(reads("products")).toHaveLength(1);
    expect(reads("blogs")).toEqual([]);
  });
});
