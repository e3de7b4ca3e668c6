/**
 * The 'Schedule a meeting' drawer's values (issue 34) and the body they make: a date and two times
 * of day (HH:mm, 24-hour) on the meeting's zone's wall clock, the repeat choice, reminders and
 * attendees (members by id, outside guests by address). A new meeting starts at the next half hour
 * and lasts 30 minutes (our correction of the spec's one-day default, docs/modules/meeting-room.md).
 * The checks give the spec's messages (validation.* keys) before anything is sent; the server checks
 * the same. Pure.
 */
import { localDay, wallClock, zonedTimeToUtc } from "@/lib/time/zoned";
import type { UpdateMeetingInput } from "@/modules/meeting-room/schemas/meetings";
import type { Meeting } from "./types";
import { choiceOfRule, ruleOf, type RepeatChoice } from "./page-rule";

const MINUTE_MS = 60_000;
const HALF_HOUR_MS = 30 * MINUTE_MS;
/** The server counts a start this far in the past as now (clocks differ); so does the drawer. */
const PAST_SLACK_MS = 5 * MINUTE_MS;

/** Someone the drawer invites: a member (by id, shown by name) or an outside address. */
export type DraftAttendee = { kind: "member"; id: string; name: string } | { kind: "guest"; email: string };

export interface MeetingDraft {
  summary: string;
  description: string;
  /** The date (YYYY-MM-DD) on the meeting's zone's calendar; null when cleared. */
  day: string | null;
  /** Times of day, HH:mm (24-hour); "" when cleared. */
  start: string;
  end: string;
  timeZone: string;
  /** The drawer's repeat choice; null keeps `keptRule` (a rule the drawer does not offer). */
  repeat: RepeatChoice | null;
  keptRule: string | null;
  reminders: number[];
  attendees: DraftAttendee[];
}

/** The fields the drawer shows a message under. */
export type DraftField = "summary" | "day" | "times" | "reminders" | "attendees";
export type DraftErrors = Partial<Record<DraftField, string>>;

const pad = (value: number) => String(value).padStart(2, "0");
const clock = (wall: number) => `${pad(new Date(wall).getUTCHours())}:${pad(new Date(wall).getUTCMinutes())}`;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A new meeting's times at `now` in `zone`: the next half hour (strictly after now: 10:00 → 10:30,
 * 10:05 → 10:30, 23:40 → 00:00 the next day) for 30 minutes, ending at 23:59 rather than past midnight.
 */
export function defaultTimes(now: number, zone: string): { day: string; start: string; end: string } {
  const wall = wallClock(now, zone);
  const start = Math.floor(wall / HALF_HOUR_MS) * HALF_HOUR_MS + HALF_HOUR_MS;
  const day = new Date(start).toISOString().slice(0, 10);
  const end = start + HALF_HOUR_MS;
  const sameDay = new Date(end).toISOString().slice(0, 10) === day;
  return { day, start: clock(start), end: sameDay ? clock(end) : "23:59" };
}

/** A new meeting's draft: the spec's title, the next half hour, an hour's reminder, nobody yet. */
export function newDraft(now: number, zone: string, summary: string): MeetingDraft {
  return {
    summary,
    description: "",
    ...defaultTimes(now, zone),
    timeZone: zone,
    repeat: "none",
    keptRule: null,
    reminders: [60],
    attendees: [],
  };
}

/** A meeting's draft to edit: its times on its own zone's clock, its people but its host. */
export function meetingDraft(meeting: Meeting): MeetingDraft {
  const zone = meeting.timeZone;
  const start = Date.parse(meeting.startTime);
  const day = localDay(start, zone);
  const repeat = choiceOfRule(meeting.rule, day);
  return {
    summary: meeting.summary,
    description: meeting.description,
    day,
    start: clock(wallClock(start, zone)),
    end: clock(wallClock(Date.parse(meeting.endTime), zone)),
    timeZone: zone,
    repeat,
    keptRule: repeat === null ? meeting.rule : null,
    reminders: [...meeting.reminders],
    attendees: meeting.attendees
      .filter((attendee) => !attendee.host)
      .map((attendee) =>
        attendee.userId !== null
          ? { kind: "member", id: attendee.userId, name: attendee.name }
          : { kind: "guest", email: attendee.email ?? attendee.name },
      ),
  };
}

/** The draft's start and end instants (ms), or null when the date or a time is missing or malformed. */
export function draftInstants(draft: Pick<MeetingDraft, "day" | "start" | "end" | "timeZone">) {
  if (draft.day === null || !TIME.test(draft.start) || !TIME.test(draft.end)) return null;
  const start = zonedTimeToUtc(draft.day, draft.start, draft.timeZone);
  const end = zonedTimeToUtc(draft.day, draft.end, draft.timeZone);
  return start && end ? { start: start.getTime(), end: end.getTime() } : null;
}

/** The drawer's messages for a draft at `now` (message keys by field); empty when it may be sent. */
export function draftErrors(draft: MeetingDraft, now: number): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.summary.trim() === "") errors.summary = "validation.meetingTitleRequired";
  else if (draft.summary.trim().length > 200) errors.summary = "validation.meetingTitleTooLong";
  if (draft.day === null) errors.day = "validation.meetingDateRequired";
  else if (draft.day < localDay(now, draft.timeZone)) errors.day = "validation.meetingDatePast";
  const times = draftInstants(draft);
  if (!TIME.test(draft.start) || !TIME.test(draft.end) || (times && times.end <= times.start))
    errors.times = "validation.meetingTimesRequired";
  else if (times && !errors.day && times.start < now - PAST_SLACK_MS)
    errors.times = "validation.meetingDatePast";
  if (draft.reminders.length === 0) errors.reminders = "validation.meetingRemindersRequired";
  if (draft.attendees.length === 0) errors.attendees = "validation.meetingAttendeesRequired";
  return errors;
}

/** The draft's rule: its choice for its date, or the rule it came with. */
export function draftRule(draft: MeetingDraft): string | null {
  if (draft.repeat === null) return draft.keptRule;
  return draft.day === null ? null : ruleOf(draft.repeat, draft.day);
}

/** The body a valid draft makes (POST …/meeting-room, or PATCH with every field). */
export function draftBody(draft: MeetingDraft): UpdateMeetingInput {
  const times = draftInstants(draft);
  if (!times) throw new Error("draftBody: the draft has no times");
  return {
    summary: draft.summary.trim(),
    description: draft.description,
    startTime: new Date(times.start).toISOString(),
    endTime: new Date(times.end).toISOString(),
    timeZone: draft.timeZone,
    reminders: [...new Set(draft.reminders)].sort((a, b) => a - b) as UpdateMeetingInput["reminders"],
    attendees: attendeeInputs(draft.attendees),
    rule: draftRule(draft),
  };
}

/** People as the API takes them (each once). */
export function attendeeInputs(attendees: readonly DraftAttendee[]): UpdateMeetingInput["attendees"] {
  const seen = new Set<string>();
  const inputs: UpdateMeetingInput["attendees"] = [];
  for (const attendee of attendees) {
    const key = attendee.kind === "member" ? `user:${attendee.id}` : `email:${attendee.email.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inputs.push(
      attendee.kind === "member" ? { userId: attendee.id } : { email: attendee.email.toLowerCase() },
    );
  }
  return inputs;
}

/**
 * What 'Invite people' sends: the meeting as it is (every field, as PATCH takes them) with `added`
 * among its people.
 */
export function inviteBody(meeting: Meeting, added: readonly DraftAttendee[]): UpdateMeetingInput {
  const current = meetingDraft(meeting);
  return {
    summary: meeting.summary,
    description: meeting.description,
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    timeZone: meeting.timeZone,
    reminders: [...meeting.reminders] as UpdateMeetingInput["reminders"],
    attendees: attendeeInputs([...current.attendees, ...added]),
    rule: meeting.rule,
  };
}

/** Whether `text` is a whole e-mail address (an outside guest typed in the attendee field). */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(text.trim());
}
