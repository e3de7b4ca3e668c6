import "server-only";
import { UNASSIGNED, type DateBucket, type MetricPoint } from "@/lib/metrics/entities";
import { localDay, weekStart } from "@/lib/time/zoned";
import type { MetricQuery } from "./metric-source";

/**
 * Charts of dated things that repeat (calendar events, meetings): a series is one row and a rule, its
 * occurrences exist only as the kind expands them in Node (lib/calendar/recurrence.ts), so such a
 * kind reads its rows in one statement, expands them for the chart's period as its own views do and
 * counts the occurrences here. The rules are the SQL sources' (lib/server/metrics/sql.ts): the
 * period is `from` ≤ main instant < `to`, a date key is the first local day of its bucket in the
 * query's zone (weeks from Monday, as date_trunc), people are keyed by id and named, and nobody is
 * UNASSIGNED.
 */

/** Someone an occurrence counts for, named as the people axes name them (name, else e-mail). */
export interface Person {
  id: string;
  name: string;
}

/** One occurrence as a chart counts it. */
export interface CountedOccurrence {
  /** Unique among the chart's occurrences (a series' occurrence: its instance id). */
  id: string;
  /** Its main instant (ms): the period, the date key and the drill's order go by it. */
  at: number;
  /** Its length, for a duration Y option. */
  hours: number;
  /** Its key on the kind's status axis. */
  status: string;
  /** Who it counts for on the people axis (none: UNASSIGNED), those the viewer may see. */
  people: readonly Person[];
}

/** What an axis of the kind is: people, its status enumeration or the date. */
export type OccurrenceAxis = "person" | "status" | "date";

const DAY_MS = 86_400_000;
/** With no period, a chart counts the occurrences of this many days either side of now. */
export const OPEN_PERIOD_DAYS = 90;

/**
 * The instants [from, to) a chart's occurrences are expanded and counted in: its period; an open end
 * reaches OPEN_PERIOD_DAYS before (after) now — or before (after) the other end when that is further,
 * so a period with one end is never empty — as a series that never ends has no last occurrence.
 */
export function occurrenceWindow(
  query: Pick<MetricQuery, "from" | "to">,
  now: Date,
): { from: number; to: number } {
  const reach = OPEN_PERIOD_DAYS * DAY_MS;
  const from = query.from?.getTime() ?? Math.min(now.getTime(), query.to?.getTime() ?? Infinity) - reach;
  const to = query.to?.getTime() ?? Math.max(now.getTime(), query.from?.getTime() ?? -Infinity) + reach;
  return { from, to };
}

/** The key of the date bucket holding `instant` in `zone`: bucketKeySql's, in Node. */
export function bucketKeyOf(instant: number, bucket: DateBucket, zone: string): string {
  const day = localDay(instant, zone);
  if (bucket === "day") return day;
  if (bucket === "week") return weekStart(day);
  return `${day.slice(0, 7)}-01`;
}

/** The occurrences in the window (by their main instant) of the query's people (any of them). */
export function keptOccurrences<T extends CountedOccurrence>(
  items: readonly T[],
  query: Pick<MetricQuery, "personIds">,
  window: { from: number; to: number },
): T[] {
  const chosen = query.personIds ? new Set(query.personIds) : null;
  return items.filter(
    (item) =>
      item.at >= window.from &&
      item.at < window.to &&
      (!chosen || item.people.some((person) => chosen.has(person.id))),
  );
}

/** The X points an occurrence counts under: each of its (chosen) people, its status or its bucket. */
function keysOf(
  item: CountedOccurrence,
  axis: OccurrenceAxis,
  query: Pick<MetricQuery, "bucket" | "zone" | "personIds">,
): { key: string; label: string | null }[] {
  if (axis === "status") return [{ key: item.status, label: null }];
  if (axis === "date") return [{ key: bucketKeyOf(item.at, query.bucket, query.zone), label: null }];
  if (item.people.length === 0) return [{ key: UNASSIGNED, label: null }];
  const chosen = query.personIds ? new Set(query.personIds) : null;
  return item.people
    .filter((person) => !chosen || chosen.has(person.id))
    .map((person) => ({ key: person.id, label: person.name }));
}

/**
 * The points of kept occurrences (keptOccurrences): each counts once under each of its keys, as a
 * count or its hours (rounded to 2 decimals); dates ascending, statuses in `statuses`' order, people
 * by value descending then key.
 */
export function occurrencePoints(
  items: readonly CountedOccurrence[],
  query: Pick<MetricQuery, "bucket" | "zone" | "personIds">,
  axis: OccurrenceAxis,
  measure: "count" | "hours",
  statuses: readonly string[],
): MetricPoint[] {
  const points = new Map<string, MetricPoint>();
  for (const item of items)
    for (const { key, label } of keysOf(item, axis, query)) {
      const point = points.get(key) ?? { key, label, series: null, seriesLabel: null, value: 0 };
      point.value += measure === "count" ? 1 : item.hours;
      points.set(key, point);
    }
  const found = [...points.values()].map((point) => ({
    ...point,
    value: Math.round(point.value * 100) / 100,
  }));
  if (axis === "date") return found.sort((a, b) => a.key.localeCompare(b.key));
  if (axis === "status") return found.sort((a, b) => statuses.indexOf(a.key) - statuses.indexOf(b.key));
  return found.sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

/** The kept occurrences behind the point `key`, newest first, at most `limit`. */
export function occurrencesAt<T extends CountedOccurrence>(
  items: readonly T[],
  query: Pick<MetricQuery, "bucket" | "zone" | "personIds">,
  axis: OccurrenceAxis,
  key: string,
  limit: number,
): T[] {
  return items
    .filter((item) => keysOf(item, axis, query).some((found) => found.key === key))
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    .slice(0, limit);
}
