/**
 * The calendar as iCalendar (RFC 5545) and back: what the private feed and the export write
 * (`calendarIcs`, on ical-generator, MIT, with a VTIMEZONE for every zone from
 * @touch4it/ical-timezones, ISC) and what an import reads (`parseIcs`, on node-ical, Apache-2.0).
 * A timed event is written in its zone (DTSTART;TZID=…), so a subscriber's calendar repeats it on the
 * same wall clock across changes of time; an all-day one as dates. A series' exceptions are VEVENTs
 * of its UID with a RECURRENCE-ID; its deleted occurrences are EXDATEs. A "busy only" event shows as
 * busy, nothing more. Pure but for the libraries (Node's: the server's feed, export and import use it).
 */
import "server-only";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventBusyStatus,
  ICalEventClass,
  ICalEventStatus,
} from "ical-generator";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import nodeIcal, { type VEvent } from "node-ical";
import { htmlToText } from "@/lib/html-text";
import { isValidTimeZone } from "@/lib/time/time-zone";
import { wallToUtc } from "@/lib/time/zoned";
import { ruleForIcs, ruleFromIcs } from "@/lib/calendar/recurrence";

dayjs.extend(utc);
dayjs.extend(timezone);

/** An event as iCalendar carries it, in and out. */
export interface ImportedEvent {
  uid: string;
  title: string;
  /** Rich text (HTML) going out, written as plain text; plain text coming in. */
  description: string;
  location: string;
  url: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  timeZone: string;
  /** The stored rule (recurrence.ts), for a series. */
  rule: string | null;
  /** A series' deleted occurrences, by their original starts. */
  excluded: Date[];
  /** For an exception of the series `uid`: the occurrence it replaces. */
  recurrenceId: Date | null;
}

/** What the feed and the export write of an event besides: who sees what, and its revision. */
export interface IcsEvent extends ImportedEvent {
  busyOnly: boolean;
  attendees: { email: string; name: string | null; response?: string }[];
  sequence: number;
  updatedAt: Date;
}

const PRODUCT = { company: "Suite", product: "AI calendar", language: "EN" } as const;

/**
 * How an invitation is written (RFC 5546): REQUEST (the event as it is now, its people asked to
 * answer) or CANCEL (the event, or a person's place in it, is gone), from its organiser.
 */
export interface Invitation {
  method: "REQUEST" | "CANCEL";
  organizer: { name: string; email: string };
}

const PARTSTAT: Record<string, ICalAttendeeStatus> = {
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
  tentative: ICalAttendeeStatus.TENTATIVE,
};

/**
 * A whole calendar (a feed or an export) named `name`, its events as they are at `now`; with
 * `invitation`, the invitation of one event or series to its people.
 */
export function calendarIcs(
  name: string,
  events: readonly IcsEvent[],
  now: Date,
  invitation?: Invitation,
): string {
  const method = invitation ? ICalCalendarMethod[invitation.method] : ICalCalendarMethod.PUBLISH;
  const calendar = ical({ name, prodId: PRODUCT, method });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const event of events) {
    const zone = event.allDay ? "UTC" : event.timeZone;
    const at = (date: Date) => (event.allDay ? dayjs.utc(date) : dayjs(date).tz(zone));
    const entry = calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: now,
      lastModified: event.updatedAt,
      start: at(event.start),
      end: at(event.end),
      allDay: event.allDay,
      ...(event.allDay ? {} : { timezone: zone }),
      summary: event.busyOnly ? "Busy" : event.title,
      busystatus: ICalEventBusyStatus.BUSY,
      ...(invitation
        ? {
            organizer: invitation.organizer,
            status: invitation.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
          }
        : {}),
      ...(event.busyOnly
        ? { class: ICalEventClass.PRIVATE }
        : {
            description: event.description ? htmlToText(event.description) : null,
            location: event.location || null,
            url: event.url,
          }),
    });
    if (event.rule) {
      entry.repeating(
        [
          `RRULE:${ruleForIcs(event.rule, event)}`,
          ...event.excluded.map((date) =>
            event.allDay
              ? `EXDATE;VALUE=DATE:${dayjs.utc(date).format("YYYYMMDD")}`
              : `EXDATE;TZID=${zone}:${dayjs(date).tz(zone).format("YYYYMMDDTHHmmss")}`,
          ),
        ].join("\n"),
      );
    }
    if (event.recurrenceId) entry.recurrenceId(at(event.recurrenceId));
    if (!event.busyOnly)
      for (const attendee of event.attendees)
        entry.createAttendee({
          email: attendee.email,
          name: attendee.name ?? undefined,
          ...(invitation
            ? {
                role: ICalAttendeeRole.REQ,
                rsvp: invitation.method === "REQUEST",
                status: PARTSTAT[attendee.response ?? ""] ?? ICalAttendeeStatus.NEEDSACTION,
              }
            : {}),
        });
  }
  return calendar.toString();
}

export interface ImportResult {
  events: ImportedEvent[];
  /** VEVENTs left out: no start, an end before the start, a rule a calendar series cannot be. */
  skipped: number;
}

const text = (value: unknown, max: number): string =>
  (typeof value === "string"
    ? value
    : typeof value === "object" && value && "val" in value
      ? String((value as { val: unknown }).val)
      : ""
  )
    .trim()
    .slice(0, max);

/**
 * The events of an .ics file, at most `limit` (series, single events and the exceptions of series),
 * with `fallbackZone` for floating times. The caller previews them and matches UIDs for duplicates.
 */
export function parseIcs(source: string, fallbackZone: string, limit = 5_000): ImportResult {
  const data = nodeIcal.sync.parseICS(source);
  const events: ImportedEvent[] = [];
  let skipped = 0;
  const read = (item: VEvent, recurrenceId: Date | null) => {
    const start = item.start as (Date & { tz?: string; dateOnly?: boolean }) | undefined;
    if (!start || Number.isNaN(start.getTime())) return void (skipped += 1);
    const allDay = start.dateOnly === true || item.datetype === "date";
    // A time in UTC keeps UTC for a series (its rule runs on UTC's clock); a floating one (no zone),
    // which node-ical read on this machine's clock, is the importer's wall clock.
    const utcTime = start.tz === "Etc/UTC" || start.tz === "UTC";
    const zone =
      !allDay && start.tz && !utcTime && isValidTimeZone(start.tz)
        ? start.tz
        : utcTime && item.rrule
          ? "UTC"
          : fallbackZone;
    const placed = (date: Date & { tz?: string }) =>
      allDay
        ? new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()))
        : date.tz
          ? new Date(date.getTime())
          : new Date(
              wallToUtc(
                Date.UTC(
                  date.getFullYear(),
                  date.getMonth(),
                  date.getDate(),
                  date.getHours(),
                  date.getMinutes(),
                  date.getSeconds(),
                ),
                zone,
              ),
            );
    const end =
      (item.end as Date | undefined) ?? new Date(start.getTime() + (allDay ? 86_400_000 : 3_600_000));
    if (end.getTime() < start.getTime()) return void (skipped += 1);
    let rule: string | null = null;
    if (item.rrule && !recurrenceId) {
      const line = item.rrule
        .toString()
        .split("\n")
        .find((part: string) => part.startsWith("RRULE:"));
      rule = line ? ruleFromIcs(line, { allDay, timeZone: zone }) : null;
      if (!rule) return void (skipped += 1);
    }
    // node-ical keys each date twice (by day and by instant): one of each.
    const excluded = [
      ...new Map(
        Object.values(item.exdate ?? {})
          .filter((date) => date instanceof Date)
          .map((date) => [date.getTime(), new Date(date.getTime())] as const),
      ).values(),
    ];
    events.push({
      uid: text(item.uid, 255) || `${start.getTime()}-${events.length}@import`,
      title: text(item.summary, 200) || "(untitled)",
      description: text(item.description, 10_000),
      location: text(item.location, 500),
      url: typeof item.url === "string" && /^https?:\/\//i.test(item.url) ? item.url.slice(0, 2_000) : null,
      start: placed(start),
      end: item.end ? placed(end) : new Date(placed(start).getTime() + (end.getTime() - start.getTime())),
      allDay,
      timeZone: zone,
      rule,
      recurrenceId,
      excluded,
    });
  };
  for (const item of Object.values(data)) {
    if (events.length >= limit) break;
    if (!item || item.type !== "VEVENT") continue;
    const vevent = item as VEvent;
    read(vevent, vevent.recurrenceid ? new Date(vevent.recurrenceid) : null);
    // Each exception is there under two keys (its day and its instant): read once.
    for (const exception of new Set(Object.values(vevent.recurrences ?? {})) as Set<VEvent>)
      read(exception, exception.recurrenceid ? new Date(exception.recurrenceid) : null);
  }
  return { events: events.slice(0, limit), skipped };
}
