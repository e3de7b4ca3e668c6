/**
 * The upcoming events panel (spec: modules.md → AI calendar): events grouped by day, labelled Today,
 * Tomorrow or the date ('MMM D', formatted by the view in the person's language), each with its
 * title and start–end time in HH:mm and its colour; only events starting this hour or later, ascending
 * by start; all-day events from today on, first in their day. On the person's wall clock. Pure.
 */
import { addDays, localDay, localTime, wallClock, wallToUtc, type LocalDay } from "@/lib/time/zoned";

export interface UpcomingEvent {
  /** The event, and for an occurrence of a series its original start: what opening it needs. */
  id: string;
  occurrence: number | null;
  title: string;
  color: string;
  /** ms; an all-day event's UTC midnights. */
  start: number;
  end: number;
  allDay: boolean;
}

export type UpcomingLabel = { kind: "today" } | { kind: "tomorrow" } | { kind: "date"; day: LocalDay };

export interface UpcomingRow extends UpcomingEvent {
  /** HH:mm on the wall clock; null for an all-day event. */
  from: string | null;
  to: string | null;
}

export interface UpcomingGroup {
  day: LocalDay;
  label: UpcomingLabel;
  events: UpcomingRow[];
}

const HOUR = 3_600_000;

/** The panel's groups for `events` at `now` in `zone`, at most `limit` events. */
export function upcomingGroups(
  events: readonly UpcomingEvent[],
  now: number,
  zone: string,
  limit = 50,
): UpcomingGroup[] {
  const today = localDay(now, zone);
  const tomorrow = addDays(today, 1);
  // The start of this hour on the person's wall clock (zones half an hour off UTC included).
  const wall = wallClock(now, zone);
  const thisHour = wallToUtc(wall - (wall % HOUR), zone);
  const dayOf = (event: UpcomingEvent) =>
    event.allDay ? new Date(event.start).toISOString().slice(0, 10) : localDay(event.start, zone);
  const shown = events
    .filter((event) => (event.allDay ? dayOf(event) >= today : event.start >= thisHour))
    .map((event) => ({ event, day: dayOf(event) }))
    .sort((a, b) =>
      a.day !== b.day
        ? a.day < b.day
          ? -1
          : 1
        : a.event.allDay !== b.event.allDay
          ? a.event.allDay
            ? -1
            : 1
          : a.event.start - b.event.start || a.event.title.localeCompare(b.event.title),
    )
    .slice(0, limit);
  const groups: UpcomingGroup[] = [];
  for (const { event, day } of shown) {
    let group = groups[groups.length - 1];
    if (!group || group.day !== day) {
      const label: UpcomingLabel =
        day === today ? { kind: "today" } : day === tomorrow ? { kind: "tomorrow" } : { kind: "date", day };
      group = { day, label, events: [] };
      groups.push(group);
    }
    group.events.push({
      ...event,
      from: event.allDay ? null : localTime(event.start, zone),
      to: event.allDay ? null : localTime(event.end, zone),
    });
  }
  return groups;
}
