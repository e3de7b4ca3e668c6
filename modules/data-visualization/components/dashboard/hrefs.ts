// Where a visualization's screens are (modules.md, Data visualization): its page with the tab in
// `active` and its 'Add Item' dialog route with the chart it edits; a workspace's own module (no
// project) has one page whose query names them (shared/urls.ts reads it). Pure.

import { dvHrefs as listHrefs, type DvPlace } from "@/modules/data-visualization/shared/urls";

export type { DvPlace };

export const VISUALIZATION_TABS = ["view", "content", "settings"] as const;
export type VisualizationTab = (typeof VISUALIZATION_TABS)[number];

/** The tab a URL's `active` names; the view without one (or with one we do not know). */
export const tabOf = (raw: unknown): VisualizationTab =>
  (VISUALIZATION_TABS as readonly unknown[]).includes(raw) ? (raw as VisualizationTab) : "view";

/** What the 'Add Item' dialog's URL may say: the chart it edits, the source it starts from. */
export interface AddChartQuery {
  chartId?: string | null;
  /** `table:{id}`, `dataset:{id}` or `connector:{id}`. */
  source?: string | null;
}

const ID = /^[0-9a-f]{24}$/;
const SOURCE = /^(table|dataset|connector):[0-9a-f]{24}$/;

/** A chart id or source from a URL, or null when it is not one. */
export const chartIdOf = (raw: unknown): string | null =>
  typeof raw === "string" && ID.test(raw) ? raw : null;
export const sourceOf = (raw: unknown): string | null =>
  typeof raw === "string" && SOURCE.test(raw) ? raw : null;

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const base = (place: DvPlace) =>
  place.projectId
    ? `/project/${encodeURIComponent(place.projectId)}/data-visualization`
    : `/workspace-modules/${encodeURIComponent(place.moduleId)}`;
const moduleQuery = (place: DvPlace) => (place.projectId ? { moduleId: place.moduleId } : {});

export const dvHrefs = {
  /** The module's visualizations (…/data-visualization/dashboard?moduleId=). */
  list: (place: DvPlace) => listHrefs.list(place),
  /** A visualization on a tab (…/{dataVisualizationId}?moduleId=&active=). */
  visualization: (place: DvPlace, dashboardId: string, active: VisualizationTab = "view") =>
    place.projectId
      ? withQuery(`${base(place)}/${encodeURIComponent(dashboardId)}`, { ...moduleQuery(place), active })
      : withQuery(base(place), { dashboard: dashboardId, active }),
  /** Its 'Add Item' dialog (…/{dataVisualizationId}/add-chart?moduleId=&chartId=&source=). */
  addChart: (
    place: DvPlace,
    dashboardId: string,
    query: AddChartQuery = {},
    active: VisualizationTab = "view",
  ) =>
    place.projectId
      ? withQuery(`${base(place)}/${encodeURIComponent(dashboardId)}/add-chart`, {
          ...moduleQuery(place),
          active: active === "view" ? null : active,
          chartId: query.chartId,
          source: query.source,
        })
      : withQuery(base(place), {
          dashboard: dashboardId,
          dialog: "add-chart",
          active: active === "view" ? null : active,
          chartId: query.chartId,
          source: query.source,
        }),
};
