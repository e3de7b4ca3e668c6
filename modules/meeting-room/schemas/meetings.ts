// Inputs of Meeting room's API (issue 34): a meeting to schedule, a range to list, a meeting's id.
// Messages are keys of messages/*.json (validation.*), the spec's where it gives one.
import * as z from "@/lib/zod";
import { memberIdSchema } from "@/lib/schemas/members";
import { emailSchema } from "@/lib/schemas/auth";
import { timeZoneSchema } from "@/lib/schemas/time-zone";
import {
  MEETING_ATTENDEES_MAX,
  MEETING_DESCRIPTION_MAX,
  MEETING_RANGE_DAYS_MAX,
  MEETING_REMINDERS,
  MEETING_TITLE_MAX,
} from "@/modules/meeting-room/shared/types";

const DAY_MS = 86_400_000;

/** The spec's paths name the module as the dashboard: /dashboard/{dashboardId}/meeting-room. */
export const dashboardParamsSchema = z.object({ dashboardId: memberIdSchema });
export const meetingParamsSchema = z.object({
  dashboardId: memberIdSchema,
  id: z
    .string({ error: "validation.meetingIdInvalid" })
    .check(z.regex(/^[0-9a-f]{24}$/i, "validation.meetingIdInvalid")),
});

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** GET …/meeting-room/{id}?at=: an occurrence of a series, by its start (a list's `startTime`). */
export const meetingQuerySchema = z.object({
  at: z.optional(instant("validation.meetingOccurrenceInvalid")),
});

/** GET …/meeting-room?from&to: the meetings a day, a week or a month shows, at most 93 days. */
export const meetingRangeSchema = z
  .object({ from: instant("validation.meetingRangeInvalid"), to: instant("validation.meetingRangeInvalid") })
  .check(
    z.refine(
      ({ from, to }) => {
        const span = Date.parse(to) - Date.parse(from);
        return span > 0 && span <= MEETING_RANGE_DAYS_MAX * DAY_MS;
      },
      { message: "validation.meetingRangeInvalid", path: ["to"] },
    ),
  );
export type MeetingRange = z.output<typeof meetingRangeSchema>;

const attendeeSchema = z.union([z.object({ userId: memberIdSchema }), z.object({ email: emailSchema })], {
  error: "validation.meetingAttendeeInvalid",
});
export type MeetingAttendeeInput = z.output<typeof attendeeSchema>;

/** A meeting's repeat rule: RFC 5545's RRULE as lib/calendar/recurrence.ts reads it (checked on the server). */
const ruleSchema = z.nullable(
  z
    .string({ error: "validation.meetingRuleInvalid" })
    .check(z.maxLength(500, "validation.meetingRuleInvalid")),
);

/** The drawer's fields: scheduling and editing. */
const meetingFields = {
  summary: z
    .string({ error: "validation.meetingTitleRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.meetingTitleRequired"),
      z.maxLength(MEETING_TITLE_MAX, "validation.meetingTitleTooLong"),
    ),
  description: z.optional(
    z
      .string({ error: "validation.meetingDescriptionTooLong" })
      .check(z.maxLength(MEETING_DESCRIPTION_MAX, "validation.meetingDescriptionTooLong")),
  ),
  startTime: instant("validation.meetingDateRequired"),
  endTime: instant("validation.meetingTimesRequired"),
  /** Its zone; the host's profile zone when left out. */
  timeZone: z.optional(timeZoneSchema),
  reminders: z
    .array(
      z.union(
        MEETING_REMINDERS.map((minutes) => z.literal(minutes)),
        { error: "validation.meetingRemindersRequired" },
      ),
      { error: "validation.meetingRemindersRequired" },
    )
    .check(z.minLength(1, "validation.meetingRemindersRequired")),
  attendees: z
    .array(attendeeSchema, { error: "validation.meetingAttendeesRequired" })
    .check(
      z.minLength(1, "validation.meetingAttendeesRequired"),
      z.maxLength(MEETING_ATTENDEES_MAX, "validation.meetingAttendeesTooMany"),
    ),
  /** Repeats (the calendar's rules: daily, weekly, monthly, yearly); null or left out: once. */
  rule: z.optional(ruleSchema),
};

/** POST …/meeting-room: the 'Schedule a meeting' drawer (the spec's fields and messages). */
export const createMeetingSchema = z.object({
  ...meetingFields,
  /** A link from POST …/integration/create-meeting; a new one is made when left out. */
  meetLink: z.optional(z.string({ error: "validation.meetingLinkInvalid" })),
});
export type CreateMeetingInput = z.output<typeof createMeetingSchema>;

/** PATCH …/meeting-room/{id}: the drawer again, every field sent (the link stays). */
export const updateMeetingSchema = z.object(meetingFields);
export type UpdateMeetingInput = z.output<typeof updateMeetingSchema>;

/** The answers an attendee may give (RFC 5546's PARTSTAT). */
export const meetingAnswerSchema = z.object({
  response: z.enum(["accepted", "tentative", "declined"], { error: "validation.meetingResponseInvalid" }),
});
export type MeetingAnswerInput = z.output<typeof meetingAnswerSchema>;

/** …/meeting-room/{moduleId}/people?q=: the attendee picker's search. */
export const meetingPeopleQuerySchema = z.object({
  q: z.optional(
    z.string({ error: "validation.invalidInput" }).check(z.maxLength(100, "validation.invalidInput")),
  ),
});
export const moduleParamsSchema = z.object({ moduleId: memberIdSchema });

/** A response link's token (signed; server/response-link.ts). */
export const invitationParamsSchema = z.object({
  token: z
    .string({ error: "errors.meetingInvitationInvalid" })
    .check(z.regex(/^[\w-]{50,600}$/, "errors.meetingInvitationInvalid")),
});

/** POST …/meeting-room/{moduleId}/busy: whose busy times to show, over at most a week. */
export const busyQuerySchema = z
  .object({
    userIds: z
      .array(memberIdSchema, { error: "validation.meetingAttendeeInvalid" })
      .check(
        z.minLength(1, "validation.meetingAttendeeInvalid"),
        z.maxLength(MEETING_ATTENDEES_MAX, "validation.meetingAttendeesTooMany"),
      ),
    from: instant("validation.meetingRangeInvalid"),
    to: instant("validation.meetingRangeInvalid"),
  })
  .check(
    z.refine(
      ({ from, to }) => {
        const span = Date.parse(to) - Date.parse(from);
        return span > 0 && span <= 7 * DAY_MS;
      },
      { message: "validation.meetingRangeInvalid", path: ["to"] },
    ),
  );
export type BusyQuery = z.output<typeof busyQuerySchema>;
