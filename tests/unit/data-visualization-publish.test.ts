/**
 * @jest-environment jsdom
 */
import { act, createElement } from "react";
import { queryCache } from "@/lib/client/query/cache";
import { browserTimeZone } from "@/lib/time/time-zone";
import { PublicDashboardView } from "@/modules/data-visualization/components/public/public-dashboard-view";
import { labelContext, type Translate } from "@/modules/data-visualization/components/charts/chart-labels";
import {
  publicChartSource,
  publicChartSpec,
} from "@/modules/data-visualization/components/public/public-chart-spec";
import {
  closedStateOf,
  gridPlace,
  isStale,
  lockedFilterParts,
  PUBLIC_REFRESH_MS,
  SHARE_TOKEN,
  type PublicFirst,
} from "@/modules/data-visualization/components/public/public-first";
import {
  expiryInstant,
  newShareValues,
  shareBody,
  shareFormErrors,
  withShare,
} from "@/modules/data-visualization/components/publish/share-values";
import { NO_FILTERS, type Filters } from "@/modules/data-visualization/shared/filters";
import type { PublicChart, PublicDashboard, Share } from "@/modules/data-visualization/shared/shares";
import {
  browserShims,
  mountInBrowser,
  serverThenBrowser,
  settle,
  textOf,
  unmountAll,
} from "./helpers/first-render";

// Published dashboards (issue 37): the Publish dialog's form rules and list, and how the public page
// draws a published chart (a ChartSpec from its `axis`), reads its states and places its charts; then
// the public page's first view: the dashboard, its password form or why it does not open in the
// server's HTML, hydrated without a mismatch, read once in the browser when the server could not.

jest.mock("@/modules/data-visualization/components/public/public-grid.module.css", () => ({}));
jest.mock("@/components/grid/grid-layout.module.css", () => ({}));
jest.mock("@mantine/dates/styles.css", () => ({}));
// The drawings load after the page (recharts, measured in the browser): not what is tested here.
jest.mock("@/modules/data-visualization/components/charts/chart-plot", () => ({
  __esModule: true,
  default: () => null,
}));

const chart = (axis: PublicChart["axis"], style: PublicChart["style"] = "bar"): PublicChart => ({
  id: "c1",
  name: "Workload",
  style,
  color: "primary",
  axis,
  x: 6,
  y: 10,
  w: 6,
  h: 8,
});

const t = Object.assign(
  (key: string, values?: Record<string, string | number>) =>
    values ? `${key}(${JSON.stringify(values)})` : key,
  { has: () => false },
) as Translate;

describe("a published chart's spec", () => {
  it("keeps an entity chart's X and Y options and its date bucket", () => {
    expect(publicChartSpec(chart({ entity: "tasks", x: "date", y: "task-count", bucket: "month" }))).toEqual({
      name: "Workload",
      style: "bar",
      color: "primary",
      source: { type: "entity", entity: "tasks", x: "date", y: "task-count", bucket: "month" },
    });
    // No date X: the bucket is irrelevant (the schema's default).
    expect(publicChartSource({ entity: "tasks", x: "assignee", y: "task-count", bucket: null })).toEqual({
      type: "entity",
      entity: "tasks",
      x: "assignee",
      y: "task-count",
      bucket: "week",
    });
  });

  it("reads a table's or a file's points by their bucket, with their own labels", () => {
    const source = publicChartSource({ entity: null, x: null, y: "sum", bucket: "month" });
    expect(source).toMatchObject({ type: "dataset", y: "sum", bucket: "month", column: null, groupBy: null });
    const ctx = labelContext({ style: "line", source }, "en", t);
    expect(ctx).toMatchObject({ xOption: null, yOption: null, bucket: "month", burn: false });
  });

  it("reads a query's date keys as days, and never names an aggregate it was not given", () => {
    const source = publicChartSource({ entity: null, x: null, y: null, bucket: null });
    expect(source).toMatchObject({ type: "dataset", y: "count", bucket: "day" });
    expect(labelContext({ style: "bar", source }, "en", t).bucket).toBe("day");
    expect(publicChartSource({ entity: null, x: null, y: "median", bucket: "week" })).toMatchObject({
      y: "count",
    });
  });

  it("keeps a burn chart a burn chart (its series are scope, done…)", () => {
    const spec = publicChartSpec(
      chart({ entity: "tasks", x: "date", y: "task-count", bucket: "day" }, "burnup"),
    );
    expect(labelContext(spec, "en", t)).toMatchObject({ burn: true, bucket: "day" });
  });
});

describe("the public page's rules", () => {
  it("tells a revoked or unknown link from an expired one, and nothing else", () => {
    expect(closedStateOf(404)).toBe("not-found");
    expect(closedStateOf(410)).toBe("expired");
    expect(closedStateOf(429)).toBeNull();
    expect(closedStateOf(500)).toBeNull();
    expect(closedStateOf(undefined)).toBeNull();
  });

  it("reads again five minutes after the last read", () => {
    expect(PUBLIC_REFRESH_MS).toBe(300_000);
    expect(isStale(1_000, 1_000 + PUBLIC_REFRESH_MS - 1)).toBe(false);
    expect(isStale(1_000, 1_000 + PUBLIC_REFRESH_MS)).toBe(true);
  });

  it("accepts tokens of the API's shape only", () => {
    expect(SHARE_TOKEN.test("a".repeat(43))).toBe(true);
    expect(SHARE_TOKEN.test("Ab-_9".repeat(9))).toBe(true);
    expect(SHARE_TOKEN.test("short")).toBe(false);
    expect(SHARE_TOKEN.test(`${"a".repeat(40)}/..`)).toBe(false);
  });

  it("places a chart in its 12-column cell, its rows told for one column", () => {
    expect(gridPlace({ x: 6, y: 10, w: 6, h: 8 })).toEqual({
      "--grid-column": "7 / span 6",
      "--grid-row": "11 / span 8",
      "--grid-rows": 8,
    });
  });

  it("writes the locked filters without names a visitor may not read", () => {
    const days = ({ from, to }: { from: string; to: string }) => `${from}..${to}`;
    expect(lockedFilterParts(NO_FILTERS, t, days)).toEqual([
      "periods.all",
      "chart.filters.allProjects",
      "chart.filters.everyone",
    ]);
    const locked: Filters = {
      period: "custom",
      from: "2026-01-01",
      to: "2026-03-31",
      projectIds: ["a".repeat(24), "b".repeat(24)],
      personIds: ["c".repeat(24)],
    };
    expect(lockedFilterParts(locked, t, days)).toEqual([
      "2026-01-01..2026-03-31",
      'public.projects({"count":2})',
      'public.people({"count":1})',
    ]);
    expect(lockedFilterParts({ ...NO_FILTERS, period: "last-30-days" }, t, days)[0]).toBe(
      "periods.last-30-days",
    );
  });
});

describe("the new link's form", () => {
  const now = new Date(2026, 4, 1, 12, 0, 0);
  const values = newShareValues({
    ...NO_FILTERS,
    period: "this-month",
    from: "2026-01-01",
    to: "2026-01-02",
  });

  it("starts from the dashboard's filters, without a password or an expiry", () => {
    expect(values).toEqual({
      password: "",
      expiresAt: null,
      filters: { period: "this-month", from: null, to: null, projectIds: [], personIds: [] },
    });
    expect(shareFormErrors(values, now)).toEqual({});
    expect(shareBody(values)).toEqual({ password: null, expiresAt: null, filters: values.filters });
  });

  it("wants a password of 4 to 200 characters, or none", () => {
    expect(shareFormErrors({ ...values, password: "abc" }, now)).toEqual({
      password: "validation.sharePasswordLength",
    });
    expect(shareFormErrors({ ...values, password: "x".repeat(201) }, now).password).toBeDefined();
    expect(shareFormErrors({ ...values, password: "abcd" }, now)).toEqual({});
    expect(shareBody({ ...values, password: "abcd" }).password).toBe("abcd");
  });

  it("reads the expiry in the browser's zone and wants it in the future", () => {
    expect(expiryInstant("2026-05-01 18:30:00")).toEqual(new Date(2026, 4, 1, 18, 30, 0));
    expect(expiryInstant("2026-05-01T18:30")).toEqual(new Date(2026, 4, 1, 18, 30, 0));
    expect(expiryInstant("soon")).toBeNull();
    expect(expiryInstant(null)).toBeNull();
    expect(shareFormErrors({ ...values, expiresAt: "2026-05-01 11:59:00" }, now)).toEqual({
      expiresAt: "validation.shareExpiryInvalid",
    });
    expect(shareFormErrors({ ...values, expiresAt: "2026-05-01 12:00:00" }, now).expiresAt).toBeDefined();
    expect(shareFormErrors({ ...values, expiresAt: "soon" }, now).expiresAt).toBeDefined();
    const later = { ...values, expiresAt: "2026-05-02 09:00:00" };
    expect(shareFormErrors(later, now)).toEqual({});
    expect(shareBody(later).expiresAt).toBe(new Date(2026, 4, 2, 9, 0, 0).toISOString());
  });

  it("wants both days of a custom period, in order", () => {
    const custom = (from: string | null, to: string | null) => ({
      ...values,
      filters: { ...values.filters, period: "custom" as const, from, to },
    });
    expect(shareFormErrors(custom("2026-01-01", null), now)).toEqual({
      filters: "validation.chartPeriodInvalid",
    });
    expect(shareFormErrors(custom("2026-02-01", "2026-01-01"), now).filters).toBeDefined();
    expect(shareFormErrors(custom("2026-01-01", "2026-01-31"), now)).toEqual({});
    expect(shareBody(custom("2026-01-01", "2026-01-31")).filters).toMatchObject({
      period: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });
});

describe("the list of links", () => {
  const share = (id: string, state: Share["state"] = "active"): Share => ({
    id,
    url: `http://localhost/d/${id.repeat(43).slice(0, 43)}`,
    hasPassword: false,
    expiresAt: null,
    filters: NO_FILTERS,
    state,
    views: 0,
    lastViewedAt: null,
    createdBy: { id: "u", name: "Mia" },
    createdAt: "2026-05-01T10:00:00.000Z",
  });

  it("puts a new link first and a revoked one in its place", () => {
    const list = [share("b"), share("a")];
    expect(withShare(list, share("c")).map((one) => one.id)).toEqual(["c", "b", "a"]);
    expect(withShare(undefined, share("c")).map((one) => one.id)).toEqual(["c"]);
    const revoked = withShare(list, share("a", "revoked"));
    expect(revoked.map((one) => [one.id, one.state])).toEqual([
      ["b", "active"],
      ["a", "revoked"],
    ]);
  });
});

// The public page /d/{token} ----------------------------------------------------------------------

type Answer = { status: number; body: unknown };
const token = "T".repeat(43);

/** Replaces `fetch`: records every call, answers with `answer(url, init)` (pending when undefined). */
function fakeFetch(answer: (url: string, init?: RequestInit) => Answer | undefined) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const reply = answer(url, init);
    if (!reply) return new Promise<Response>(() => undefined);
    // jsdom has no Response: what lib/client/api.ts reads of one.
    const response = {
      ok: reply.status < 400,
      status: reply.status,
      statusText: "",
      json: () => Promise.resolve(reply.body),
    };
    return Promise.resolve(response as unknown as Response);
  }) as typeof fetch;
  return calls;
}

describe("the public page's first view", () => {
  browserShims();
  const zone = browserTimeZone();
  const open: PublicDashboard = {
    access: "open",
    name: "Client report",
    description: "Where the project stands",
    sharedBy: "Mia Member",
    filters: { ...NO_FILTERS, projectIds: ["a".repeat(24)] },
    expiresAt: null,
    charts: [
      {
        ...chart({ entity: "tasks", x: "assignee", y: "task-count", bucket: null }, "number"),
        id: "n1",
        name: "Open tasks",
      },
      {
        ...chart({ entity: "tasks", x: "assignee", y: "task-count", bucket: null }),
        id: "b1",
        name: "Workload",
      },
    ],
    data: [
      {
        id: "n1",
        points: [{ key: "total", label: null, series: null, seriesLabel: null, value: 1234 }],
        truncated: false,
        previous: null,
        period: null,
        zone,
        error: null,
      },
      {
        id: "b1",
        points: [{ key: "u1", label: "Ana", series: null, seriesLabel: null, value: 3 }],
        truncated: false,
        previous: null,
        period: null,
        zone,
        error: null,
      },
    ],
    readAt: "2026-05-01T10:00:00.000Z",
  };
  const view = (first: PublicFirst | null, told: string | null) =>
    function PublicPage() {
      return createElement(PublicDashboardView, { token, first, told });
    };

  beforeEach(() => queryCache.clear());
  afterEach(unmountAll);

  it("shows the dashboard read in the zone the browser told, reading nothing on mount", async () => {
    const calls = fakeFetch(() => undefined);
    const page = await serverThenBrowser(view({ kind: "answer", zone, dashboard: open }, zone));
    const text = textOf(page.html);
    expect(text).toContain("Client report");
    expect(text).toContain("Where the project stands");
    expect(text).toContain("Shared by Mia Member");
    expect(text).toContain("Showing: All time · 1 project · Everyone");
    expect(text).toContain("Open tasks");
    expect(text).toContain("1,234");
    expect(text).toContain("Workload");
    expect(page.html).toContain("--grid-column:7 / span 6");
    expect(page.html).not.toContain("chart-menu");
    expect(page.errors).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("asks for the password of a locked link, then shows what the server opens", async () => {
    const calls = fakeFetch((url, init) =>
      init?.method === "POST" && url.includes(`/public/dashboards/${token}/unlock`)
        ? (init.body as string).includes("wrong")
          ? { status: 400, body: { message: ["Wrong password"] } }
          : { status: 200, body: open }
        : undefined,
    );
    const page = await serverThenBrowser(
      view({ kind: "answer", zone, dashboard: { access: "locked" } }, zone),
    );
    expect(textOf(page.html)).toContain("This dashboard has a password");
    expect(page.errors).toEqual([]);
    const input = page.host.querySelector<HTMLInputElement>('[data-testid="public-unlock-password"]')!;
    const form = page.host.querySelector<HTMLFormElement>('[data-testid="public-unlock"]')!;
    const type = (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
    await act(async () => form.requestSubmit());
    expect(page.host.textContent).toContain("Enter the password");
    expect(calls).toEqual([]);
    await type("wrong one");
    await act(async () => form.requestSubmit());
    await settle(10);
    expect(page.host.textContent).toContain("Wrong password");
    await type("open-sesame");
    await act(async () => form.requestSubmit());
    await settle(10);
    expect(page.host.textContent).toContain("Client report");
    expect(page.host.textContent).toContain("1,234");
    expect(calls.map((call) => [call.method, call.body])).toEqual([
      ["POST", { password: "wrong one" }],
      ["POST", { password: "open-sesame" }],
    ]);
    expect(calls[1]!.url).toContain(`zone=${encodeURIComponent(zone)}`);
  });

  it("says why a link does not open, without asking again", async () => {
    const calls = fakeFetch(() => undefined);
    const gone = await serverThenBrowser(view({ kind: "closed", state: "not-found" }, null));
    expect(textOf(gone.html)).toContain("This link does not open: it may have been revoked.");
    expect(gone.errors).toEqual([]);
    const expired = await serverThenBrowser(view({ kind: "closed", state: "expired" }, null));
    expect(textOf(expired.html)).toContain("This link has expired.");
    expect(calls).toEqual([]);
  });

  it("without a zone the server knows, reads once in the browser's zone", async () => {
    const calls = fakeFetch(() => ({ status: 404, body: { message: ["This link does not open"] } }));
    const page = await serverThenBrowser(view(null, null));
    expect(page.html).toContain('data-state="loading"');
    expect(page.errors).toEqual([]);
    await settle(10);
    expect(calls.map((call) => call.url)).toEqual([
      `/api/v1/public/dashboards/${token}?zone=${encodeURIComponent(zone)}`,
    ]);
    expect(page.host.textContent).toContain("Link not available");
  });
});

describe("the Publish dialog", () => {
  browserShims();
  beforeEach(() => queryCache.clear());
  afterEach(unmountAll);
  const moduleId = "a".repeat(24);
  const dashboardId = "b".repeat(24);
  const made: Share = {
    id: "c".repeat(24),
    url: `http://localhost:3000/d/${"Z".repeat(43)}`,
    hasPassword: true,
    expiresAt: null,
    filters: { ...NO_FILTERS, period: "last-30-days" },
    state: "active",
    views: 0,
    lastViewedAt: null,
    createdBy: { id: "u", name: "Mia Member" },
    createdAt: "2026-05-01T10:00:00.000Z",
  };

  it("lists no links yet, checks the password, and shows the new link's address at once", async () => {
    const calls = fakeFetch((url, init) => {
      if (!url.endsWith(`/dashboards/${dashboardId}/shares`)) return undefined;
      return init?.method === "POST" ? { status: 201, body: made } : { status: 200, body: [] };
    });
    const { PublishDialog } = await import("@/modules/data-visualization/components/publish/publish-dialog");
    await mountInBrowser(
      createElement(PublishDialog, {
        moduleId,
        dashboardId,
        workspaceId: "d".repeat(24),
        dashboardFilters: { ...NO_FILTERS, period: "last-30-days" },
        opened: true,
        onClose: () => undefined,
      }),
    );
    await settle(10);
    const body = document.body;
    expect(body.textContent).toContain("anyone who has its address");
    expect(body.querySelector('[data-testid="shares-empty"]')?.textContent).toBe("No published links yet");
    const password = body.querySelector<HTMLInputElement>('[data-testid="share-password"]')!;
    const form = body.querySelector<HTMLFormElement>('[data-testid="share-form"]')!;
    const type = (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(password, value);
        password.dispatchEvent(new Event("input", { bubbles: true }));
      });
    await type("abc");
    await act(async () => form.requestSubmit());
    expect(body.textContent).toContain("The password must be 4 to 200 characters.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await type("abcd");
    await act(async () => form.requestSubmit());
    await settle(10);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      {
        password: "abcd",
        expiresAt: null,
        filters: { period: "last-30-days", from: null, to: null, projectIds: [], personIds: [] },
      },
    ]);
    expect(body.querySelector<HTMLInputElement>('[data-testid="share-created-url"]')?.value).toBe(made.url);
    expect(document.activeElement?.getAttribute("data-testid")).toBe("share-created-url-copy");
    const row = body.querySelector('[data-testid="share-row"]');
    expect(row?.getAttribute("data-state")).toBe("active");
    expect(row?.textContent).toContain("Active");
    expect(row?.textContent).toContain("Password");
    expect(row?.textContent).toContain("No expiry");
    expect(row?.textContent).toContain("No views yet");
    expect(body.querySelector('[data-testid="shares-empty"]')).toBeNull();
  });
});
