// Where the data visualization kind's screens are (the spec's routes) and what their URLs say; pure.
// A project's module has its routes under the project (/project/{projectId}/data-visualization/…,
// with ?moduleId=); a module of the workspace itself has one page, /workspace-modules/{moduleId},
// whose screen its query names (`dashboard`, `dialog`, `source`; the visualization page's own links,
// components/dashboard/hrefs.ts, write the same).

/** The dialogs of the visualizations list, each its own route (…/dashboard/<dialog>). */
export const LIST_DIALOGS = [
  "add",
  "add-data-visualization-use-ai-smart-builder",
  "add-data-visualization-use-a-template",
  "add-data-visualization-start-from-scratch",
] as const;
export type ListDialog = (typeof LIST_DIALOGS)[number];

/** The dialog of a visualization's page (…/{dataVisualizationId}/add-chart). */
export const VISUALIZATION_DIALOGS = ["add-chart"] as const;
export type VisualizationDialog = (typeof VISUALIZATION_DIALOGS)[number];

export type DvScreen =
  | { kind: "dashboard-list"; dialog: ListDialog | null }
  | { kind: "visualization"; dashboardId: string; dialog: VisualizationDialog | null };

export interface DvPlace {
  /** The module's project; null for a module of the workspace itself. */
  projectId: string | null;
  moduleId: string;
}

/** A chart source the Add Item dialog opens with (`source=table:{id}` in its URL). */
export type SourceRef = { type: "table" | "dataset" | "connector"; id: string };

const ID = /^[0-9a-f]{24}$/;

export const isListDialog = (value: unknown): value is ListDialog =>
  typeof value === "string" && (LIST_DIALOGS as readonly string[]).includes(value);

const root = (place: DvPlace) =>
  place.projectId ? `/project/${place.projectId}/data-visualization` : `/workspace-modules/${place.moduleId}`;

/** The query of a place's URL: `moduleId` first for a project's module, then `extra` in order. */
function query(place: DvPlace, extra: Record<string, string>): string {
  const search = new URLSearchParams(place.projectId ? { moduleId: place.moduleId, ...extra } : extra);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const sourceParam = (source: SourceRef): string => `${source.type}:${source.id}`;

/** `source=table:{id}|dataset:{id}|connector:{id}` read back; null for anything else. */
export function sourceRefOf(raw: unknown): SourceRef | null {
  if (typeof raw !== "string") return null;
  const match = /^(table|dataset|connector):([0-9a-f]{24})$/.exec(raw);
  return match ? { type: match[1] as SourceRef["type"], id: match[2]! } : null;
}

export const dvHrefs = {
  /** The module's visualizations (…/dashboard), with one of its dialogs open. */
  list: (place: DvPlace, dialog: ListDialog | null = null) =>
    place.projectId
      ? `${root(place)}/dashboard${dialog ? `/${dialog}` : ""}${query(place, {})}`
      : `${root(place)}${query(place, dialog ? { dialog } : {})}`,
  /** A visualization's page (…/{dataVisualizationId}). */
  visualization: (place: DvPlace, dashboardId: string) =>
    place.projectId
      ? `${root(place)}/${dashboardId}${query(place, {})}`
      : `${root(place)}${query(place, { dashboard: dashboardId })}`,
  /** A visualization's 'Add Item' dialog, opened on a source when one is given. */
  addChart: (place: DvPlace, dashboardId: string, source: SourceRef | null = null) => {
    const extra: Record<string, string> = source ? { source: sourceParam(source) } : {};
    return place.projectId
      ? `${root(place)}/${dashboardId}/add-chart${query(place, extra)}`
      : `${root(place)}${query(place, { dashboard: dashboardId, dialog: "add-chart", ...extra })}`;
  },
};

/**
 * The screen a workspace module's page shows by its query: a visualization (`dashboard`, also read
 * as `dashboardId`; with `dialog=add-chart` its Add Item dialog), else the list (with `dialog` one of
 * its dialogs; another dialog name shows the list alone). Null for a dashboard that is not an id
 * (the bad-URL screen).
 */
export function workspaceScreenOf(read: (name: string) => unknown): DvScreen | null {
  const dashboardId = read("dashboard") ?? read("dashboardId");
  const dialog = read("dialog");
  if (dashboardId === undefined)
    return { kind: "dashboard-list", dialog: isListDialog(dialog) ? dialog : null };
  if (typeof dashboardId !== "string" || !ID.test(dashboardId)) return null;
  return { kind: "visualization", dashboardId, dialog: dialog === "add-chart" ? "add-chart" : null };
}
