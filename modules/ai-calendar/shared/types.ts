// AI calendar's answers (issue 33): the schemas its contracts declare (modules/ai-calendar/contracts.ts),
// the types the client reads, its room events and the ids of occurrences. No server imports.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { moduleInfoSchema } from "@/lib/modules/types";

export const AI_CALENDAR_TAG = "AICalendar" as const;

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 20_000;
export const EVENT_LOCATION_MAX = 300;
export const EVENT_URL_MAX = 2_000;
export const EVENT_ATTENDEES_MAX = 100;
/** A read covers at most this many days (a month view shows six weeks; the agenda, three months). */
export const RANGE_DAYS_MAX = 93;
/** At most this many occurrences in one read: `truncated` says when there were more. */
export const OCCURRENCES_MAX = 5_000;
/** An event lasts at most this many days. */
export const EVENT_DAYS_MAX = 366;

/**
 * The palette of the event dialog; the first is the default. Each reads with at least 4.5:1 contrast
 * under its text (white on the dark ones, black on yellow and orange: Mantine's auto contrast).
 */
export const CALENDAR_COLORS = [
  "#1971c2",
  "#087f5b",
  "#237032",
  "#fab005",
  "#f08c00",
  "#c92a2a",
  "#c2255c",
  "#6741d9",
  "#0b7285",
  "#495057",
] as const;
export const DEFAULT_EVENT_COLOR = CALENDAR_COLORS[0];

/** Which occurrences of a series a change or a delete applies to. */
export const EDIT_SCOPES = ["this", "following", "all"] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

export const ATTENDEE_RESPONSES = ["needsAction", "accepted", "declined", "tentative"] as const;
export type AttendeeResponse = (typeof ATTENDEE_RESPONSES)[number];

/** GET /api/v1/ai-calendar/{moduleId}: the module, its project and what the caller may do in it. */
export const aiCalendarInfoSchema = moduleInfoSchema;
export type AiCalendarInfo = z.output<typeof aiCalendarInfoSchema>;

export const attendeeSchema = z.object({
  /** A member's id; null for an outside address. */
  userId: z.nullable(z.string()),
  email: z.string(),
  /** The member's name; null for an outside address. */
  name: z.nullable(z.string()),
  response: z.enum(ATTENDEE_RESPONSES),
});
export type CalendarAttendee = z.output<typeof attendeeSchema>;

/**
 * An event as a view shows it: a single event, one occurrence of a series, or an exception. Times are
 * instants (ISO 8601); an all-day event's are UTC midnights, `endDate` the day after its last.
 */
export const calendarEventSchema = z.object({
  /** What GET/PATCH/DELETE …/events/{eventId} take: the event's id, or an occurrence's (`instanceId`). */
  id: z.string(),
  /** The stored row: the event, the series, or the exception. */
  eventId: z.string(),
  /** The series it belongs to; null for a single event. */
  seriesId: z.nullable(z.string()),
  uid: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  location: z.nullable(z.string()),
  url: z.nullable(z.string()),
  color: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  allDay: z.boolean(),
  timeZone: z.string(),
  /** The series' rule (RRULE without DTSTART; UNTIL on its wall clock); null for a single event. */
  rule: z.nullable(z.string()),
  /** An occurrence's start as the rule placed it (RECURRENCE-ID); null for a single event. */
  originalStartDate: z.nullable(isoDate),
  busyOnly: z.boolean(),
  /** The caller sees only that the time is busy (a "busy only" event of someone else): no details. */
  restricted: z.boolean(),
  reminders: z.array(z.number()),
  attendees: z.array(attendeeSchema),
  createdBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The caller may change it, and delete it. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type CalendarEvent = z.output<typeof calendarEventSchema>;

/**
 * An occurrence as the views list it (GET …/events): what the day, week, month and agenda views and
 * the upcoming panel draw and move — the spec's title, startDate, endDate and color, and the rights;
 * the dialog reads the whole event (GET …/events/{id}) when it opens.
 */
export const calendarItemSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  seriesId: z.nullable(z.string()),
  title: z.string(),
  color: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  allDay: z.boolean(),
  originalStartDate: z.nullable(isoDate),
  restricted: z.boolean(),
  canEdit: z.boolean(),
});
export type CalendarItem = z.output<typeof calendarItemSchema>;

/** GET …/events?from&to: the occurrences overlapping the range, by start. */
export const eventRangeSchema = z.object({
  data: z.array(calendarItemSchema),
  /** More than OCCURRENCES_MAX overlapped the range: narrow it. */
  truncated: z.boolean(),
});
export type EventRange = z.output<typeof eventRangeSchema>;

/** GET …/feed: whether the caller has a private subscription address (its token is never shown again). */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.nullable(isoDate),
  lastUsedAt: z.nullable(isoDate),
});
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

/** POST …/feed: the new address, shown once (https, and webcal:// for a one-click subscription). */
export const calendarFeedLinkSchema = z.object({ url: z.string(), webcal: z.string(), createdAt: isoDate });
export type CalendarFeedLink = z.output<typeof calendarFeedLinkSchema>;

/** POST …/import: the file's events (the first 200 for the preview), its duplicates, what was added. */
export const importAnswerSchema = z.object({
  events: z.array(
    z.object({
      uid: z.string(),
      title: z.string(),
      startDate: isoDate,
      endDate: isoDate,
      allDay: z.boolean(),
      recurring: z.boolean(),
      exception: z.boolean(),
      /** The calendar has an event of its UID. */
      duplicate: z.boolean(),
    }),
  ),
  total: z.number(),
  duplicates: z.number(),
  /** Entries a calendar cannot hold (no start, an end before it, an hourly rule). */
  skipped: z.number(),
  /** Events and series added, and of them those that replaced a duplicate (0 for a preview). */
  created: z.number(),
  replaced: z.number(),
});
export type ImportAnswer = z.output<typeof importAnswerSchema>;

/** GET …/people: someone who can open the calendar (find a time asks for them). */
export const calendarPersonSchema = z.object({ id: z.string(), name: z.string() });
export type CalendarPerson = z.output<typeof calendarPersonSchema>;

/** POST …/find-time: the next free times of everyone asked, in order. */
export const freeSlotsSchema = z.object({
  slots: z.array(z.object({ startDate: isoDate, endDate: isoDate })),
});
export type FreeSlots = z.output<typeof freeSlotsSchema>;

/** Find a time looks at most this many days ahead, for at most this many people. */
export const FIND_TIME_DAYS_MAX = 31;
export const FIND_TIME_PEOPLE_MAX = 20;

/** Room events: the views read the range again. */
export type AiCalendarEvent = { type: "events.changed"; eventIds: string[] };

// Occurrence ids --------------------------------------------------------------------------------------

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A series' occurrence as an id, as Google Calendar writes it: `{seriesId}_20261130T090000Z`. */
export function instanceId(seriesId: string, originalStart: number): string {
  const d = new Date(originalStart);
  return `${seriesId}_${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

export const EVENT_ID_PATTERN = /^([0-9a-f]{24})(?:_(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z)?$/i;

/** An id of the API: the row's id, and the occurrence's original start when it names one. */
export function parseEventId(id: string): { eventId: string; originalStart: number | null } | null {
  const match = EVENT_ID_PATTERN.exec(id);
  if (!match) return null;
  const eventId = match[1]!.toLowerCase();
  if (match[2] === undefined) return { eventId, originalStart: null };
  const [, , y, mo, d, h, mi, s] = match.map(Number) as number[];
  const at = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const back = new Date(at);
  if (back.getUTCMonth() !== mo! - 1 || back.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59)
    return null;
  return { eventId, originalStart: at };
}
