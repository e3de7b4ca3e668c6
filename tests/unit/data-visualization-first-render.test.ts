/**
 * @jest-environment jsdom
 */
// A visualization's page shows its charts from the server's response (issue 37, issue 42): the
// widgets in a CSS grid of their saved places, a number card's figure and the empty state in the
// HTML, hydrated without a mismatch and with no request on mount when the server read the data in
// the viewer's zone; without a known zone the browser reads the data once hydrated.
import { createElement } from "react";
import { queryCache } from "@/lib/client/query/cache";
import type { ModuleInfo } from "@/lib/modules/types";
import { VisualizationView } from "@/modules/data-visualization/components/dashboard/visualization-view";
import type { Chart, Dashboard, DashboardData } from "@/modules/data-visualization/shared/types";
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
jest.mock("react-grid-layout/css/styles.css", () => ({}));
jest.mock("@/modules/data-visualization/components/dashboard/chart-grid.module.css", () => ({}));
jest.mock("@/components/grid/grid-layout.module.css", () => ({}));
// The drawings load after the page (recharts, measured in the browser): not what is tested here.
jest.mock("@/modules/data-visualization/components/charts/chart-plot", () => ({
  __esModule: true,
  default: () => null,
}));
jest.mock("next/navigation", () => jest.requireActual("./helpers/fakes").navigation);
// The module's room (live updates) is not what is tested here.
jest.mock("@/lib/client/module-room", () => ({ useModuleRoom: () => undefined }));

browserShims();
let requests: Requests;
const moduleId = "m".repeat(24).replace(/m/g, "a");
const dashboardId = "b".repeat(24);
const projectId = "c".repeat(24);
beforeEach(() => {
  requests = recordRequests();
  place.pathname = `/project/${projectId}/data-visualization/${dashboardId}`;
  place.search = new URLSearchParams(`moduleId=${moduleId}`);
  queryCache.clear();
});
afterEach(unmountAll);

const info: ModuleInfo = {
  id: moduleId,
  name: "Insights",
  project: { id: projectId, name: "Operations" },
  access: { read: true, add: true, edit: true, delete: true, manage: true },
};

const chart = (id: string, name: string, style: Chart["style"], x: number, y: number): Chart => ({
  id,
  dashboardId,
  name,
  style,
  color: "primary",
  source: { type: "entity", entity: "tasks", x: "assignee", y: "task-count", bucket: "week" },
  filters: { period: "all", from: null, to: null, projectIds: [], personIds: [] },
  x,
  y,
  w: 6,
  h: 10,
  updatedAt: "2026-03-01T10:00:00.000Z",
});

const dashboard = (charts: Chart[]): Dashboard => ({
  id: dashboardId,
  name: "Team pulse",
  description: "How the team is doing",
  chartCount: charts.length,
  coverChartId: charts[0]?.id ?? null,
  createdBy: null,
  updatedAt: "2026-03-01T10:00:00.000Z",
  filters: { period: "all", from: null, to: null, projectIds: [], personIds: [] },
  charts,
});

const ZONE = "Europe/Madrid";
const data = (charts: Chart[]): DashboardData => ({
  readAt: "2026-03-01T10:00:00.000Z",
  charts: charts.map((one) => ({
    id: one.id,
    points:
      one.style === "number"
        ? [{ key: "total", label: null, series: null, seriesLabel: null, value: 1234 }]
        : [{ key: "u1", label: "Ana", series: null, seriesLabel: null, value: 3 }],
    truncated: false,
    previous: null,
    period: null,
    zone: ZONE,
    error: null,
  })),
});

const view = (initial: Dashboard, first: DashboardData | null, savedZone: string | null) =>
  createElement(VisualizationView, {
    info,
    workspaceId: "d".repeat(24),
    initial,
    first: first && { zone: ZONE, data: first },
    savedZone,
    toldZone: null,
  });

describe("a visualization's first view", () => {
  const charts = [
    chart("e".repeat(24), "Tasks by assignee", "bar", 0, 0),
    chart("f".repeat(24), "Open tasks", "number", 6, 0),
  ];

  it("comes with its widgets in their saved places and a figure in the HTML, reading nothing on mount", async () => {
    const page = await serverThenBrowser(() => view(dashboard(charts), data(charts), ZONE));
    const text = textOf(page.html);
    expect(text).toContain("Team pulse");
    expect(text).toContain("Tasks by assignee");
    expect(text).toContain("Open tasks");
    expect(text).toContain("1,234");
    expect(page.html).toContain('data-testid="chart-grid-static"');
    expect(page.html).toContain("--grid-column:7 / span 6");
    expect(page.html).toContain("Publish");
    expect(page.errors).toEqual([]);
    expect(requests.urls.filter((url) => url.includes("/api/v1/data-visualization"))).toEqual([]);
  });

  it("shows 'Get started' for a visualization without charts", async () => {
    const page = await serverThenBrowser(() => view(dashboard([]), data([]), ZONE));
    expect(textOf(page.html)).toContain("Get started");
    expect(page.html).toContain('data-testid="add-chart"');
    expect(page.errors).toEqual([]);
  });

  it("without a known zone, reads the data in the browser once hydrated", async () => {
    const page = await serverThenBrowser(() => view(dashboard(charts), null, null));
    expect(textOf(page.html)).toContain("Tasks by assignee");
    expect(textOf(page.html)).not.toContain("1,234");
    expect(page.errors).toEqual([]);
    const reads = requests.urls.filter((url) => url.includes(`/dashboards/${dashboardId}/data`));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain("zone=");
  });

  it("opens on the tab its URL names", async () => {
    place.search = new URLSearchParams(`moduleId=${moduleId}&active=content`);
    const page = await serverThenBrowser(() => view(dashboard(charts), data(charts), ZONE));
    expect(page.html).toContain('data-testid="content-table"');
    expect(page.errors).toEqual([]);
  });
});

describe("the 'Add Item' dialog", () => {
  const charts = [chart("e".repeat(24), "Tasks by assignee", "bar", 0, 0)];

  it("opens over the page on its route, checks the name, and adds a chart of tasks by assignee", async () => {
    place.pathname = `/project/${projectId}/data-visualization/${dashboardId}/add-chart`;
    const posted: unknown[] = [];
    requests.answer = (url) => {
      if (url.includes("/preview")) return { ...data(charts).charts[0], id: "preview" };
      if (url.endsWith("/dashboards")) return { data: [], nextCursor: null };
      if (url.includes("/charts")) return charts[0];
      return undefined;
    };
    const fetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "POST" && String(input).endsWith("/charts"))
        posted.push(JSON.parse(String(init.body)));
      return fetch(input, init);
    }) as typeof globalThis.fetch;
    await serverThenBrowser(() => view(dashboard(charts), data(charts), ZONE));
    const dialog = document.querySelector('[data-testid="add-chart-dialog"]');
    expect(dialog?.textContent).toContain("Add Item");
    expect(dialog?.textContent).toContain("Chart details");
    expect(dialog?.textContent).toContain("Include data from");
    expect(dialog?.textContent).toContain("Report on");
    expect(dialog?.textContent).not.toContain("Cancel");
    const submit = document.querySelector<HTMLButtonElement>('[data-testid="add-chart-submit"]');
    expect(submit?.textContent).toBe("Add");
    const { act } = await import("react");
    await act(async () => submit?.click());
    expect(document.body.textContent).toContain("Chart name is required");
    expect(posted).toEqual([]);

    const name = document.querySelector<HTMLInputElement>('[data-testid="chart-name"]');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setter?.call(name, "Tasks by assignee");
      name?.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => submit?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(posted).toEqual([
      {
        name: "Tasks by assignee",
        style: "bar",
        color: "primary",
        source: { type: "entity", entity: "tasks", x: "assignee", y: "task-count", bucket: "week" },
        filters: { period: "all", from: null, to: null, projectIds: [], personIds: [] },
      },
    ]);
    globalThis.fetch = fetch;
  });
});
