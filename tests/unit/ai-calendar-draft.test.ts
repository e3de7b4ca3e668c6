import {
  blankDraft,
  draftBody,
  draftChange,
  draftProblem,
  eventDraft,
  nextHourDraft,
  quickAddDraft,
} from "@/modules/ai-calendar/shared/draft";
import type { CalendarEvent } from "@/modules/ai-calendar/shared/types";

const event = (extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: "e",
  eventId: "e",
  seriesId: null,
  uid: "e@ai-calendar",
  title: "Stand-up",
  description: "",
  location: null,
  url: null,
  color: "#228be6",
  startDate: "2027-03-29T07:00:00.000Z",
  endDate: "2027-03-29T07:30:00.000Z",
  allDay: false,
  timeZone: "Europe/Madrid",
  rule: null,
  originalStartDate: null,
  busyOnly: false,
  restricted: false,
  reminders: [10],
  attendees: [],
  createdBy: null,
  canEdit: true,
  canDelete: true,
  ...extra,
});

describe("the event dialog's draft", () => {
  it("shows an event's times on its own zone's clock and sends them back as instants", () => {
    const draft = eventDraft(event());
    expect(draft).toMatchObject({
      start: "2027-03-29 09:00:00",
      end: "2027-03-29 09:30:00",
      recurrence: null,
    });
    expect(draftBody(draft)).toMatchObject({
      startDate: "2027-03-29T07:00:00.000Z",
      endDate: "2027-03-29T07:30:00.000Z",
      rule: null,
      location: null,
    });
  });

  it("shows an all-day event's last day and sends the day after it", () => {
    const draft = eventDraft(
      event({ allDay: true, startDate: "2026-12-21T00:00:00.000Z", endDate: "2026-12-24T00:00:00.000Z" }),
    );
    expect(draft).toMatchObject({ start: "2026-12-21 00:00:00", end: "2026-12-23 00:00:00" });
    expect(draftBody(draft)).toMatchObject({ startDate: "2026-12-21", endDate: "2026-12-24" });
  });

  it("keeps a series' repetition as the dialog's choice, or as a custom rule", () => {
    const weekly = eventDraft(event({ rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=6", seriesId: "e" }));
    expect(weekly.recurrence).toEqual({
      freq: "weekly",
      interval: 1,
      weekdays: ["MO"],
      monthlyBy: "date",
      end: { kind: "count", count: 6 },
    });
    expect(draftBody(weekly).rule).toBe("FREQ=WEEKLY;BYDAY=MO;COUNT=6");
    const custom = eventDraft(event({ rule: "FREQ=MONTHLY;BYMONTHDAY=1,15", seriesId: "e" }));
    expect(custom).toMatchObject({ recurrence: null, customRule: "FREQ=MONTHLY;BYMONTHDAY=1,15" });
  });

  it("sends only what changed: a new title does not retime a series", () => {
    const before = eventDraft(event({ rule: "FREQ=DAILY", seriesId: "e" }));
    expect(draftChange(before, { ...before, title: "Daily sync" })).toEqual({ title: "Daily sync" });
    const moved = draftChange(before, {
      ...before,
      start: "2027-03-29 10:00:00",
      end: "2027-03-29 10:30:00",
    });
    expect(moved).toEqual({
      startDate: "2027-03-29T08:00:00.000Z",
      endDate: "2027-03-29T08:30:00.000Z",
      allDay: false,
    });
    expect(draftChange(before, { ...before, recurrence: null })).toEqual({ rule: null });
    expect(draftChange(before, { ...before, guests: ["Ana@Example.com"] })).toEqual({
      attendees: [{ email: "ana@example.com" }],
    });
    // Find a time's people are invited by id, beside the addresses typed.
    const invited = {
      ...before,
      guests: ["out@example.org"],
      members: [{ id: "u".repeat(24), name: "Ana" }],
    };
    expect(draftChange(before, invited)).toEqual({
      attendees: [{ userId: "u".repeat(24) }, { email: "out@example.org" }],
    });
    expect(draftChange(invited, { ...invited, members: [] })).toEqual({
      attendees: [{ email: "out@example.org" }],
    });
  });

  it("starts a new event at the next hour, or from a quick-add sentence", () => {
    expect(nextHourDraft("Europe/Madrid", Date.parse("2026-12-02T10:20:00Z"))).toMatchObject({
      start: "2026-12-02 12:00:00",
      end: "2026-12-02 13:00:00",
      timeZone: "Europe/Madrid",
    });
    const lunch = quickAddDraft("Europe/Madrid", {
      title: "Lunch with Ana",
      day: "2026-12-04",
      time: "13:00",
      minutes: 90,
      recurrence: null,
    });
    expect(lunch).toMatchObject({
      title: "Lunch with Ana",
      start: "2026-12-04 13:00:00",
      end: "2026-12-04 14:30:00",
    });
    const trip = quickAddDraft("UTC", {
      title: "Trip",
      day: "2026-12-21",
      time: null,
      minutes: 3 * 1_440,
      recurrence: null,
    });
    expect(trip).toMatchObject({ allDay: true, start: "2026-12-21 00:00:00", end: "2026-12-23 00:00:00" });
  });

  it("names the first problem before sending", () => {
    const draft = blankDraft("UTC", "2026-12-02 10:00:00", "2026-12-02 11:00:00");
    expect(draftProblem(draft)).toBe("validation.calendarTitleRequired");
    expect(draftProblem({ ...draft, title: "x", end: "2026-12-02 09:00:00" })).toBe(
      "validation.calendarEndBeforeStart",
    );
    expect(draftProblem({ ...draft, title: "x", url: "ftp://x" })).toBe("validation.calendarUrlInvalid");
    expect(draftProblem({ ...draft, title: "x" })).toBeNull();
  });
});
