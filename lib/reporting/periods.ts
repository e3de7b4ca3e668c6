/**
 * The periods a report page offers (issue 14) and the report's search params: presets around the
 * viewer's today (a local day in their zone), a custom range of at most REPORT_PERIOD_MAX_DAYS, and
 * the `?from=&to=&memberIds=&projectIds=` of `/reporting/{reportId}`. Periods that are "to date" end
 * today, so daily charts never show days that have not happened. Pure calendar arithmetic.
 */
import * as z from "@/lib/zod";
import { idSchema } from "@/lib/schemas/common";
import { isIsoDate } from "@/modules/time-tracker/shared/report-range";
import { addDays, daysBetween, weekStart, type LocalDay } from "@/modules/time-tracker/shared/grouping";
import type { reportDataQuerySchema } from "@/lib/schemas/reports";
import { REPORT_MEMBERS_MAX, REPORT_PERIOD_MAX_DAYS, REPORT_PROJECTS_MAX, type ReportPeriod } from "./types";

export const PERIOD_PRESETS = [
  "thisWeek",
  "last4Weeks",
  "thisMonth",
  "thisQuarter",
  "lastQuarter",
  "last90Days",
  "custom",
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type FixedPeriodPreset = Exclude<PeriodPreset, "custom">;

/** What a built-in report shows when the URL names no period (the API's default too). */
export const DEFAULT_PERIOD_PRESET: FixedPeriodPreset = "last90Days";

const pad = (value: number) => String(value).padStart(2, "0");

/** The first day of the quarter `offset` quarters from the one holding `day` (0: its own). */
function quarterStart(day: LocalDay, offset: number): LocalDay {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const index = year * 4 + Math.floor((month - 1) / 3) + offset;
  const quarterYear = Math.floor(index / 4);
  const firstMonth = (index - quarterYear * 4) * 3 + 1;
  return `${String(quarterYear).padStart(4, "0")}-${pad(firstMonth)}-01`;
}

/**
 * The period of a preset on `today` (the viewer's local day): this week, month and quarter run
 * from their first day to today; the last 4 weeks are this ISO week and the three before it (four
 * whole week buckets); the last quarter is the whole previous quarter; the last 90 days end today.
 */
export function presetPeriod(preset: FixedPeriodPreset, today: LocalDay): ReportPeriod {
  switch (preset) {
    case "thisWeek":
      return { from: weekStart(today), to: today };
    case "last4Weeks":
      return { from: addDays(weekStart(today), -21), to: today };
    case "thisMonth":
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case "thisQuarter":
      return { from: quarterStart(today, 0), to: today };
    case "lastQuarter":
      return { from: quarterStart(today, -1), to: addDays(quarterStart(today, 0), -1) };
    case "last90Days":
      return { from: addDays(today, -89), to: today };
  }
}

/** The preset whose period on `today` is exactly `period`, else "custom". */
export function presetOf(period: ReportPeriod, today: LocalDay): PeriodPreset {
  const found = PERIOD_PRESETS.find((preset) => {
    if (preset === "custom") return false;
    const candidate = presetPeriod(preset, today);
    return candidate.from === period.from && candidate.to === period.to;
  });
  return found ?? "custom";
}

/** Days in a period, both ends included (0 or less when `to` is before `from`). */
export function periodDays(period: ReportPeriod): number {
  return daysBetween(period.from, period.to) + 1;
}

export type PeriodIssue = "invalid" | "reversed" | "tooLong";

/** Why a period cannot be asked for (real days, in order, at most REPORT_PERIOD_MAX_DAYS), or null. */
export function periodIssue(period: ReportPeriod): PeriodIssue | null {
  if (!isIsoDate(period.from) || !isIsoDate(period.to)) return "invalid";
  if (period.to < period.from) return "reversed";
  return periodDays(period) > REPORT_PERIOD_MAX_DAYS ? "tooLong" : null;
}

/** A comma-separated list of ids in a query string (`a,b`); blank is an empty list. */
function idListSchema(max: number) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined, ctx) => {
      const items = (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== "");
      const ids: string[] = [];
      for (const item of items) {
        const parsed = idSchema.safeParse(item);
        if (!parsed.success) {
          ctx.issues.push({ code: "custom", message: "validation.invalidId", input: value });
          return z.NEVER;
        }
        if (!ids.includes(parsed.data)) ids.push(parsed.data);
      }
      if (ids.length > max) {
        ctx.issues.push({ code: "custom", message: "validation.invalidId", input: value });
        return z.NEVER;
      }
      return ids;
    }),
  );
}

/**
 * The search of `/reporting/{reportId}`: an optional period (both days or neither, a valid one) and
 * the member and project filters. Other params (a dialog's `redirect`) are left to their page.
 */
export const reportSearchSchema = z
  .object({
    from: z.optional(z.string()),
    to: z.optional(z.string()),
    memberIds: idListSchema(REPORT_MEMBERS_MAX),
    projectIds: idListSchema(REPORT_PROJECTS_MAX),
  })
  .check(
    z.refine(
      ({ from, to }) =>
        (from === undefined && to === undefined) ||
        (from !== undefined && to !== undefined && periodIssue({ from, to }) === null),
      { message: "validation.reportDateInvalid", path: ["from"] },
    ),
  );

export interface ReportSearch {
  /** Null: the report's own period (a saved report's, or the default preset). */
  period: ReportPeriod | null;
  memberIds: string[];
  projectIds: string[];
}

/**
 * The report search of a URL's params (`URLSearchParams` or a page's searchParams object), or null
 * when it is invalid (arrays, a bad day or id, a period over the limit or with one end only).
 */
export function parseReportSearch(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): ReportSearch | null {
  const raw =
    params instanceof URLSearchParams
      ? Object.fromEntries(
          ["from", "to", "memberIds", "projectIds"].map((key) => [key, params.get(key) ?? undefined]),
        )
      : params;
  const parsed = reportSearchSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { from, to, memberIds, projectIds } = parsed.data;
  return {
    period: from !== undefined && to !== undefined ? { from, to } : null,
    memberIds,
    projectIds,
  };
}

/** The address of a report with its search (ids and days need no escaping: hex and digits). */
export function reportHref(reportId: string, search: Partial<ReportSearch> = {}): string {
  const parts: string[] = [];
  if (search.period) parts.push(`from=${search.period.from}`, `to=${search.period.to}`);
  if (search.memberIds?.length) parts.push(`memberIds=${search.memberIds.join(",")}`);
  if (search.projectIds?.length) parts.push(`projectIds=${search.projectIds.join(",")}`);
  const path = `/reporting/${encodeURIComponent(reportId)}`;
  return parts.length > 0 ? `${path}?${parts.join("&")}` : path;
}

/** What a report's figures are read for (GET /reports/{reportId}/data). */
export interface ReportDataParams {
  /** Both or neither: without them, a saved report's period or the last 90 days. */
  period: ReportPeriod | null;
  /** The viewer's IANA zone, in which days and weeks are read. */
  zone: string;
  memberIds?: readonly string[];
  projectIds?: readonly string[];
}

/**
 * The data's query string values (lists as comma lists; empty ones left out): what the browser
 * sends, and what the page's server read passes the same service (issue 42).
 */
export function reportDataQuery(params: ReportDataParams): z.input<typeof reportDataQuerySchema> {
  return {
    zone: params.zone,
    from: params.period?.from,
    to: params.period?.to,
    memberIds: params.memberIds?.length ? params.memberIds.join(",") : undefined,
    projectIds: params.projectIds?.length ? params.projectIds.join(",") : undefined,
  };
}
