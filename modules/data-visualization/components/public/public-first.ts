// What the public page /d/{token} hands its view from the server's render, and the rules the view
// reads it by (issue 37). Pure: no server or browser code.
import { staticPlace } from "@/components/grid/grid-place";
import type { PublicChart, PublicDashboard } from "@/modules/data-visualization/shared/shares";
import type { Filters } from "@/modules/data-visualization/shared/filters";

/** Why a link does not open: unknown or revoked (404), or past its expiry (410). */
export type ClosedState = "not-found" | "expired";

/**
 * The server's first answer: the dashboard (or "locked") as read in `zone`, or why the link does not
 * open. The page hands null when it could not read it in a zone it knows (the browser reads it then).
 */
export type PublicFirst =
  { kind: "answer"; zone: string; dashboard: PublicDashboard } | { kind: "closed"; state: ClosedState };

/** A link's token as the API accepts it (schemas/sources.ts `publicTokenParamsSchema`). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** Published data is read again this often while the page is visible. */
export const PUBLIC_REFRESH_MS = 5 * 60_000;

/** A failed read's status as the link's closed state; null for any other failure. */
export function closedStateOf(status: number | undefined): ClosedState | null {
  if (status === 404) return "not-found";
  if (status === 410) return "expired";
  return null;
}

/** Whether a visible page should read again: `updatedAt` (ms) at least one refresh period ago. */
export const isStale = (updatedAt: number, now: number): boolean => now - updatedAt >= PUBLIC_REFRESH_MS;

/** A chart's cell on the 12-column grid of 30 px rows, as the dashboard's static grid places it. */
export const gridPlace = (chart: Pick<PublicChart, "x" | "y" | "w" | "h">) => staticPlace(chart);

/** The `dataVisualization` translator's shape these rules use. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A link's locked filters written out for a visitor, who may not read names: the period (a custom
 * one as its days), how many projects and people it keeps, or that it keeps all.
 */
export function lockedFilterParts(
  filters: Filters,
  t: Translate,
  formatDays: (period: { from: string; to: string }) => string,
): string[] {
  const period =
    filters.period === "custom" && filters.from && filters.to
      ? formatDays({ from: filters.from, to: filters.to })
      : t(`periods.${filters.period}`);
  return [
    period,
    filters.projectIds.length
      ? t("public.projects", { count: filters.projectIds.length })
      : t("chart.filters.allProjects"),
    filters.personIds.length
      ? t("public.people", { count: filters.personIds.length })
      : t("chart.filters.everyone"),
  ];
}
