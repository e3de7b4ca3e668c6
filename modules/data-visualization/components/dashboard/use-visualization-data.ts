"use client";

import { useEffect, useEffectEvent } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { dvQueries, useDashboardsLive } from "@/modules/data-visualization/client/api";
import type { Dashboard, DashboardData } from "@/modules/data-visualization/shared/types";

/** How often the charts' data is read again while the tab is visible (auto-refresh). */
export const REFRESH_MS = 60_000;

/** The charts' data the server read with the page, and the zone it read days in. */
export interface FirstData {
  zone: string;
  data: DashboardData;
}

/**
 * Calls `work` every `ms` while the tab is visible, and at once when it comes back into view after
 * missing a turn (a hidden tab reads nothing).
 */
export function useVisibleInterval(work: () => void, ms: number, enabled = true): void {
  const run = useEffectEvent(work);
  useEffect(() => {
    if (!enabled) return;
    let last = Date.now();
    const tick = () => {
      if (document.visibilityState !== "visible") return;
      last = Date.now();
      run();
    };
    const timer = window.setInterval(tick, ms);
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - last >= ms) tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [ms, enabled]);
}

/**
 * A visualization and its charts' data: first from the server's render, then from the client data
 * layer — live through the module's room (another person's change, the server's `dashboard.changed`)
 * and the data read again every minute while the tab is visible. The data is read in `zone` (null
 * while the browser's is not known yet: nothing is read).
 */
export function useVisualizationData(options: {
  moduleId: string;
  initial: Dashboard;
  first: FirstData | null;
  zone: string | null;
}) {
  const { moduleId, initial, first, zone } = options;
  useDashboardsLive(moduleId);
  const seed = useServerSeed(initial);
  const dashboard = useQuery(dvQueries.dashboard(moduleId, initial.id), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const dataSeed = useServerSeed(first?.data ?? null);
  const seededData = dataSeed && first && first.zone === zone ? dataSeed : undefined;
  const data = useQuery(zone ? dvQueries.data(moduleId, initial.id, zone) : null, {
    initialData: seededData,
    staleTime: seededData ? SERVER_FRESH_MS : 0,
    keepPrevious: true,
  });
  useVisibleInterval(() => void data.refetch(), REFRESH_MS, zone !== null);
  return { dashboard, data };
}
