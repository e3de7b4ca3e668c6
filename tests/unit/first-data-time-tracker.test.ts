/**
 * @jest-environment jsdom
 */
// The time tracker's timer tab shows its entries from the server's response (issue 42): with a saved
// time zone the week's entries, their day and week headings and running times are in the HTML,
// hydrate without a mismatch, make no request on mount, and go on from there: live changes, "Load
// more", a read once the user room is heard, and a later visit that reads again. Without a saved
// zone (the days are the browser's) the browser reads them as before.
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { queryCache } from "@/lib/client/query/cache";
import { EntriesList } from "@/modules/time-tracker/components/entries-list";
import { TimerBar } from "@/modules/time-tracker/components/timer-bar";
import { TimeTrackerProvider } from "@/modules/time-tracker/components/time-tracker-context";
import { TimesheetTab } from "@/modules/time-tracker/components/timesheet/timesheet-tab";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import { timesheetWeek } from "@/modules/time-tracker/shared/timesheet";
import { browserTimeZone } from "@/lib/time/time-zone";
import type {
  EntryPage,
  TimeEntryItem,
  TimeTrackerFirstEntries,
  TimeTrackerInfo,
  TimesheetFirstWeek,
} from "@/modules/time-tracker/shared/types";
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

jest.mock("@mantine/dates/styles.css", () => ({}));
jest.mock("@/modules/time-tracker/components/entries.module.css", () => ({ row: "row" }));
jest.mock("@/modules/time-tracker/components/task-picker.module.css", () => ({}));
jest.mock("@/modules/time-tracker/components/row-fields.module.css", () => ({}));
jest.mock("@/modules/time-tracker/components/timesheet/timesheet.module.css", () => ({}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/time-tracker/x",
  useSearchParams: () => new URLSearchParams(""),
}));

// The tab's socket: not connected until the test says so (as while a page hydrates).
const mockSocket = {
  connected: false,
  handlers: new Map<string, Set<(payload: unknown) => void>>(),
};
jest.mock("socket.io-client", () => ({
  io: () => ({
    get connected() {
      return mockSocket.connected;
    },
    on: (event: string, handler: (payload: unknown) => void) => {
      if (!mockSocket.handlers.has(event)) mockSocket.handlers.set(event, new Set());
      mockSocket.handlers.get(event)!.add(handler);
    },
    off: (event: string, handler: (payload: unknown) => void) =>
      mockSocket.handlers.get(event)?.delete(handler),
    io: { on: () => undefined, off: () => undefined },
  }),
}));
const emit = (event: string, payload?: unknown) =>
  act(async () => {
    for (const handler of mockSocket.handlers.get(event) ?? []) handler(payload);
  });

browserShims();
// Mantine's views render slowly in jsdom.
jest.setTimeout(30_000);
let requests: Requests;
beforeEach(() => {
  requests = recordRequests();
  mockSocket.connected = false;
  queryCache.clear();
});
afterEach(unmountAll);

const MODULE = "m".repeat(24);
const ZONE = "America/New_York";
// Wednesday 4 March 2026, 10:00 in New York.
const RENDERED_AT = Date.parse("2026-03-04T15:00:00Z");

function entry(id: string, start: string, end: string | null, description = `Entry ${id}`): TimeEntryItem {
  return {
    id,
    moduleId: MODULE,
    description,
    start,
    end,
    isBillable: false,
    tags: [],
    task: null,
    state: end ? "Stopped" : "Running",
  };
}

const running = entry("r", "2026-03-04T14:50:00Z", null, "Writing the brief");
const page: EntryPage = {
  data: [
    running,
    entry("a", "2026-03-04T13:00:00Z", "2026-03-04T14:00:00Z", "Planning"),
    // 23:30 on Monday in New York (already Tuesday in UTC).
    entry("b", "2026-03-03T04:30:00Z", "2026-03-03T05:00:00Z", "Late call"),
  ],
  nextCursor: "cursor-2",
  dayTotals: { "2026-03-04": 3600 + 600, "2026-03-02": 1800 },
};

const info: TimeTrackerInfo = {
  id: MODULE,
  name: "Hours",
  project: null,
  access: { add: true, edit: true, delete: true, manageMembers: false },
  tags: [],
  running: { entry: running, module: { id: MODULE, name: "Hours" } },
};

/** The timer tab as the layout renders it, with what the server read (or nothing). */
function view(
  savedZone: string | null,
  firstEntries: TimeTrackerFirstEntries | null,
  toldZone: string | null = null,
) {
  // The children come as createElement's arguments (typed props still name them).
  const provider = { info, savedZone, toldZone, firstEntries, renderedAt: RENDERED_AT, children: null };
  return function timerTab() {
    return createElement(TimeTrackerProvider, provider, createElement(TimerBar), createElement(EntriesList));
  };
}

const entryReads = () => requests.urls.filter((url) => url.includes(`/time-tracker/${MODULE}/entry`));
const shownEntries = (host: HTMLElement) =>
  [...host.querySelectorAll("[data-testid=time-entry]")].map((row) => row.getAttribute("data-entry-id"));

describe("the timer tab's first entries", () => {
  it("are in the server's HTML in the saved zone, hydrate without a mismatch and are not read again", async () => {
    const { html, host, errors } = await serverThenBrowser(view(ZONE, { zone: ZONE, page }));
    const text = textOf(html);
    for (const shown of ["This week", "Week total 01:40:00", "Today", "Mon, Mar 2, 2026"])
      expect(text).toContain(shown);
    // Descriptions are fields of editable entries.
    for (const description of ["Planning", "Writing the brief", "Late call"])
      expect(html).toContain(`value="${description}"`);
    // The Monday entry is Monday's in New York; the running one counts up to the render.
    expect(html).toContain('data-day="2026-03-02"');
    expect(text).toContain("00:10:00");
    expect(text).not.toContain("--:--:--");
    expect(html).not.toContain('aria-busy="true"');
    expect(errors).toEqual([]);
    expect(shownEntries(host)).toEqual(["r", "a", "b"]);
    expect(requests.urls).toEqual([]);
  });

  it("go on from there: live changes, Load more from the server's cursor, a read once the room is heard", async () => {
    const { host } = await serverThenBrowser(view(ZONE, { zone: ZONE, page }));
    const added = entry("c", "2026-03-04T14:20:00Z", "2026-03-04T14:40:00Z", "Review");
    await emit("time:entries", {
      moduleId: MODULE,
      changed: [added],
      deleted: ["b"],
      running: null,
      clientId: null,
    });
    expect(shownEntries(host)).toEqual(["r", "c", "a"]);

    const more = host.querySelector<HTMLButtonElement>("[data-testid=load-more]")!;
    await act(async () => more.click());
    expect(entryReads()).toHaveLength(1);
    expect(entryReads()[0]).toContain("cursor=cursor-2");

    mockSocket.connected = true;
    await emit("connect");
    await settle();
    expect(requests.urls.some((url) => url.endsWith(`/time-tracker/${MODULE}`))).toBe(true);
    expect(entryReads().filter((url) => !url.includes("cursor="))).toEqual([
      expect.stringContaining(`tz=${encodeURIComponent(ZONE)}`),
    ]);
  });

  it("mounted again later with the same page (the router's cache), reads its entries", async () => {
    const firstEntries = { zone: ZONE, page };
    const first = await serverThenBrowser(view(ZONE, firstEntries));
    first.unmount();
    expect(entryReads()).toEqual([]);
    const host = document.createElement("div");
    const root = createRoot(host);
    await act(async () => root.render(inApp(view(ZONE, firstEntries)())));
    await settle();
    expect(entryReads()).toHaveLength(1);
    act(() => root.unmount());
  });

  it("with the socket connected already (a visit from another page), are read again at once", async () => {
    mockSocket.connected = true;
    await serverThenBrowser(view(ZONE, { zone: ZONE, page }));
    await settle();
    expect(entryReads()).toHaveLength(1);
  });

  it("without a saved zone are not in the HTML (the days are the browser's) and the browser reads them", async () => {
    const { html, errors } = await serverThenBrowser(view(null, null));
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("Planning");
    expect(errors).toEqual([]);
    expect(entryReads()).toHaveLength(1);
  });

  it("on Automatic are in the HTML in the zone the browser told, and are not read again there", async () => {
    const here = browserTimeZone();
    const { html, host, errors } = await serverThenBrowser(view(null, { zone: here, page }, here));
    expect(html).toContain('value="Planning"');
    expect(html).not.toContain('aria-busy="true"');
    expect(errors).toEqual([]);
    expect(shownEntries(host)).toEqual(["r", "a", "b"]);
    expect(entryReads()).toEqual([]);
  });

  it("on Automatic, from a browser that has moved since it told its zone, hydrate and are read in its own", async () => {
    const here = browserTimeZone();
    expect(here).not.toBe(ZONE);
    const { html, errors } = await serverThenBrowser(view(null, { zone: ZONE, page }, ZONE));
    expect(html).toContain('data-day="2026-03-02"');
    expect(errors).toEqual([]);
    await settle();
    expect(entryReads()).toEqual([expect.stringContaining(`tz=${encodeURIComponent(here)}`)]);
  });
});

// The timesheet's week is the one of the browser's clock once hydrated: these render at the real now.
const NOW = Date.now();
const WEEK = timesheetWeek(localDay(NOW, ZONE), ZONE);
const at = (hours: number) => new Date(WEEK.from.getTime() + hours * 3600_000).toISOString();
const weekEntries = [entry("w2", at(26), at(27), "Late call"), entry("w1", at(1), at(2), "Planning")];

/** The timesheet tab as the layout renders it on `?active=timesheet`, with the week the server read. */
function timesheet(firstWeek: TimesheetFirstWeek | null) {
  const provider = {
    info: { ...info, running: null },
    savedZone: ZONE,
    firstEntries: null,
    firstWeek,
    renderedAt: NOW,
    children: null,
  };
  return function timesheetTab() {
    return createElement(TimeTrackerProvider, provider, createElement(TimesheetTab));
  };
}
const weekReads = () => entryReads().filter((url) => url.includes("from="));
const firstWeek = (week: { from: Date; to: Date }): TimesheetFirstWeek => ({
  zone: ZONE,
  from: week.from.toISOString(),
  to: week.to.toISOString(),
  entries: weekEntries,
});

describe("the timesheet's first week", () => {
  it("is in the server's HTML, hydrates without a mismatch, and is read again once the room is heard", async () => {
    const { html, host, errors } = await serverThenBrowser(timesheet(firstWeek(WEEK)));
    const text = textOf(html);
    expect(html).toContain('data-testid="timesheet-row"');
    for (const shown of ["Planning", "Late call"]) expect(text).toContain(shown);
    expect(html).not.toContain('data-testid="timesheet-loading"');
    expect(errors).toEqual([]);
    expect(host.querySelectorAll("[data-testid=timesheet-row]")).toHaveLength(2);
    expect(weekReads()).toEqual([]);

    mockSocket.connected = true;
    await emit("connect");
    await settle();
    expect(weekReads()).toEqual([
      expect.stringContaining(`from=${encodeURIComponent(WEEK.from.toISOString())}`),
    ]);
  });

  it("of another week is not shown: the browser reads the week it shows", async () => {
    const before = timesheetWeek(localDay(WEEK.from.getTime() - 3 * 86_400_000, ZONE), ZONE);
    const { html, errors } = await serverThenBrowser(timesheet(firstWeek(before)));
    expect(html).toContain('data-testid="timesheet-loading"');
    expect(errors).toEqual([]);
    await settle();
    expect(weekReads()).toEqual([
      expect.stringContaining(`from=${encodeURIComponent(WEEK.from.toISOString())}`),
    ]);
  });
});
