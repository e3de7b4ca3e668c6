/**
 * @jest-environment jsdom
 */
// The inbox page (/notifications) shows its first page from the server's response (issue 42): in
// the HTML with its times said against when the server read it, hydrated without a mismatch, no
// request on mount; then "Load more", live notifications and other filters go on in the browser.
import { act, createElement } from "react";
import { NotificationsView } from "@/components/inbox/notifications-view";
import { queryCache } from "@/lib/client/query/cache";
import type { NotificationPage } from "@/lib/inbox/types";
import {
  browserShims,
  recordRequests,
  serverThenBrowser,
  settle,
  textOf,
  unmountAll,
  type Requests,
} from "./helpers/first-render";
import { emitSocket, place, router } from "./helpers/fakes";

jest.mock("@/components/inbox/notification-row.module.css", () => ({}));
jest.mock("@mantine/notifications", () => ({ notifications: { show: jest.fn() } }));

jest.mock("next/navigation", () => jest.requireActual("./helpers/fakes").navigation);
jest.mock("socket.io-client", () => jest.requireActual("./helpers/fakes").socketIo);

browserShims();
let requests: Requests;
beforeEach(() => {
  requests = recordRequests();
  queryCache.clear();
  router.replace.mockClear();
  place.pathname = "/notifications";
});
afterEach(unmountAll);

const WORKSPACE = "w".repeat(24);
const MINUTE_MS = 60_000;
// When the server read the page: the items' times are said against it.
const READ_AT = Date.parse("2026-03-10T12:00:00.000Z");
const adam = { id: "a".repeat(24), name: "Adam Admin", image: null };

const item = (id: string, title: string, minutesAgo: number, readAt: string | null = null) => ({
  id: id.repeat(24),
  kind: "task.assigned" as const,
  params: { taskKey: "WP-1", taskTitle: title },
  actor: adam,
  link: "/projects",
  text: `Adam Admin assigned you WP-1 ${title}`,
  readAt,
  createdAt: new Date(READ_AT - minutesAgo * MINUTE_MS).toISOString(),
});

const firstPage = (): { page: NotificationPage; readAt: number } => ({
  page: { data: [item("1", "Ship the site", 5), item("2", "Fix the footer", 90)], nextCursor: "cursor-2" },
  readAt: READ_AT,
});

const inbox = (initial: { page: NotificationPage; readAt: number } | null, unread = false) =>
  createElement(NotificationsView, {
    workspaceId: WORKSPACE,
    initialFilters: { unread, kind: null },
    initial,
  });

describe("the inbox page", () => {
  it("comes with its first page in the HTML, its times said against the server's read, and reads nothing on mount", async () => {
    const initial = firstPage();
    const view = await serverThenBrowser(() => inbox(initial));
    const text = textOf(view.html);
    expect(text).toContain("Adam Admin assigned you WP-1 Ship the site");
    expect(text).toContain("5 minutes ago");
    expect(text).toContain("Fix the footer");
    expect(view.html).not.toContain('aria-busy="true"');
    expect(view.errors).toEqual([]);
    expect(requests.urls.filter((url) => url.includes("/api/v1/notifications"))).toEqual([]);
  });

  it("goes on from the server's page: Load more asks for its next cursor, a live notification comes first", async () => {
    const initial = firstPage();
    const view = await serverThenBrowser(() => inbox(initial));
    const more = [...view.host.querySelectorAll("button")].find(
      (button) => button.textContent === "Load more",
    );
    await act(async () => more?.click());
    const reads = requests.urls.filter((url) => url.includes("/api/v1/notifications"));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain("cursor=cursor-2");

    const { text: _text, ...live } = item("3", "Write the launch post", 0);
    void _text;
    await emitSocket("notification:new", { ...live, workspaceId: WORKSPACE });
    const rows = view.host.querySelectorAll('[data-testid="notification-item"]');
    expect(rows[0]?.textContent).toContain("Write the launch post");
    expect(rows).toHaveLength(3);
  });

  it("reads another filter in the browser, without asking the server for the page again", async () => {
    const initial = firstPage();
    const view = await serverThenBrowser(() => inbox(initial));
    const unread = [...view.host.querySelectorAll("label")].find((label) => label.textContent === "Unread");
    await act(async () => unread?.click());
    await settle();
    expect(
      requests.urls.some((url) => url.includes("/api/v1/notifications?") && url.includes("unread=true")),
    ).toBe(true);
    expect(router.replace).not.toHaveBeenCalled();
    expect(window.location.search).toBe("?filter=unread");
  });

  it("without the server's page (no workspace), loads in the browser as before", async () => {
    const view = await serverThenBrowser(() => inbox(null));
    expect(view.html).toContain("aria-busy");
    expect(requests.urls.filter((url) => url.includes("/api/v1/notifications"))).toHaveLength(1);
  });
});
