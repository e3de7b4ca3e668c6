// Inputs of AI calendar's API (issue 33): a range to read, an event to create or change, which
// occurrences a change applies to. Messages are keys of messages/*.json (validation.*).
import * as z from "@/lib/zod";
import { memberIdSchema } from "@/lib/schemas/members";
import { emailSchema } from "@/lib/schemas/auth";
import { timeZoneSchema } from "@/lib/schemas/time-zone";
import { REMINDER_MINUTES, REMINDERS_MAX } from "@/lib/calendar/reminders";
import {
  EDIT_SCOPES,
  EVENT_ATTENDEES_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_ID_PATTERN,
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_URL_MAX,
  FIND_TIME_DAYS_MAX,
  FIND_TIME_PEOPLE_MAX,
  RANGE_DAYS_MAX,
} from "@/modules/ai-calendar/shared/types";

const DAY_MS = 86_400_000;
export const RULE_MAX = 500;

/** The spec's paths name the module as the dashboard: /dashboard/{dashboardId}/ai-calendar/events. */
export const dashboardParamsSchema = z.object({ dashboardId: memberIdSchema });
export const eventIdSchema = z.pipe(
  z.string({ error: "validation.calendarEventIdInvalid" }),
  z.string().check(z.regex(EVENT_ID_PATTERN, "validation.calendarEventIdInvalid")),
);
export const eventParamsSchema = z.object({ dashboardId: memberIdSchema, eventId: eventIdSchema });

const instantSchema = z.iso.datetime({ offset: true, error: "validation.calendarDateInvalid" });

/** GET …/events?from&to: the range a view shows, at most RANGE_DAYS_MAX days. */
export const rangeQuerySchema = z.object({ from: instantSchema, to: instantSchema }).check(
  z.refine(
    ({ from, to }) => {
      const span = Date.parse(to) - Date.parse(from);
      return span > 0 && span <= RANGE_DAYS_MAX * DAY_MS;
    },
    { message: "validation.calendarRangeInvalid", path: ["to"] },
  ),
);
export type RangeQuery = z.output<typeof rangeQuerySchema>;

/** A date (an all-day event's, YYYY-MM-DD) or an instant with its offset. */
const whenSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "validation.calendarDateInvalid",
});

const titleSchema = z
  .string({ error: "validation.calendarTitleRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.calendarTitleRequired"),
    z.maxLength(EVENT_TITLE_MAX, "validation.calendarTitleTooLong"),
  );
const descriptionSchema = z
  .string({ error: "validation.calendarDescriptionTooLong" })
  .check(z.maxLength(EVENT_DESCRIPTION_MAX, "validation.calendarDescriptionTooLong"));
const locationSchema = z.nullable(
  z
    .string({ error: "validation.calendarLocationTooLong" })
    .check(z.trim(), z.maxLength(EVENT_LOCATION_MAX, "validation.calendarLocationTooLong")),
);
const urlSchema = z.nullable(
  z.string({ error: "validation.calendarUrlInvalid" }).check(
    z.trim(),
    z.maxLength(EVENT_URL_MAX, "validation.calendarUrlInvalid"),
    z.refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), "validation.calendarUrlInvalid"),
  ),
);
const colorSchema = z
  .string({ error: "validation.calendarColorInvalid" })
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, "validation.calendarColorInvalid"));
const ruleSchema = z.nullable(
  z
    .string({ error: "validation.calendarRuleInvalid" })
    .check(z.trim(), z.maxLength(RULE_MAX, "validation.calendarRuleInvalid")),
);
const remindersSchema = z.pipe(
  z
    .array(
      z
        .number({ error: "validation.calendarReminderInvalid" })
        .check(
          z.refine(
            (value) => (REMINDER_MINUTES as readonly number[]).includes(value),
            "validation.calendarReminderInvalid",
          ),
        ),
      { error: "validation.calendarReminderInvalid" },
    )
    .check(z.maxLength(REMINDERS_MAX, "validation.calendarRemindersTooMany")),
  z.transform((values: number[]) => [...new Set(values)].sort((a, b) => a - b)),
);
/** A member by id, or an outside address (invited by e-mail with the event's .ics). */
const attendeeInputSchema = z.union(
  [z.object({ userId: memberIdSchema }), z.object({ email: emailSchema })],
  { error: "validation.calendarAttendeeInvalid" },
);
const attendeesSchema = z
  .array(attendeeInputSchema, { error: "validation.calendarAttendeeInvalid" })
  .check(z.maxLength(EVENT_ATTENDEES_MAX, "validation.calendarAttendeesTooMany"));
export type AttendeeInput = z.output<typeof attendeeInputSchema>;

const scopeSchema = z.enum(EDIT_SCOPES, { error: "validation.calendarScopeInvalid" });

const fields = {
  description: z.optional(descriptionSchema),
  location: z.optional(locationSchema),
  url: z.optional(urlSchema),
  color: z.optional(colorSchema),
  /** The event's zone (its wall clock); absent: the creator's profile zone, else UTC. */
  timeZone: z.optional(timeZoneSchema),
  rule: z.optional(ruleSchema),
  busyOnly: z.optional(z.boolean({ error: "validation.invalidInput" })),
  reminders: z.optional(remindersSchema),
  attendees: z.optional(attendeesSchema),
};

/** POST …/events: the spec's title, startDate, endDate and color, and the rest of an event. */
export const createEventSchema = z.object({
  title: titleSchema,
  startDate: whenSchema,
  endDate: whenSchema,
  allDay: z._default(z.boolean({ error: "validation.invalidInput" }), false),
  ...fields,
});
export type CreateEventInput = z.output<typeof createEventSchema>;

/**
 * PATCH …/events/{eventId}: what changes, and for an occurrence of a series which of them (`scope`:
 * this one, this and the following ones, all; an occurrence's id defaults to "this", a series' to "all").
 */
export const updateEventSchema = z.object({
  title: z.optional(titleSchema),
  startDate: z.optional(whenSchema),
  endDate: z.optional(whenSchema),
  allDay: z.optional(z.boolean({ error: "validation.invalidInput" })),
  ...fields,
  scope: z.optional(scopeSchema),
});
export type UpdateEventInput = z.output<typeof updateEventSchema>;

/** DELETE …/events/{eventId}?scope=: which occurrences of a series go (as PATCH). */
export const deleteEventQuerySchema = z.object({ scope: z.optional(scopeSchema) });

/** The most an imported .ics file may hold (the JSON body is capped at 1 MB while it streams). */
export const ICS_MAX = 900_000;

/** POST /ai-calendar/{moduleId}/import: the file's text, a preview or the import, and what duplicates do. */
export const importSchema = z.object({
  ics: z
    .string({ error: "validation.calendarIcsInvalid" })
    .check(
      z.minLength(1, "validation.calendarIcsInvalid"),
      z.maxLength(ICS_MAX, "validation.calendarIcsTooLarge"),
    ),
  dryRun: z._default(z.boolean({ error: "validation.invalidInput" }), false),
  duplicates: z._default(z.enum(["skip", "replace"], { error: "validation.invalidInput" }), "skip"),
});
export type ImportInput = z.output<typeof importSchema>;

/** GET /ai-calendar/{moduleId}/export?eventId=: one event or series instead of the calendar. */
export const exportQuerySchema = z.object({ eventId: z.optional(eventIdSchema) });

/** GET /ai-calendar/feed/{token}: a feed's token (base64url, 43 characters), ".ics" after it or not. */
export const feedParamsSchema = z.object({
  token: z
    .string({ error: "errors.calendarFeedNotFound" })
    .check(z.regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, "errors.calendarFeedNotFound")),
});

/** POST /ai-calendar/{moduleId}/find-time: who, how long, when to look (at most 31 days), how many answers. */
export const findTimeSchema = z
  .object({
    userIds: z
      .array(memberIdSchema, { error: "validation.calendarAttendeeInvalid" })
      .check(
        z.minLength(1, "validation.calendarAttendeeInvalid"),
        z.maxLength(FIND_TIME_PEOPLE_MAX, "validation.calendarAttendeesTooMany"),
      ),
    minutes: z
      .number({ error: "validation.calendarDurationInvalid" })
      .check(
        z.int("validation.calendarDurationInvalid"),
        z.gte(5, "validation.calendarDurationInvalid"),
        z.lte(480, "validation.calendarDurationInvalid"),
      ),
    from: instantSchema,
    to: instantSchema,
    /** The clock of people without a saved zone (the asker's). */
    timeZone: z._default(timeZoneSchema, "UTC"),
    includeTracked: z._default(z.boolean({ error: "validation.invalidInput" }), false),
    limit: z._default(z.number({ error: "validation.invalidInput" }).check(z.int(), z.gte(1), z.lte(50)), 10),
  })
  .check(
    z.refine(
      ({ from, to }) => {
        const span = Date.parse(to) - Date.parse(from);
        return span > 0 && span <= FIND_TIME_DAYS_MAX * DAY_MS;
      },
      { message: "validation.calendarFindRangeInvalid", path: ["to"] },
    ),
  );
export type FindTimeInput = z.output<typeof findTimeSchema>;

/** GET /ai-calendar/{moduleId}/people?q=: a name or address to narrow by. */
export const peopleQuerySchema = z.object({
  q: z.optional(
    z.string({ error: "validation.invalidInput" }).check(z.maxLength(100, "validation.invalidInput")),
  ),
});
