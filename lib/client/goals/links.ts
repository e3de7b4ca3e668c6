// The goals pages' addresses (spec/work-management.md §2 Goals): the dashboard with its tab, filter
// and search, the goal page, and the dialog routes whose `redirect` is where closing them goes. Pure.
import { GOAL_FILTERS, GOAL_TABS, GOALS_FIRST_VIEW, type GoalFilter, type GoalTab } from "@/lib/goals/api";

export const GOALS_DASHBOARD = "/goals/dashboard";
export const GOALS_HOME = `${GOALS_DASHBOARD}?active=${GOALS_FIRST_VIEW.active}`;

/** The dialog routes under a goal's page. */
export const GOAL_DIALOGS = [
  "update-progress",
  "progress-settings",
  "invite",
  "connect-sub-goal",
  "connect-parent-goal",
] as const;
export type GoalDialog = (typeof GOAL_DIALOGS)[number];

export interface DashboardState {
  active: GoalTab;
  filter: GoalFilter;
  /** The search text ("" for none). */
  q: string;
}

/** The dashboard's state from its search params; anything unknown reads as the default. */
export function readDashboardState(params: { get(name: string): string | null }): DashboardState {
  const active = params.get("active");
  const filter = params.get("filter");
  return {
    active: GOAL_TABS.find((tab) => tab === active) ?? GOALS_FIRST_VIEW.active,
    filter: GOAL_FILTERS.find((value) => value === filter) ?? GOALS_FIRST_VIEW.filter,
    q: (params.get("q") ?? "").trim(),
  };
}

/** Whether the dashboard shows the view the server reads with the page (GOALS_FIRST_VIEW). */
export function isFirstView(state: DashboardState): boolean {
  return (
    state.active === GOALS_FIRST_VIEW.active && state.filter === GOALS_FIRST_VIEW.filter && state.q === ""
  );
}

/** /goals/dashboard?active=…[&filter=…][&q=…]: the filter only when not All, the search only when typed. */
export function dashboardHref(state: DashboardState): string {
  const search = new URLSearchParams({ active: state.active });
  if (state.filter !== "all") search.set("filter", state.filter);
  const q = state.q.trim();
  if (q) search.set("q", q);
  return `${GOALS_DASHBOARD}?${search}`;
}

/** The add-goal dialog over the dashboard, going back to `back` when closed. */
export function addGoalHref(back: string): string {
  return `${GOALS_DASHBOARD}/add-goal?redirect=${encodeURIComponent(back)}`;
}

/** A goal's page; `back` is where its back link goes (the dashboard it was opened from). */
export function goalHref(goalId: string, back?: string | null): string {
  const path = `/goals/${encodeURIComponent(goalId)}`;
  return back ? `${path}?redirect=${encodeURIComponent(back)}` : path;
}

/** A dialog over a goal's page, going back to `back` (the page with its own search) when closed. */
export function goalDialogHref(goalId: string, dialog: GoalDialog, back: string): string {
  return `/goals/${encodeURIComponent(goalId)}/${dialog}?redirect=${encodeURIComponent(back)}`;
}

/** A followed task's dialog on its board, coming back to `back` when closed. */
export function goalTaskHref(task: { id: string; moduleId: string }, back: string): string {
  return `/task-management/${encodeURIComponent(task.moduleId)}/tasks/${encodeURIComponent(task.id)}/edit?redirect=${encodeURIComponent(back)}`;
}

/** A followed project's modules. */
export function goalProjectHref(projectId: string): string {
  return `/project/${encodeURIComponent(projectId)}`;
}
