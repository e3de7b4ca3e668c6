"use client";

import { usePathname, useSearchParams } from "next/navigation";
import {
  chartIdOf,
  dvHrefs,
  sourceOf,
  tabOf,
  type AddChartQuery,
  type DvPlace,
  type VisualizationTab,
} from "./hrefs";

/**
 * The page's state as its URL says it, kept there without a round trip (the History API, which
 * Next's router follows): the tab in `active` (replaced), and the 'Add Item' dialog — the spec's
 * …/{dataVisualizationId}/add-chart for a project's module, `dialog=add-chart` on a workspace
 * module's page — with the chart it edits (`chartId`) and the source it starts from (`source`),
 * pushed when opened (Back closes it) and replaced by the page's address when closed.
 */
export function useVisualizationUrl(place: DvPlace, dashboardId: string) {
  const pathname = usePathname();
  const params = useSearchParams();
  const active = tabOf(params.get("active"));
  const open = place.projectId ? pathname.endsWith("/add-chart") : params.get("dialog") === "add-chart";
  const dialog: AddChartQuery | null = open
    ? { chartId: chartIdOf(params.get("chartId")), source: sourceOf(params.get("source")) }
    : null;
  return {
    active,
    dialog,
    setTab(tab: VisualizationTab) {
      window.history.replaceState(null, "", dvHrefs.visualization(place, dashboardId, tab));
    },
    openDialog(query: AddChartQuery = {}) {
      window.history.pushState(null, "", dvHrefs.addChart(place, dashboardId, query, active));
    },
    closeDialog() {
      window.history.replaceState(null, "", dvHrefs.visualization(place, dashboardId, active));
    },
  };
}

export type VisualizationUrl = ReturnType<typeof useVisualizationUrl>;
