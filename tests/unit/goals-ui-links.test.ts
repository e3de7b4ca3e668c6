import {
  addGoalHref,
  dashboardHref,
  goalDialogHref,
  goalHref,
  goalTaskHref,
  readDashboardState,
} from "@/lib/client/goals/links";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";

describe("goals dashboard state", () => {
  it("reads the tab, filter and search, defaulting what is missing or unknown", () => {
    expect(readDashboardState(new URLSearchParams("active=team-goals&filter=closed&q=%20sales%20"))).toEqual({
      active: "team-goals",
      filter: "closed",
      q: "sales",
    });
    expect(readDashboardState(new URLSearchParams("active=nope&filter=done"))).toEqual({
      active: "my-goals",
      filter: "all",
      q: "",
    });
  });

  it("writes the filter only when not All and the search only when typed", () => {
    expect(dashboardHref({ active: "my-goals", filter: "all", q: "  " })).toBe(
      "/goals/dashboard?active=my-goals",
    );
    expect(dashboardHref({ active: "team-goals", filter: "open", q: "q3 sales" })).toBe(
      "/goals/dashboard?active=team-goals&filter=open&q=q3+sales",
    );
  });

  it("round-trips through the search params", () => {
    const state = { active: "team-goals", filter: "closed", q: "a&b=c" } as const;
    const href = dashboardHref(state);
    expect(readDashboardState(new URL(href, "http://x").searchParams)).toEqual(state);
  });
});

describe("goal dialog links", () => {
  const id = "a".repeat(24);
  const dashboard = dashboardHref({ active: "team-goals", filter: "open", q: "sales plan" });

  it("send the dialogs back to a path the routes accept", () => {
    const add = new URL(addGoalHref(dashboard), "http://x");
    expect(add.pathname).toBe("/goals/dashboard/add-goal");
    expect(safeRedirectPath(add.searchParams.get("redirect"), null)).toBe(dashboard);

    const page = goalHref(id, dashboard);
    expect(page.startsWith(`/goals/${id}?redirect=`)).toBe(true);
    const dialog = new URL(goalDialogHref(id, "progress-settings", page), "http://x");
    expect(dialog.pathname).toBe(`/goals/${id}/progress-settings`);
    expect(safeRedirectPath(dialog.searchParams.get("redirect"), null)).toBe(page);
  });

  it("link a goal page without a back link when none is given", () => {
    expect(goalHref(id)).toBe(`/goals/${id}`);
    expect(goalHref(id, null)).toBe(`/goals/${id}`);
  });

  it("open a followed task's dialog on its board", () => {
    expect(goalTaskHref({ id: "t1", moduleId: "m1" }, `/goals/${id}`)).toBe(
      `/task-management/m1/tasks/t1/edit?redirect=%2Fgoals%2F${id}`,
    );
  });
});
