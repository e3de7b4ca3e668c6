// What narrows a chart's data (issue 37): a period, projects and people — on a chart and on its
// dashboard (which narrows every chart on it), and locked on a published link. Pure rules shared by
// the filter bars and the services.
import * as z from "@/lib/zod";
import { idItem, listOf } from "@/lib/schemas/lists";
import { addDays, localDay, weekStart, zonedTimeToUtc, type LocalDay } from "@/lib/time/zoned";

export const PERIODS = [
  "all",
  "last-7-days",
  "last-30-days",
  "last-90-days",
  "this-week",
  "this-month",
  "last-month",
  "this-quarter",
  "this-year",
  "custom",
] as const;
export type Period = (typeof PERIODS)[number];

export const FILTER_IDS_MAX = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const daySchema = z.string({ error: "validation.chartPeriodInvalid" }).check(
  z.refine((value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: "validation.chartPeriodInvalid",
  }),
);

/**
 * A chart's or dashboard's filters: `period` (relative, so a dashboard stays current; `custom` with
 * `from` and `to`, local days both included), `projectIds` and `personIds` (empty: all).
 */
export const filtersSchema = z
  .object({
    period: z._default(z.enum(PERIODS, { error: "validation.chartPeriodInvalid" }), "all"),
    from: z.optional(z.nullable(daySchema)),
    to: z.optional(z.nullable(daySchema)),
    projectIds: z._default(
      listOf(idItem("validation.chartFilterInvalid"), FILTER_IDS_MAX, "validation.chartFilterInvalid"),
      [],
    ),
    personIds: z._default(
      listOf(idItem("validation.chartFilterInvalid"), FILTER_IDS_MAX, "validation.chartFilterInvalid"),
      [],
    ),
  })
  .check(
    z.refine(
      (filters) =>
        filters.period !== "custom" || (!!filters.from && !!filters.to && filters.from <= filters.to),
      { message: "validation.chartPeriodInvalid", path: ["from"] },
    ),
  );
export type Filters = z.output<typeof filtersSchema>;

export const NO_FILTERS: Filters = { period: "all", from: null, to: null, projectIds: [], personIds: [] };

/** Stored filters read back (a row written by an older version reads as no filter where it is off). */
export function readFilters(value: unknown): Filters {
  const parsed = filtersSchema.safeParse(value ?? {});
  return parsed.success ? normalFilters(parsed.data) : NO_FILTERS;
}

/** Filters with every field present (`from` and `to` null unless the period is custom). */
export function normalFilters(filters: Filters): Filters {
  const custom = filters.period === "custom";
  return {
    period: filters.period,
    from: custom ? (filters.from ?? null) : null,
    to: custom ? (filters.to ?? null) : null,
    projectIds: filters.projectIds,
    personIds: filters.personIds,
  };
}

/** The local days [from, to] (both included) a period covers on `today`; null for all time. */
export function periodDays(filters: Filters, today: LocalDay): { from: LocalDay; to: LocalDay } | null {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}-01`;
  switch (filters.period) {
    case "all":
      return null;
    case "custom":
      return filters.from && filters.to ? { from: filters.from, to: filters.to } : null;
    case "last-7-days":
      return { from: addDays(today, -6), to: today };
    case "last-30-days":
      return { from: addDays(today, -29), to: today };
    case "last-90-days":
      return { from: addDays(today, -89), to: today };
    case "this-week":
      return { from: weekStart(today), to: addDays(weekStart(today), 6) };
    case "this-month":
      return {
        from: first(year, month),
        to: addDays(month === 12 ? first(year + 1, 1) : first(year, month + 1), -1),
      };
    case "last-month": {
      const start = month === 1 ? first(year - 1, 12) : first(year, month - 1);
      return { from: start, to: addDays(first(year, month), -1) };
    }
    case "this-quarter": {
      const q = Math.floor((month - 1) / 3) * 3 + 1;
      const next = q + 3 > 12 ? first(year + 1, 1) : first(year, q + 3);
      return { from: first(year, q), to: addDays(next, -1) };
    }
    case "this-year":
      return { from: first(year, 1), to: `${year}-12-31` };
  }
}

/** The instants [from, to) of local days in `zone`. */
export function periodInstants(
  days: { from: LocalDay; to: LocalDay },
  zone: string,
): { from: Date; to: Date } {
  return {
    from: zonedTimeToUtc(days.from, "00:00", zone) ?? new Date(`${days.from}T00:00:00Z`),
    to: zonedTimeToUtc(addDays(days.to, 1), "00:00", zone) ?? new Date(`${addDays(days.to, 1)}T00:00:00Z`),
  };
}

/** The same number of days just before (a metric card's comparison). */
export function previousDays(days: { from: LocalDay; to: LocalDay }): { from: LocalDay; to: LocalDay } {
  const length = Math.round((Date.parse(days.to) - Date.parse(days.from)) / 86_400_000) + 1;
  return { from: addDays(days.from, -length), to: addDays(days.from, -1) };
}

/** Lists combined: both narrow (empty is everything; two disjoint lists leave nothing: null). */
function intersect(a: readonly string[], b: readonly string[]): string[] | null {
  if (a.length === 0) return [...b];
  if (b.length === 0) return [...a];
  const common = a.filter((id) => b.includes(id));
  return common.length ? common : null;
}

/**
 * A chart's filters under its dashboard's (and a published link's locked ones, passed as `outer`):
 * the outer period wins when it is set; projects and people narrow on both; null when nothing can
 * match.
 */
export function combineFilters(inner: Filters, outer: Filters): Filters | null {
  const projectIds = intersect(inner.projectIds, outer.projectIds);
  const personIds = intersect(inner.personIds, outer.personIds);
  if (!projectIds || !personIds) return null;
  const period = outer.period !== "all" ? outer : inner;
  return { period: period.period, from: period.from ?? null, to: period.to ?? null, projectIds, personIds };
}

export const todayIn = (zone: string, now: Date): LocalDay => localDay(now, zone);
