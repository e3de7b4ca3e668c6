// Meeting room's answers (issue 34): the schemas its contracts declare (modules/meeting-room/contracts.ts).
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { MEETING_RESPONSES } from "@/modules/meeting-room/shared/types";

/** Someone invited: a member (their id and name) or an outside address; the host is flagged. */
export const meetingAttendeeSchema = z.object({
  userId: z.nullable(z.string()),
  /** A member's name, else the outside address. */
  name: z.string(),
  /** The outside address; null for a member (members' addresses are not shown). */
  email: z.nullable(z.string()),
  response: z.enum(MEETING_RESPONSES),
  host: z.boolean(),
});

/** A meeting (the spec's entity: id, summary, startTime, endTime, timeZone, attendees, reminders, meetLink). */
export const meetingSchema = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.string(),
  startTime: isoDate,
  endTime: isoDate,
  timeZone: z.string(),
  reminders: z.array(z.number()),
  /** Its repeat rule (RRULE, on its zone's wall clock), null when it happens once. */
  rule: z.nullable(z.string()),
  /** The link that opens its call in the app. */
  meetLink: z.string(),
  host: z.nullable(z.object({ id: z.string(), name: z.string() })),
  attendees: z.array(meetingAttendeeSchema),
  /** The caller may edit it (its host, or who may edit in the module). */
  canEdit: z.boolean(),
  /** The caller may delete it (its host, or who may delete in the module). */
  canDelete: z.boolean(),
  /** The caller's own answer when invited (not the host), else null. */
  myResponse: z.nullable(z.enum(MEETING_RESPONSES)),
});

/** GET …/{id}?at=: the meeting, and the occurrence `at` names (its own times), or null. */
export const meetingDetailsSchema = z.object({
  ...meetingSchema.shape,
  occurrence: z.nullable(z.object({ startTime: isoDate, endTime: isoDate })),
});

/**
 * One occurrence in a list: the meeting with this occurrence's times (a meeting that happens once
 * has one); `occurrenceStart` names it within its series.
 */
export const meetingOccurrenceSchema = z.object({
  ...meetingSchema.shape,
  occurrenceStart: isoDate,
});

/** GET …/meeting-room?from&to: the meetings overlapping the range, by start. */
export const meetingListSchema = z.object({
  data: z.array(meetingOccurrenceSchema),
  truncated: z.boolean(),
});

/** POST …/integration/create-meeting: a new meeting link (the spec's meetLink), to schedule with. */
export const meetLinkSchema = z.object({ meetLink: z.string() });

/** …/people: a member who can open the module, for the attendee picker (never an address). */
export const meetingPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
});

/**
 * GET/POST /api/v1/public/meeting-invitations/{token}: what the invitation's response page shows — the
 * meeting, who is answering, and their answer (no other attendee's).
 */
export const invitationSchema = z.object({
  summary: z.string(),
  startTime: isoDate,
  endTime: isoDate,
  timeZone: z.string(),
  rule: z.nullable(z.string()),
  host: z.nullable(z.string()),
  /** Who the link was sent to (their address or their name). */
  invitee: z.string(),
  response: z.enum(MEETING_RESPONSES),
});

/** POST …/busy: each person's busy times in the range (times only, merged), in the order asked. */
export const busyAnswerSchema = z.array(
  z.object({
    userId: z.string(),
    busy: z.array(z.object({ startDate: isoDate, endDate: isoDate })),
  }),
);
