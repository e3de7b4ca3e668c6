/**
 * @jest-environment jsdom
 */
// The goals pages show their content from the server's response (issue 42): the dashboard's first
// page and counts and a goal's page come in the HTML, hydrate without a mismatch (a check-in's time
// too, whatever the browser's zone), make no request on mount, and go on from there: "Load more",
// live changes, and a later visit that reads again.
import { act, createElement } from "react";
import { GoalsDashboard } from "@/components/goals/dashboard/goals-dashboard";
import { GoalProvider } from "@/components/goals/goal/goal-context";
import { GoalView } from "@/components/goals/goal/goal-view";
import { GoalsViewerProvider } from "@/components/goals/goals-viewer";
import { queryCache } from "@/lib/client/query/cache";
import type { GoalCounts, GoalDetail, GoalPage, GoalSummary } from "@/lib/goals/api";
import {
  browserShims,
  mountInBrowser,
  recordRequests,
  serverThenBrowser,
  settle,
  textOf,
  unmountAll,
  type Requests,
} from "./helpers/first-render";
import { emitSocket as emit, place } from "./helpers/fakes";

jest.mock("@mantine/dates/styles.css", () => ({}));
jest.mock("@mantine/charts/styles.css", () => ({}));
// The progress chart loads after the page (recharts, measured in the browser): not tested here.
jest.mock("@/components/goals/goal/progress-chart", () => ({ __esModule: true, default: () => null }));

jest.mock("next/navigation", () => jest.requireActual("./helpers/fakes").navigation);
jest.mock("socket.io-client", () => jest.requireActual("./helpers/fakes").socketIo);

browserShims();
let requests: Requests;
beforeEach(() => {
  requests = recordRequests();
  place.search = new URLSearchParams("");
  place.pathname = "/goals/dashboard";
  queryCache.clear();
});
afterEach(unmountAll);

const viewer = { id: "u".repeat(24), name: "Ada", canWrite: true };
const owner = { id: viewer.id, name: "Ada Lovelace", image: null };

function summary(id: string, title: string): GoalSummary {
  return {
    id,
    title,
    status: "on-track",
    owner,
    timePeriod: { start: "2026-01-01", end: "2026-03-31" },
    progress: 0.4,
    source: "manual",
    measurement: "number",
    decimals: 0,
    parentId: null,
    subGoalCount: 0,
    updatedAt: "2026-02-01T23:30:00.000Z",
  };
}

// What the server read with the page: a new object per page load, as the server's render gives.
const firstView = (): { page: GoalPage; counts: GoalCounts } => ({
  page: {
    items: [summary("g".repeat(24), "Grow the newsletter"), summary("h".repeat(24), "Hire two engineers")],
    nextCursor: "cursor-2",
  },
  counts: { all: 51, open: 50, closed: 1 },
});

// Providers' props; their children come as createElement's argument.
const viewerProps = { viewer, children: null };

const dashboard = (initial: { page: GoalPage; counts: GoalCounts } | null) =>
  createElement(GoalsViewerProvider, viewerProps, createElement(GoalsDashboard, { initial }));

describe("the goals dashboard", () => {
  it("comes with its first page and counts in the HTML, hydrates as it is and reads nothing on mount", async () => {
    const initial = firstView();
    const view = await serverThenBrowser(() => dashboard(initial));
    const text = textOf(view.html);
    expect(text).toContain("Grow the newsletter");
    expect(text).toContain("Hire two engineers");
    expect(text).toContain("All (51)");
    expect(view.html).not.toContain('aria-busy="true"');
    expect(view.errors).toEqual([]);
    await settle();
    expect(requests.urls).toEqual([]);
  });

  it("goes on from the server's page: Load more asks for its next cursor, a live change reads the list again", async () => {
    const initial = firstView();
    const view = await serverThenBrowser(() => dashboard(initial));
    const more = view.host.querySelector<HTMLButtonElement>('[data-testid="goals-load-more"]');
    await act(async () => more?.click());
    expect(requests.urls).toHaveLength(1);
    expect(requests.urls[0]).toContain("/api/v1/goals?");
    expect(requests.urls[0]).toContain("cursor=cursor-2");

    requests.urls.length = 0;
    await emit("goals:changed", { goalIds: ["g".repeat(24)] });
    await settle(900);
    expect(requests.urls.some((url) => url.includes("/api/v1/goals?") && !url.includes("cursor="))).toBe(
      true,
    );
    expect(requests.urls.some((url) => url.includes("/api/v1/goals/counts"))).toBe(true);
  });

  it("does not show the server's My goals under another tab: that tab is read", async () => {
    place.search = new URLSearchParams("active=team-goals");
    const initial = firstView();
    const view = await serverThenBrowser(() => dashboard(initial));
    expect(textOf(view.html)).not.toContain("Grow the newsletter");
    expect(view.errors).toEqual([]);
    expect(requests.urls.some((url) => url.includes("active=team-goals"))).toBe(true);
  });

  it("opened again with the same server answer (the router's cache), shows what it has and reads again", async () => {
    const initial = firstView();
    const first = await serverThenBrowser(() => dashboard(initial));
    first.unmount();
    expect(requests.urls).toEqual([]);
    const again = await mountInBrowser(dashboard(initial));
    expect(again.host.textContent).toContain("Grow the newsletter");
    expect(requests.urls.some((url) => url.includes("/api/v1/goals?"))).toBe(true);
    expect(requests.urls.some((url) => url.includes("/api/v1/goals/counts"))).toBe(true);
  });
});

const goalId = "g".repeat(24);
const detail = (): GoalDetail => ({
  ...summary(goalId, "Grow the newsletter"),
  description: "Twice the readers by spring",
  members: [],
  parent: null,
  subGoals: [],
  reminder: "weekly",
  weighted: false,
  startingValue: 0,
  targetValue: 100,
  currentValue: 40,
  projects: [],
  tasks: [],
  // 23:30 UTC: another day in Tokyo, so a time written in the server's zone would not match.
  checkIns: [
    {
      id: "c".repeat(24),
      kind: "manual",
      progress: 0.4,
      value: 40,
      note: "Spring issue sent",
      actor: owner,
      createdAt: "2026-02-01T23:30:00.000Z",
    },
  ],
  nextReminderAt: "2026-02-08T23:30:00.000Z",
  createdAt: "2026-01-01T23:30:00.000Z",
  rights: { edit: true, delete: true },
});

const goalPage = (initial: GoalDetail | null) => {
  const goalProps = { goalId, initial, children: null };
  return createElement(
    GoalsViewerProvider,
    viewerProps,
    createElement(GoalProvider, goalProps, createElement(GoalView)),
  );
};

describe("a goal's page", () => {
  beforeEach(() => {
    place.pathname = `/goals/${goalId}`;
  });

  it("comes with the goal in the HTML, hydrates without a mismatch and reads nothing on mount", async () => {
    const initial = detail();
    const view = await serverThenBrowser(() => goalPage(initial));
    const text = textOf(view.html);
    expect(text).toContain("Grow the newsletter");
    expect(text).toContain("Spring issue sent");
    expect(text).toContain("Twice the readers by spring");
    expect(view.errors).toEqual([]);
    expect(requests.urls).toEqual([]);
  });

  it("writes no instant in the server's HTML (the browser's zone is not known there), then the browser's", async () => {
    const initial = detail();
    const view = await serverThenBrowser(() => goalPage(initial));
    // The check-in's time, the next reminder and when the goal was created and changed.
    expect(textOf(view.html)).not.toMatch(/23:30|1 Jan 2026/);
    expect(view.errors).toEqual([]);
    const local = (iso: string) =>
      new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false }).format(
        new Date(iso),
      );
    expect(view.host.textContent).toContain(local("2026-02-01T23:30:00.000Z"));
  });

  it("reads the goal again when a live change names it", async () => {
    const initial = detail();
    await serverThenBrowser(() => goalPage(initial));
    expect(requests.urls).toEqual([]);
    await emit("goals:changed", { goalIds: [goalId] });
    await settle(600);
    expect(requests.urls.filter((url) => url.endsWith(`/api/v1/goals/${goalId}`))).toHaveLength(1);
  });

  it("without the server's goal, loads it in the browser as before", async () => {
    const view = await serverThenBrowser(() => goalPage(null));
    expect(view.html).toContain('aria-busy="true"');
    expect(requests.urls.filter((url) => url.endsWith(`/api/v1/goals/${goalId}`))).toHaveLength(1);
  });
});
