// Meeting room's shared constants and the types of its answers (issue 34; their schemas are in
// schemas/answers.ts, which the browser does not load). No server imports.
import type * as z from "@/lib/zod";
import type { MeetingMessage } from "@/modules/meeting-room/schemas/chats";
import type {
  invitationSchema,
  meetingDetailsSchema,
  meetingListSchema,
  meetingOccurrenceSchema,
  meetingPersonSchema,
  meetingSchema,
} from "@/modules/meeting-room/schemas/answers";

export const MEETING_ROOM_TAG = "MeetingRoom" as const;

/** The reminders a meeting may have, in minutes before the start (the spec's choices). */
export const MEETING_REMINDERS = [15, 30, 60] as const;

export const MEETING_TITLE_MAX = 200;
export const MEETING_DESCRIPTION_MAX = 5_000;
export const MEETING_ATTENDEES_MAX = 50;
/** A meeting lasts at most this long. */
export const MEETING_HOURS_MAX = 24;
/** A list covers at most this many days. */
export const MEETING_RANGE_DAYS_MAX = 93;
/** At most this many meetings in one list (`truncated` says there were more). */
export const MEETINGS_MAX = 500;

export const MEETING_RESPONSES = ["needsAction", "accepted", "declined", "tentative"] as const;
export type MeetingResponse = (typeof MEETING_RESPONSES)[number];

export type Meeting = z.output<typeof meetingSchema>;
export type MeetingDetails = z.output<typeof meetingDetailsSchema>;
export type MeetingOccurrence = z.output<typeof meetingOccurrenceSchema>;
export type MeetingList = z.output<typeof meetingListSchema>;
export type MeetingPerson = z.output<typeof meetingPersonSchema>;
export type MeetingInvitation = z.output<typeof invitationSchema>;

/**
 * Room events: the views read their meetings again; a meeting's conversation puts a message (new,
 * edited or deleted) in place by its id. `created` names those of `meetingIds` just scheduled (what
 * the `meeting.scheduled` automation trigger starts on); absent: changed or deleted.
 */
export type MeetingRoomEvent =
  | { type: "meetings.changed"; meetingIds: string[]; created?: string[] }
  | { type: "chat.message"; meetingId: string; message: MeetingMessage };
