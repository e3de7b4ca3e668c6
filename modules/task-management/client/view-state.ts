// The task views' state in the URL of /task-management/{moduleId} (spec/work-management.md §2):
// `active` (board, list, subtask), `projectId`, and ours: `filters` (JSON of TaskFilter[]), `me=1`
// and `q` (search). Kept in the URL so it survives the dialog routes and reloads.
import { parseTaskFilters, type TaskFilter } from "@/modules/task-management/shared/filters";

export const TASK_VIEWS = ["board", "list", "subtask"] as const;
export type TaskViewName = (typeof TASK_VIEWS)[number];

export interface TaskViewState {
  active: TaskViewName;
  filters: TaskFilter[];
  me: boolean;
  search: string;
  /** The project the module was opened from (spec §2), when the URL names a valid one. */
  projectId: string | null;
}

/** Longest search kept from the URL (the API refuses longer ones). */
export const TASK_SEARCH_MAX = 200;

const isView = (value: string | null): value is TaskViewName =>
  value !== null && (TASK_VIEWS as readonly string[]).includes(value);

/** Filters from the `filters` parameter; an invalid value (bad JSON, a bad row) means none. */
export function decodeFilters(raw: string | null): TaskFilter[] {
  if (!raw) return [];
  try {
    return parseTaskFilters(raw);
  } catch {
    return [];
  }
}

/** The view state a query string describes; anything invalid falls back to its default. */
export function readTaskViewState(params: URLSearchParams): TaskViewState {
  const active = params.get("active");
  const projectId = params.get("projectId");
  return {
    active: isView(active) ? active : "board",
    filters: decodeFilters(params.get("filters")),
    me: params.get("me") === "1",
    search: (params.get("q") ?? "").slice(0, TASK_SEARCH_MAX),
    projectId: /^[0-9a-f]{24}$/i.test(projectId ?? "") ? (projectId as string).toLowerCase() : null,
  };
}

/** The query string with `patch` applied; other parameters (projectId, ...) are kept. */
export function writeTaskViewState(
  params: URLSearchParams,
  patch: Partial<Omit<TaskViewState, "projectId">>,
): string {
  const next = new URLSearchParams(params.toString());
  if (patch.active !== undefined) next.set("active", patch.active);
  if (patch.filters !== undefined) {
    if (patch.filters.length) next.set("filters", JSON.stringify(patch.filters));
    else next.delete("filters");
  }
  if (patch.me !== undefined) {
    if (patch.me) next.set("me", "1");
    else next.delete("me");
  }
  if (patch.search !== undefined) {
    const search = patch.search.trim() ? patch.search.slice(0, TASK_SEARCH_MAX) : "";
    if (search) next.set("q", search);
    else next.delete("q");
  }
  return next.toString();
}

/**
 * The query string that describes the view at `pathname`: the page's own on the module's path; on
 * a dialog route under it (tasks/create, tasks/{id}/edit, members), the one of its `redirect` when
 * that points back at the module's path, else the dialog's `active` alone. Null elsewhere.
 */
export function viewQueryAt(pathname: string, params: URLSearchParams, basePath: string): string | null {
  if (pathname === basePath) return params.toString();
  if (!pathname.startsWith(`${basePath}/`)) return null;
  const redirect = params.get("redirect");
  if (redirect?.startsWith("/")) {
    const url = new URL(redirect, "http://local");
    if (url.pathname === basePath) return url.searchParams.toString();
  }
  return null;
}

/** `href` of the view: the module's path with the view's query (the `redirect` of dialogs). */
export function viewHref(basePath: string, query: string): string {
  return query ? `${basePath}?${query}` : basePath;
}
