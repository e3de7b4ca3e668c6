// Where the database generator's screens are (the spec's routes) and what their URLs say; pure.
import type * as z from "@/lib/zod";
import { filterSchema, parseSorts, sortsText, type Sort } from "./filters";

type UrlFilter = z.output<typeof filterSchema>;

/** The dialogs the databases screen opens by its route (…/dashboard/<dialog>). */
export const DASHBOARD_DIALOGS = [
  "add-database",
  "add-database-start-from-scratch",
  "add-database-use-ai-smart-builder",
  "add-database-use-a-template",
  "add-database-import-from-other-source",
] as const;
export type DashboardDialog = (typeof DASHBOARD_DIALOGS)[number];

export type DbScreen =
  | { kind: "dashboard"; dialog: DashboardDialog | null }
  | { kind: "database"; databaseId: string }
  | { kind: "add-table"; databaseId: string }
  | { kind: "table"; databaseId: string; tableId: string };

export type DashboardView = "grid" | "list";
export type DatabaseView = "list" | "erd";

/** The databases screen shows cards (grid, the default) or rows (list). */
export const dashboardViewOf = (raw: unknown): DashboardView => (raw === "list" ? "list" : "grid");
/** A database shows its tables as a list (the default) or an ER diagram. */
export const databaseViewOf = (raw: unknown): DatabaseView => (raw === "erd" ? "erd" : "list");

/**
 * The module's place: a project's module has its routes under the project
 * (/project/{projectId}/database-generator/…, the spec's); a module of the workspace itself (no
 * project) has one page, /workspace-modules/{moduleId}, whose screen its query names (`database`,
 * `table`, `dialog`).
 */
export interface DbPlace {
  projectId: string | null;
  moduleId: string;
}

const root = (place: DbPlace) =>
  place.projectId ? `/project/${place.projectId}/database-generator` : `/workspace-modules/${place.moduleId}`;
const query = (place: DbPlace, extra: Record<string, string> = {}) =>
  `?${new URLSearchParams(place.projectId ? { moduleId: place.moduleId, ...extra } : extra)}`.replace(
    /\?$/,
    "",
  );

export const dbHrefs = {
  dashboard: (place: DbPlace, view: DashboardView = "grid", dialog: DashboardDialog | null = null) =>
    place.projectId
      ? `${root(place)}/dashboard${dialog ? `/${dialog}` : ""}${query(place, { active: "databases", view })}`
      : `${root(place)}${query(place, { active: "databases", view, ...(dialog ? { dialog } : {}) })}`,
  database: (place: DbPlace, databaseId: string, view: DatabaseView = "list") =>
    place.projectId
      ? `${root(place)}/database/${databaseId}${query(place, { view })}`
      : `${root(place)}${query(place, { database: databaseId, view })}`,
  addTable: (place: DbPlace, databaseId: string) =>
    place.projectId
      ? `${root(place)}/database/${databaseId}/add-table${query(place)}`
      : `${root(place)}${query(place, { database: databaseId, dialog: "add-table" })}`,
  table: (place: DbPlace, databaseId: string, tableId: string) =>
    place.projectId
      ? `${root(place)}/database/${databaseId}/${tableId}${query(place)}`
      : `${root(place)}${query(place, { database: databaseId, table: tableId })}`,
  /** A table with one of its records open. */
  record: (place: DbPlace, databaseId: string, tableId: string, recordId: string): string =>
    withRecord(dbHrefs.table(place, databaseId, tableId), recordId),
};

const ID = /^[0-9a-f]{24}$/;

/**
 * The screen a workspace module's page shows by its query: a table (`database` and `table`), a database
 * (`database`, with `dialog=add-table` its new table dialog), else the databases (with `dialog` one of
 * the creation dialogs). Null for ids that are not ids (the bad-URL screen).
 */
export function workspaceScreenOf(read: (name: string) => unknown): DbScreen | null {
  const text = (name: string) => {
    const value = read(name);
    return typeof value === "string" ? value : undefined;
  };
  const databaseId = text("database");
  const tableId = text("table");
  const dialog = text("dialog");
  if (databaseId === undefined) {
    if (tableId !== undefined) return null;
    const known = (DASHBOARD_DIALOGS as readonly string[]).includes(dialog ?? "");
    return { kind: "dashboard", dialog: known ? (dialog as DashboardDialog) : null };
  }
  if (!ID.test(databaseId) || (tableId !== undefined && !ID.test(tableId))) return null;
  if (tableId !== undefined) return { kind: "table", databaseId, tableId };
  return dialog === "add-table" ? { kind: "add-table", databaseId } : { kind: "database", databaseId };
}

/** The record a table's URL opens (`record`, its form over the grid), or null. */
export function recordParamOf(read: (name: string) => unknown): string | null {
  const raw = read("record");
  return typeof raw === "string" && ID.test(raw) ? raw : null;
}

/** A table's URL with the record it opens (`record`; none: the URL without it). */
export function withRecord(href: string, recordId: string | null): string {
  const [path, search = ""] = href.split("?");
  const query = new URLSearchParams(search);
  if (recordId) query.set("record", recordId);
  else query.delete("record");
  const text = query.toString();
  return text ? `${path}?${text}` : path!;
}

/** What a table's URL keeps of its view: sorts, filter, grouping and search (shared links open it so). */
export interface TableUrlView {
  sorts: Sort[];
  filter: UrlFilter | null;
  group: { columnId: string; dir: "asc" | "desc" } | null;
  q: string;
}

export const EMPTY_TABLE_VIEW: TableUrlView = { sorts: [], filter: null, group: null, q: "" };

/** A table's view from its URL's `sort`, `filter` (JSON), `group` (columnId:asc|desc) and `q`; bad parts are left out. */
export function tableViewOf(read: (name: string) => unknown): TableUrlView {
  const text = (name: string) => {
    const value = read(name);
    return typeof value === "string" ? value : null;
  };
  const sorts = parseSorts(text("sort") ?? "") ?? [];
  let filter: UrlFilter | null = null;
  const rawFilter = text("filter");
  if (rawFilter && rawFilter.length <= 8_000) {
    try {
      const parsed = filterSchema.safeParse(JSON.parse(rawFilter));
      if (parsed.success && parsed.data.conditions.length > 0) filter = parsed.data;
    } catch {
      filter = null;
    }
  }
  const groupMatch = /^([0-9a-f]{24}):(asc|desc)$/.exec(text("group") ?? "");
  const group = groupMatch ? { columnId: groupMatch[1]!, dir: groupMatch[2] as "asc" | "desc" } : null;
  const q = (text("q") ?? "").trim().slice(0, 200);
  return { sorts, filter, group, q };
}

/** The saved view a table's URL names (`view`) and which parts of its state the URL gives instead. */
export interface UrlViewChoice {
  viewId: string | null;
  given: { sort: boolean; filter: boolean; group: boolean };
}

export function viewChoiceOf(read: (name: string) => unknown): UrlViewChoice {
  const raw = read("view");
  return {
    viewId: typeof raw === "string" && ID.test(raw) ? raw : null,
    given: {
      sort: typeof read("sort") === "string",
      filter: typeof read("filter") === "string",
      group: typeof read("group") === "string",
    },
  };
}

/** What a saved view keeps of the URL's state (shared/views.ts ViewConfig's). */
export interface SavedState {
  sorts: readonly Sort[];
  filter: UrlFilter | null;
  group: { columnId: string; dir: "asc" | "desc" } | null;
}

/** A saved view's state with the parts the URL gives in place of its own (a search is the URL's only). */
export function withSaved(url: TableUrlView, choice: UrlViewChoice, saved: SavedState | null): TableUrlView {
  if (!saved) return url;
  return {
    sorts: choice.given.sort ? url.sorts : [...saved.sorts],
    filter: choice.given.filter ? url.filter : saved.filter,
    group: choice.given.group ? url.group : saved.group,
    q: url.q,
  };
}

type StateLike = {
  sorts: readonly Sort[];
  filter: { conditions: readonly unknown[] } | null;
  group: { columnId: string; dir: "asc" | "desc" } | null;
};
const filterText = (filter: StateLike["filter"]) =>
  filter && filter.conditions.length > 0 ? JSON.stringify(filter) : "";
const groupText = (group: StateLike["group"]) => (group ? `${group.columnId}:${group.dir}` : "");

/** Which parts of a state differ from a saved view's (what its Save would keep). */
export function changedParts(state: StateLike, saved: StateLike) {
  return {
    sort: sortsText(state.sorts) !== sortsText(saved.sorts),
    filter: filterText(state.filter) !== filterText(saved.filter),
    group: groupText(state.group) !== groupText(saved.group),
  };
}

/**
 * A table's address with its view in the query (what `tableViewOf` and `viewChoiceOf` read back): with
 * a saved view, its id and only the parts that differ from it (an empty one where the view has one and
 * the state has none); without, every part the state has.
 */
export function tableHref(
  place: DbPlace,
  databaseId: string,
  tableId: string,
  view: Omit<TableUrlView, "filter"> & { filter: { conditions: readonly unknown[] } | null },
  saved: { id: string; state: StateLike } | null = null,
): string {
  const query = new URLSearchParams(
    place.projectId ? { moduleId: place.moduleId } : { database: databaseId, table: tableId },
  );
  if (saved) {
    query.set("view", saved.id);
    const changed = changedParts(view, saved.state);
    if (changed.sort) query.set("sort", sortsText(view.sorts));
    if (changed.filter) query.set("filter", filterText(view.filter));
    if (changed.group) query.set("group", groupText(view.group));
  } else {
    if (view.sorts.length > 0) query.set("sort", sortsText(view.sorts));
    if (filterText(view.filter)) query.set("filter", filterText(view.filter));
    if (view.group) query.set("group", groupText(view.group));
  }
  if (view.q.trim()) query.set("q", view.q.trim());
  return place.projectId
    ? `${root(place)}/database/${databaseId}/${tableId}?${query}`
    : `${root(place)}?${query}`;
}
