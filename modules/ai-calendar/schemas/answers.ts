// AI calendar's answers (issue 33): the schemas its contracts declare (modules/ai-calendar/contracts.ts)
// and the server checks its answers against. The browser reads their types from shared/types.ts and
// never loads these (zod stays out of the page's JavaScript).
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { moduleInfoSchema } from "@/lib/modules/types";
import { ATTENDEE_RESPONSES } from "@/modules/ai-calendar/shared/types";

/** GET /api/v1/ai-calendar/{moduleId}: the module, its project and what the caller may do in it. */
export const aiCalendarInfoSchema = moduleInfoSchema;

export const attendeeSchema = z.object({
  /** A member's id; null for an outside address. */
  userId: z.nullable(z.string()),
  email: z.string(),
  /** The member's name; null for an outside address. */
  name: z.nullable(z.string()),
  response: z.enum(ATTENDEE_RESPONSES),
});

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

/** GET …/events?from&to: the occurrences overlapping the range, by start. */
export const eventRangeSchema = z.object({
  data: z.array(calendarItemSchema),
  /** More than OCCURRENCES_MAX overlapped the range: narrow it. */
  truncated: z.boolean(),
});

/** GET …/feed: whether the caller has a private subscription address (its token is never shown again). */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.nullable(isoDate),
  lastUsedAt: z.nullable(isoDate),
});

/** POST …/feed: the new address, shown once (https, and webcal:// for a one-click subscription). */
export const calendarFeedLinkSchema = z.object({ url: z.string(), webcal: z.string(), createdAt: isoDate });

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

/** GET …/people: someone who can open the calendar (find a time asks for them). */
export const calendarPersonSchema = z.object({ id: z.string(), name: z.string() });

/** POST …/find-time: the next free times of everyone asked, in order. */
export const freeSlotsSchema = z.object({
  slots: z.array(z.object({ startDate: isoDate, endDate: isoDate })),
});
