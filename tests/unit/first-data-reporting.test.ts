/**
 * @jest-environment jsdom
 */
// The reporting pages show their content from the server's response (issue 42): the dashboard's
// saved reports, and a report's first figures when the server knows the zone they are read in (the
// user's saved zone): in the HTML, hydrated without a mismatch, no request on mount. Without a
// saved zone, or for another period than the page's own, the browser reads them as before.
import { createElement, type ReactNode } from "react";
import { ReportView } from "@/components/reporting/report-view";
import { ReportingProvider } from "@/components/reporting/reporting-context";
import { ReportingDashboard } from "@/components/reporting/reporting-dashboard";
import { queryCache } from "@/lib/client/query/cache";
import { DEFAULT_PERIOD_PRESET, presetPeriod } from "@/lib/reporting/periods";
import type { ReportData, ReportFirstView, ReportSummary } from "@/lib/reporting/types";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import {
  browserShims,
  recordRequests,
  serverThenBrowser,
  textOf,
  unmountAll,
  type Requests,
} from "./helpers/first-render";
import { place } from "./helpers/fakes";

jest.mock("@mantine/dates/styles.css", () => ({}));
jest.mock("@mantine/charts/styles.css", () => ({}));
jest.mock("@/components/reporting/reporting.module.css", () => ({}));
// The charts load after the page (recharts, measured in the browser): not what is tested here.
jest.mock("@/components/reporting/widget-chart", () => ({ __esModule: true, default: () => null }));
jest.mock("@/components/reporting/widget-donut", () => ({ __esModule: true, default: () => null }));

jest.mock("next/navigation", () => jest.requireActual("./helpers/fakes").navigation);

browserShims();
let requests: Requests;
beforeEach(() => {
  requests = recordRequests();
  place.pathname = "/reporting/my-organization";
  place.search = new URLSearchParams("");
  queryCache.clear();
});
afterEach(unmountAll);

const userId = "u".repeat(24);
const DAY_MS = 86_400_000;
const ZONE = "Europe/Madrid";
// The server's today in the saved zone, and the page's own period around it (the last 90 days).
const TODAY = localDay(Date.now(), ZONE);
const PERIOD = presetPeriod(DEFAULT_PERIOD_PRESET, TODAY);

const saved = (): ReportSummary => ({
  id: "r".repeat(24),
  title: "Platform quarterly",
  owner: { id: userId, name: "Ada", image: null },
  members: [],
  projects: [],
  period: { from: "2026-01-01", to: "2026-03-31" },
  widgets: ["cycle-time"],
  shared: false,
  updatedAt: "2026-03-01T10:00:00.000Z",
  rights: { edit: true, delete: true },
});

const figures = (): ReportData => ({
  scope: { period: PERIOD, memberIds: [], projectIds: [] },
  zone: ZONE,
  widgets: ["throughput", "cycle-time"],
  throughput: [
    { week: "2026-W10", start: "2026-03-02", count: 7 },
    { week: "2026-W11", start: "2026-03-09", count: 5 },
  ],
  cycleTime: { count: 2, median: 3 * DAY_MS, p85: 3.7 * DAY_MS },
});

const provider = (savedZone: string | null, today: string | null, child: ReactNode) => {
  const props = { workspaceId: "w".repeat(24), userId, savedZone, today, children: null };
  return createElement(ReportingProvider, props, child);
};

describe("the reporting dashboard", () => {
  it("comes with the saved reports in the HTML and reads nothing on mount", async () => {
    const initial = { data: [saved()] };
    const view = await serverThenBrowser(() =>
      provider(null, null, createElement(ReportingDashboard, { initial })),
    );
    expect(textOf(view.html)).toContain("Platform quarterly");
    expect(view.errors).toEqual([]);
    expect(requests.urls).toEqual([]);
  });
});

const report = (reportId: string, initial: ReportFirstView | null, zone: string | null = ZONE) =>
  provider(zone, zone ? TODAY : null, createElement(ReportView, { reportId, initial }));

describe("a report", () => {
  it("comes with its first figures when the server knows the zone: in the HTML, no request on mount", async () => {
    const initial: ReportFirstView = {
      summary: null,
      figures: { zone: ZONE, period: PERIOD, data: figures() },
    };
    const view = await serverThenBrowser(() => report("my-organization", initial));
    const text = textOf(view.html);
    // The cycle time's figures and the throughput's total, not placeholders.
    expect(view.html).toContain('data-testid="cycle-time-median"');
    expect(text).toContain("3 days");
    expect(text).toContain("3.7 days");
    expect(text).toContain("12");
    expect(view.html).not.toContain('data-testid="report-widget-throughput-loading"');
    expect(view.errors).toEqual([]);
    // No report read (the filters' pickers read their people and projects, as before).
    expect(requests.urls.filter((url) => url.includes("/api/v1/reports"))).toEqual([]);
  });

  it("writes the period as the browser does, whatever spaces the server's ICU puts around the dash", async () => {
    // The server's ICU writes thin spaces around a range's dash (Node's), the browser's plain ones.
    const original = Intl.DateTimeFormat.prototype.formatRange;
    const formatRange = jest.spyOn(Intl.DateTimeFormat.prototype, "formatRange");
    const withSpace = (space: string) =>
      formatRange.mockImplementation(function (this: Intl.DateTimeFormat, from, to) {
        return original.call(this, from, to).replace(/\s–\s/, `${space}–${space}`);
      });
    try {
      withSpace("\u2009");
      const initial: ReportFirstView = {
        summary: null,
        figures: { zone: ZONE, period: PERIOD, data: figures() },
      };
      const view = await serverThenBrowser(
        () => report("my-organization", initial),
        () => withSpace(" "),
      );
      expect(view.html).toContain('data-testid="report-period-text"');
      expect(view.errors).toEqual([]);
    } finally {
      formatRange.mockRestore();
    }
  });

  it("reads another period than the page's own in the browser", async () => {
    place.search = new URLSearchParams("from=2026-01-01&to=2026-01-31");
    const initial: ReportFirstView = {
      summary: null,
      figures: { zone: ZONE, period: PERIOD, data: figures() },
    };
    const view = await serverThenBrowser(() => report("my-organization", initial));
    expect(view.html).not.toContain('data-testid="cycle-time-median"');
    expect(view.errors).toEqual([]);
    expect(requests.urls.some((url) => url.includes("from=2026-01-01"))).toBe(true);
  });

  it("without a saved zone, reads the figures in the browser's zone once hydrated", async () => {
    const view = await serverThenBrowser(() =>
      report("my-organization", { summary: null, figures: null }, null),
    );
    expect(view.html).toContain('data-testid="report-widget-cycle-time-loading"');
    expect(view.errors).toEqual([]);
    expect(requests.urls.filter((url) => url.includes("/api/v1/reports/my-organization/data"))).toHaveLength(
      1,
    );
  });

  it("comes with a saved report's settings and figures", async () => {
    const summary = saved();
    const data = { ...figures(), widgets: ["cycle-time" as const] };
    const initial: ReportFirstView = { summary, figures: { zone: ZONE, period: null, data } };
    const view = await serverThenBrowser(() => report(summary.id, initial));
    expect(textOf(view.html)).toContain("Platform quarterly");
    expect(view.html).toContain('data-testid="cycle-time-median"');
    expect(view.errors).toEqual([]);
    expect(requests.urls).toEqual([]);
  });
});
