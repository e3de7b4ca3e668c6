// AI calendar's shared constants, the types of its answers (their schemas are in schemas/answers.ts,
// which the browser does not load), its room events and the ids of occurrences. No server imports.
import type * as z from "@/lib/zod";
import type {
  aiCalendarInfoSchema,
  attendeeSchema,
  calendarEventSchema,
  calendarFeedLinkSchema,
  calendarFeedSchema,
  calendarItemSchema,
  calendarPersonSchema,
  eventRangeSchema,
  freeSlotsSchema,
  importAnswerSchema,
} from "@/modules/ai-calendar/schemas/answers";

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

export type AiCalendarInfo = z.output<typeof aiCalendarInfoSchema>;
export type CalendarAttendee = z.output<typeof attendeeSchema>;
export type CalendarEvent = z.output<typeof calendarEventSchema>;
export type CalendarItem = z.output<typeof calendarItemSchema>;
export type EventRange = z.output<typeof eventRangeSchema>;
export type CalendarFeed = z.output<typeof calendarFeedSchema>;
export type CalendarFeedLink = z.output<typeof calendarFeedLinkSchema>;
export type ImportAnswer = z.output<typeof importAnswerSchema>;
export type CalendarPerson = z.output<typeof calendarPersonSchema>;
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
