/**
 * The event dialog's values (issue 33) and the bodies they make: a draft keeps its times on the
 * event's own wall clock ("YYYY-MM-DD HH:mm:ss" in its zone; an all-day event's first and last dates),
 * as Google Calendar's dialog does — changing the zone keeps the times shown. A change sends only what
 * changed, so moving one field of a series does not retime it (which would drop its exceptions). Pure.
 */
import { addDays } from "@/lib/time/zoned";
import { recurrenceToRule, ruleToRecurrence } from "@/lib/calendar/recurrence";
import type { CalendarEvent } from "./types";
import type { EventDraft } from "./new-draft";
import { fromWall, parseWall, toWall } from "./views";

export { blankDraft, nextHourDraft, quickAddDraft, type EventDraft } from "./new-draft";

/** The body fields a draft makes (POST …/events, or what a PATCH may send). */
export interface DraftBody {
  title: string;
  allDay: boolean;
  startDate: string;
  endDate: string;
  timeZone: string;
  rule: string | null;
  description: string;
  location: string | null;
  url: string | null;
  color: string;
  reminders: number[];
  busyOnly: boolean;
  attendees: ({ email: string } | { userId: string })[];
}

/** An event's draft: its times on its own zone's clock; an all-day event's last day, not the day after. */
export function eventDraft(event: CalendarEvent): EventDraft {
  const start = Date.parse(event.startDate);
  const end = Date.parse(event.endDate);
  const firstWall = event.allDay ? start : parseWall(toWall(start, event.timeZone));
  const recurrence = event.rule ? ruleToRecurrence(event.rule, firstWall) : null;
  return {
    title: event.title,
    allDay: event.allDay,
    start: toWall(start, event.timeZone, event.allDay),
    end: event.allDay
      ? `${addDays(toWall(end, "UTC", true).slice(0, 10), -1)} 00:00:00`
      : toWall(end, event.timeZone),
    timeZone: event.timeZone,
    recurrence,
    customRule: event.rule && !recurrence ? event.rule : null,
    description: event.description,
    location: event.location ?? "",
    url: event.url ?? "",
    color: event.color,
    reminders: event.reminders,
    busyOnly: event.busyOnly,
    guests: event.attendees.map((attendee) => attendee.email),
    members: [],
  };
}

/** The draft's rule: the dialog's choice for its first start, or the custom rule it came with. */
export function draftRule(draft: EventDraft): string | null {
  if (draft.recurrence) return recurrenceToRule(draft.recurrence, parseWall(draft.start));
  return draft.customRule;
}

/** The body a draft makes: instants for timed events, dates (the end the day after the last) all day. */
export function draftBody(draft: EventDraft): DraftBody {
  const day = (wall: string) => wall.slice(0, 10);
  return {
    title: draft.title.trim(),
    allDay: draft.allDay,
    startDate: draft.allDay
      ? day(draft.start)
      : new Date(fromWall(draft.start, draft.timeZone)).toISOString(),
    endDate: draft.allDay
      ? addDays(day(draft.end), 1)
      : new Date(fromWall(draft.end, draft.timeZone)).toISOString(),
    timeZone: draft.timeZone,
    rule: draftRule(draft),
    description: draft.description,
    location: draft.location.trim() || null,
    url: draft.url.trim() || null,
    color: draft.color,
    reminders: [...draft.reminders].sort((a, b) => a - b),
    busyOnly: draft.busyOnly,
    attendees: [
      ...draft.members.map((member) => ({ userId: member.id })),
      ...draft.guests.map((email) => ({ email: email.trim().toLowerCase() })),
    ],
  };
}

/**
 * What a change sends: the fields whose body differs from the event's first draft. The times go
 * together (start, end and all-day), as do the zone's; the rule only when the repetition changed.
 */
export function draftChange(before: EventDraft, after: EventDraft): Partial<DraftBody> {
  const a = draftBody(before);
  const b = draftBody(after);
  const change: Partial<DraftBody> = {};
  if (a.startDate !== b.startDate || a.endDate !== b.endDate || a.allDay !== b.allDay) {
    change.startDate = b.startDate;
    change.endDate = b.endDate;
    change.allDay = b.allDay;
  }
  if (a.timeZone !== b.timeZone) change.timeZone = b.timeZone;
  if (
    JSON.stringify(before.recurrence) !== JSON.stringify(after.recurrence) ||
    before.customRule !== after.customRule
  )
    change.rule = b.rule;
  for (const key of ["title", "description", "location", "url", "color", "busyOnly"] as const)
    if (a[key] !== b[key]) Object.assign(change, { [key]: b[key] });
  if (a.reminders.join() !== b.reminders.join()) change.reminders = b.reminders;
  if (JSON.stringify(a.attendees) !== JSON.stringify(b.attendees)) change.attendees = b.attendees;
  return change;
}

/** A draft's problem the dialog shows before sending (the server says the same): a message key or null. */
export function draftProblem(draft: EventDraft): string | null {
  if (draft.title.trim() === "") return "validation.calendarTitleRequired";
  const start = parseWall(draft.start);
  const end = parseWall(draft.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return "validation.calendarDateInvalid";
  if (end < start) return "validation.calendarEndBeforeStart";
  if (draft.url.trim() !== "" && !/^https?:\/\/\S+$/i.test(draft.url.trim()))
    return "validation.calendarUrlInvalid";
  return null;
}
