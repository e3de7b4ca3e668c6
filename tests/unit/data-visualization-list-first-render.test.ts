/**
 * @jest-environment jsdom
 */
// The visualizations list shows its cards from the server's response (issue 37, issue 42): names,
// descriptions, chart counts and the Create button in the HTML, hydrated without a mismatch and with
// no request on mount (a card's cover chart is read once it is on screen); a reader sees no Create.
import { createElement } from "react";
import { queryCache } from "@/lib/client/query/cache";
import type { Page } from "@/lib/contracts/endpoint";
import type { ModuleInfo } from "@/lib/modules/types";
import { ListView } from "@/modules/data-visualization/components/list/list-view";
import type { DashboardSummary } from "@/modules/data-visualization/shared/types";
import type { ListDialog } from "@/modules/data-visualization/shared/urls";
import {
  browserShims,
  mountInBrowser,
  recordRequests,
  serverThenBrowser,
  textOf,
  unmountAll,
  type Requests,
} from "./helpers/first-render";
import { place } from "./helpers/fakes";

jest.mock("next/navigation", () => jest.requireActual("./helpers/fakes").navigation);
// The module's room (live updates) is not what is tested here.
jest.mock("@/lib/client/module-room", () => ({ useModuleRoom: () => undefined }));

browserShims();
let requests: Requests;
const moduleId = "a".repeat(24);
const projectId = "c".repeat(24);
beforeEach(() => {
  requests = recordRequests();
  place.pathname = `/project/${projectId}/data-visualization/dashboard`;
  place.search = new URLSearchParams(`moduleId=${moduleId}`);
  queryCache.clear();
});
afterEach(unmountAll);

const access = (add: boolean): ModuleInfo["access"] => ({
  read: true,
  add,
  edit: add,
  delete: add,
  manage: false,
});
const info = (add = true): ModuleInfo => ({
  id: moduleId,
  name: "Insights",
  project: { id: projectId, name: "Operations" },
  access: access(add),
});

const summary = (id: string, name: string, chartCount: number): DashboardSummary => ({
  id: id.repeat(24),
  name,
  description: chartCount ? "How the team is doing" : null,
  chartCount,
  coverChartId: chartCount ? "f".repeat(24) : null,
  createdBy: { id: "e".repeat(24), name: "Ana" },
  updatedAt: "2026-03-01T10:00:00.000Z",
});

const view = (page: Page<DashboardSummary>, add = true, dialog: ListDialog | null = null) =>
  createElement(ListView, {
    place: { projectId, moduleId },
    info: info(add),
    initial: page,
    dialog,
    renderedAt: "2026-03-02T10:00:00.000Z",
  });

describe("the visualizations list's first view", () => {
  it("comes with its cards in the HTML and reads nothing on mount", async () => {
    const first = { data: [summary("1", "Team pulse", 3), summary("2", "Empty one", 0)], nextCursor: null };
    const page = await serverThenBrowser(() => view(first));
    const text = textOf(page.html);
    expect(text).toContain("Operations");
    expect(text).toContain("Visualizations");
    expect(text).toContain("Team pulse");
    expect(text).toContain("How the team is doing");
    expect(text).toContain("3 charts");
    expect(text).toContain("No charts yet");
    expect(text).toContain("Updated 1 day ago");
    expect(text).toContain("Create");
    expect(page.errors).toEqual([]);
    expect(requests.urls).toEqual([]);
    const open = page.host.querySelector<HTMLAnchorElement>('[data-testid="visualization-card-name"]');
    expect(open?.getAttribute("href")).toBe(
      `/project/${projectId}/data-visualization/${"1".repeat(24)}?moduleId=${moduleId}`,
    );
    expect(page.host.querySelector('[data-testid="visualizations-more"]')).toBeNull();
  });

  it("offers more past its first page, and Create only to those who may add", async () => {
    const page = await serverThenBrowser(() =>
      view({ data: [summary("1", "Team pulse", 1)], nextCursor: "next" }, false),
    );
    expect(page.host.querySelector('[data-testid="visualizations-more"]')).not.toBeNull();
    expect(page.host.querySelector('[data-testid="create-visualization"]')).toBeNull();
    expect(page.errors).toEqual([]);
  });

  it("shows its empty state, with Create for those who may add", async () => {
    // Each page its own answer: a view mounted again with the same one reads afresh (useServerSeed).
    const empty = () => ({ data: [], nextCursor: null });
    const page = await serverThenBrowser(() => view(empty()));
    expect(textOf(page.html)).toContain("No visualizations yet");
    expect(page.host.querySelectorAll('[data-testid="create-visualization"]').length).toBeGreaterThan(0);
    const reader = await serverThenBrowser(() => view(empty(), false));
    expect(textOf(reader.html)).toContain("Nobody has created a visualization here yet.");
  });

  it("opens 'Create a new visualization' on its route with its three ways", async () => {
    await mountInBrowser(view({ data: [], nextCursor: null }, true, "add"));
    const ways = document.body.querySelector('[data-testid="create-visualization-ways"]');
    expect(ways?.textContent).toContain("Start from scratch");
    expect(ways?.textContent).toContain("Use the AI smart builder");
    expect(ways?.textContent).toContain("Use a template");
    expect(
      [...(ways?.querySelectorAll("a") ?? [])].map((link) =>
        link.getAttribute("href")?.split("?")[0]?.split("/").pop(),
      ),
    ).toEqual([
      "add-data-visualization-start-from-scratch",
      "add-data-visualization-use-ai-smart-builder",
      "add-data-visualization-use-a-template",
    ]);
  });
});
