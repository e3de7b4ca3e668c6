"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import {
  dashboardHref,
  GOALS_DASHBOARD,
  readDashboardState,
  type DashboardState,
} from "@/lib/client/goals/links";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";

/**
 * The dashboard's tab, filter and search. Under its dialog route (add-goal) the URL is the dialog's:
 * the list keeps the state its `redirect` (the dashboard it was opened from) carries.
 */
export function useDashboardState(): { state: DashboardState; href: string } {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = params.toString();
  const onDashboard = pathname === GOALS_DASHBOARD;
  return useMemo(() => {
    const own = new URLSearchParams(search);
    let source: URLSearchParams = own;
    if (!onDashboard) {
      const back = safeRedirectPath(own.get("redirect"), null);
      const url = back ? new URL(back, "http://goals.invalid") : null;
      source = url && url.pathname === GOALS_DASHBOARD ? url.searchParams : new URLSearchParams();
    }
    const state = readDashboardState(source);
    return { state, href: dashboardHref(state) };
  }, [search, onDashboard]);
}
