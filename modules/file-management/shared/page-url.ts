// The page's state in its URL (the spec's search params): view (list | grid), active (the tab),
// folder (a folder of my files), q (a search by name), sort and dir (the created column cycles asc,
// desc, none), type (the type filter). Pure: the server reads it, the page writes it.
import {
  PAGE_TABS,
  SORT_FIELDS,
  TYPE_FILTERS,
  type PageTab,
  type SortDirection,
  type SortField,
  type TypeFilter,
} from "./types";

export interface DriveUrl {
  view: "list" | "grid";
  active: PageTab;
  folder: string | null;
  q: string;
  sort: { field: SortField; dir: SortDirection } | null;
  type: TypeFilter | null;
}

const ID = /^[0-9a-f]{24}$/;
const one = (value: string | string[] | undefined | null) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

/** The state of search params (anything unknown reads as its default). */
export function driveUrlOf(get: (name: string) => string | string[] | undefined | null): DriveUrl {
  const view = one(get("view"));
  const active = one(get("active"));
  const folder = one(get("folder"));
  const sort = one(get("sort"));
  const dir = one(get("dir"));
  const type = one(get("type"));
  const tab = (PAGE_TABS as readonly string[]).includes(active ?? "") ? (active as PageTab) : "my-files";
  return {
    view: view === "grid" ? "grid" : "list",
    active: tab,
    folder: tab === "my-files" && folder && ID.test(folder) ? folder : null,
    q: (one(get("q")) ?? "").slice(0, 200),
    sort: (SORT_FIELDS as readonly string[]).includes(sort ?? "")
      ? { field: sort as SortField, dir: dir === "desc" ? "desc" : "asc" }
      : null,
    type: (TYPE_FILTERS as readonly string[]).includes(type ?? "") ? (type as TypeFilter) : null,
  };
}

/** The search params of a state (the defaults left out), after the module's own (`moduleId`). */
export function driveSearch(url: DriveUrl, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  if (url.view !== "list") params.set("view", url.view);
  if (url.active !== "my-files") params.set("active", url.active);
  if (url.folder && url.active === "my-files") params.set("folder", url.folder);
  if (url.q.trim()) params.set("q", url.q.trim());
  if (url.sort) {
    params.set("sort", url.sort.field);
    params.set("dir", url.sort.dir);
  }
  if (url.type) params.set("type", url.type);
  const text = params.toString();
  return text ? `?${text}` : "";
}
