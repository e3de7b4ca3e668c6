import {
  attendeeInputs,
  defaultTimes,
  draftBody,
  draftErrors,
  inviteBody,
  isEmailAddress,
  meetingDraft,
  newDraft,
  type MeetingDraft,
} from "@/modules/meeting-room/shared/page-draft";
import type { Meeting } from "@/modules/meeting-room/shared/types";

// The 'Schedule a meeting' drawer's values: the next half hour for 30 minutes (our correction of the
// spec's one-day default), the spec's messages before sending, and the body on the zone's clock.

const at = (iso: string) => Date.parse(iso);
const MADRID = "Europe/Madrid";

describe("meeting room drawer: default times", () => {
  it("starts at the next half hour (strictly after now) for 30 minutes, on the zone's clock", () => {
    expect(defaultTimes(at("2027-03-02T10:05:00Z"), "UTC")).toEqual({
      day: "2027-03-02",
      start: "10:30",
      end: "11:00",
    });
    expect(defaultTimes(at("2027-03-02T10:00:00Z"), "UTC")).toEqual({
      day: "2027-03-02",
      start: "10:30",
      end: "11:00",
    });
    expect(defaultTimes(at("2027-03-02T10:30:00Z"), "UTC")).toEqual({
      day: "2027-03-02",
      start: "11:00",
      end: "11:30",
    });
    expect(defaultTimes(at("2027-03-02T10:29:59Z"), "UTC")).toEqual({
      day: "2027-03-02",
      start: "10:30",
      end: "11:00",
    });
    // Madrid is UTC+1 in March (before the change) and UTC+2 in July.
    expect(defaultTimes(at("2027-03-02T10:05:00Z"), MADRID)).toEqual({
      day: "2027-03-02",
      start: "11:30",
      end: "12:00",
    });
    expect(defaultTimes(at("2027-07-02T10:05:00Z"), MADRID)).toEqual({
      day: "2027-07-02",
      start: "12:30",
      end: "13:00",
    });
    // India is half an hour off: still a half hour of its own clock.
    expect(defaultTimes(at("2027-03-02T10:05:00Z"), "Asia/Kolkata")).toEqual({
      day: "2027-03-02",
      start: "16:00",
      end: "16:30",
    });
  });

  it("moves to the next day after 23:30, and ends at 23:59 rather than past midnight", () => {
    expect(defaultTimes(at("2027-03-02T23:40:00Z"), "UTC")).toEqual({
      day: "2027-03-03",
      start: "00:00",
      end: "00:30",
    });
    expect(defaultTimes(at("2027-03-02T23:10:00Z"), "UTC")).toEqual({
      day: "2027-03-02",
      start: "23:30",
      end: "23:59",
    });
  });

  it("opens with the spec's title, an hour's reminder and nobody invited", () => {
    const draft = newDraft(at("2027-03-02T10:05:00Z"), MADRID, "Team Sync Meeting");
    expect(draft).toMatchObject({
      summary: "Team Sync Meeting",
      timeZone: MADRID,
      repeat: "none",
      reminders: [60],
      attendees: [],
    });
  });
});

const NOW = at("2027-03-02T10:05:00Z");
const valid = (): MeetingDraft => ({
  summary: "Planning",
  description: "",
  day: "2027-03-03",
  start: "09:00",
  end: "09:30",
  timeZone: MADRID,
  repeat: "weekly",
  keptRule: null,
  reminders: [60, 15],
  attendees: [
    { kind: "member", id: "u1", name: "Ana" },
    { kind: "guest", email: "Guest@Example.com" },
  ],
});

describe("meeting room drawer: checks", () => {
  it("passes a complete draft", () => {
    expect(draftErrors(valid(), NOW)).toEqual({});
  });

  it("gives the spec's message for each missing field", () => {
    const draft = { ...valid(), summary: "  ", day: null, reminders: [], attendees: [] };
    expect(draftErrors(draft, NOW)).toEqual({
      summary: "validation.meetingTitleRequired",
      day: "validation.meetingDateRequired",
      reminders: "validation.meetingRemindersRequired",
      attendees: "validation.meetingAttendeesRequired",
    });
  });

  it("asks for start and end times when one is missing or the end is not after the start", () => {
    for (const times of [
      { start: "", end: "09:30" },
      { start: "09:00", end: "" },
      { start: "09:30", end: "09:30" },
      { start: "10:00", end: "09:30" },
      { start: "9:00", end: "09:30" },
    ])
      expect(draftErrors({ ...valid(), ...times }, NOW)).toEqual({
        times: "validation.meetingTimesRequired",
      });
  });

  it("refuses a past day, and a start already past today (on the meeting's clock)", () => {
    expect(draftErrors({ ...valid(), day: "2027-03-01" }, NOW)).toEqual({
      day: "validation.meetingDatePast",
    });
    // 10:05 UTC is 11:05 in Madrid: 10:00 is past, 11:30 is not.
    expect(draftErrors({ ...valid(), day: "2027-03-02", start: "10:00", end: "10:30" }, NOW)).toEqual({
      times: "validation.meetingDatePast",
    });
    expect(draftErrors({ ...valid(), day: "2027-03-02", start: "11:30", end: "12:00" }, NOW)).toEqual({});
  });
});

describe("meeting room drawer: body", () => {
  it("sends instants of the zone's wall clock, the rule for the day, reminders sorted, people once", () => {
    const draft = {
      ...valid(),
      attendees: [...valid().attendees, { kind: "member" as const, id: "u1", name: "Ana" }],
    };
    expect(draftBody(draft)).toEqual({
      summary: "Planning",
      description: "",
      startTime: "2027-03-03T08:00:00.000Z",
      endTime: "2027-03-03T08:30:00.000Z",
      timeZone: MADRID,
      reminders: [15, 60],
      attendees: [{ userId: "u1" }, { email: "guest@example.com" }],
      rule: "FREQ=WEEKLY;BYDAY=WE",
    });
    expect(draftBody({ ...draft, repeat: null, keptRule: "FREQ=DAILY;COUNT=3" }).rule).toBe(
      "FREQ=DAILY;COUNT=3",
    );
    expect(draftBody({ ...draft, repeat: "none" }).rule).toBeNull();
  });

  it("keeps each person once", () => {
    expect(
      attendeeInputs([
        { kind: "guest", email: "A@x.io" },
        { kind: "guest", email: "a@x.io" },
        { kind: "member", id: "u2", name: "Bo" },
      ]),
    ).toEqual([{ email: "a@x.io" }, { userId: "u2" }]);
  });

  it("tells whole e-mail addresses from names", () => {
    expect(isEmailAddress("guest@example.com")).toBe(true);
    expect(isEmailAddress("  guest@example.com ")).toBe(true);
    for (const text of ["guest", "guest@", "guest@example", "a b@example.com", "guest@example."])
      expect(isEmailAddress(text)).toBe(false);
  });
});

const meeting: Meeting = {
  id: "0123456789abcdef01234567",
  summary: "Stand-up",
  description: "Daily",
  startTime: "2027-03-02T08:00:00.000Z",
  endTime: "2027-03-02T08:15:00.000Z",
  timeZone: MADRID,
  reminders: [15],
  rule: "FREQ=WEEKLY;BYDAY=TU",
  meetLink: "http://localhost/meet/x",
  host: { id: "h", name: "Hana" },
  attendees: [
    { userId: "h", name: "Hana", email: null, response: "accepted", host: true },
    { userId: "u1", name: "Ana", email: null, response: "needsAction", host: false },
    { userId: null, name: "g@x.io", email: "g@x.io", response: "declined", host: false },
  ],
  canEdit: true,
  canDelete: true,
  myResponse: null,
};

describe("meeting room drawer: editing", () => {
  it("opens a meeting on its own zone's clock, its people but its host", () => {
    expect(meetingDraft(meeting)).toEqual({
      summary: "Stand-up",
      description: "Daily",
      day: "2027-03-02",
      start: "09:00",
      end: "09:15",
      timeZone: MADRID,
      repeat: "weekly",
      keptRule: null,
      reminders: [15],
      attendees: [
        { kind: "member", id: "u1", name: "Ana" },
        { kind: "guest", email: "g@x.io" },
      ],
    });
    expect(meetingDraft({ ...meeting, rule: "FREQ=WEEKLY;INTERVAL=2" })).toMatchObject({
      repeat: null,
      keptRule: "FREQ=WEEKLY;INTERVAL=2",
    });
  });

  it("invites people by sending the meeting as it is with them added", () => {
    expect(
      inviteBody(meeting, [
        { kind: "guest", email: "new@x.io" },
        { kind: "member", id: "u1", name: "Ana" },
      ]),
    ).toEqual({
      summary: "Stand-up",
      description: "Daily",
      startTime: meeting.startTime,
      endTime: meeting.endTime,
      timeZone: MADRID,
      reminders: [15],
      attendees: [{ userId: "u1" }, { email: "g@x.io" }, { email: "new@x.io" }],
      rule: "FREQ=WEEKLY;BYDAY=TU",
    });
  });
});
