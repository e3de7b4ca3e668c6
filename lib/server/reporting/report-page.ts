import "server-only";
import { cache } from "react";
import { DEFAULT_PERIOD_PRESET, presetPeriod, reportDataQuery } from "@/lib/reporting/periods";
import { BUILT_IN_REPORTS, type ReportFirstView } from "@/lib/reporting/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/errors";
import { getUserTimeZone } from "@/lib/server/users/get-user";
import { renderZone } from "@/lib/server/users/viewer-zone";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import { getReport } from "./get-report";
import { reportData } from "./report-data";

/**
 * A report page's first data, read on the server with the page (issue 42) through the services of
 * GET /reports/{reportId} and GET /reports/{reportId}/data, for the view the page shows without
 * search params (a layout gets none: a period or filters in the URL are read in the browser).
 * Figures are read in a zone: the user's saved one when this runtime knows it; without one the
 * browser's zone decides, which the server knows only when the browser told it on an earlier visit
 * (the `tz` cookie, `told`); without that no figures are read here.
 */

/**
 * The viewer's saved zone as saved, the zone the server reads in (the saved one when this runtime
 * knows it, else the one the browser told) and today there: once per page request, for every layout
 * that asks.
 */
export const reportingClock = cache(
  async (
    userId: string,
    told: string | null,
  ): Promise<{ saved: string | null; zone: string | null; today: string | null }> => {
    const saved = await getUserTimeZone({ userId });
    const zone = renderZone(saved, told);
    return { saved, zone, today: zone ? localDay(Date.now(), zone) : null };
  },
);

const isBuiltIn = (reportId: string) => BUILT_IN_REPORTS.some((id) => id === reportId);

/**
 * A report page's first view: a saved report's settings and, with a saved zone, the figures of its
 * own period (a built-in's: the default preset around today). `null`: a saved report the viewer may
 * not open (the API's 404). Another refusal reads nothing here: the browser reads and shows it.
 */
export async function reportFirstView(
  actor: Actor,
  reportId: string,
  told: string | null = null,
): Promise<ReportFirstView | null> {
  const { zone, today } = await reportingClock(actor.userId, told);
  const builtIn = isBuiltIn(reportId);
  const period = builtIn && today ? presetPeriod(DEFAULT_PERIOD_PRESET, today) : null;
  const withFigures = zone !== null && (!builtIn || period !== null);
  try {
    const [summary, data] = await Promise.all([
      builtIn ? null : getReport(actor, { reportId }),
      withFigures ? reportData(actor, reportId, reportDataQuery({ period, zone })) : null,
    ]);
    return { summary, figures: zone && data ? { zone, period, data } : null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.code === "not_found" ? null : { summary: null, figures: null };
  }
}
