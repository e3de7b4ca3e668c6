import { dayRange, homeRange, shownDay, splitHome } from "@/modules/meeting-room/shared/page-ranges";
import { dialogOfPath, roomHref, tabOf } from "@/modules/meeting-room/shared/page-url";

// The meeting room page's addresses and ranges: its four tabs (anything else is home),
// its dialog routes, the home tab's two months and the calendar tab's day.

const ID = "0123456789abcdef01234567";
const project = { id: "m1", project: { id: "p1" } };
const base = "/project/p1/meeting-room";

describe("meeting room page addresses", () => {
  it("takes home, calendar, chats and whiteboards, and any other tab as home", () => {
    for (const tab of ["home", "calendar", "chats", "whiteboards"]) expect(tabOf(tab)).toBe(tab);
    for (const raw of ["nope", "", undefined, ["calendar"]]) expect(tabOf(raw)).toBe("home");
  });

  it("reads the dialog a path names", () => {
    expect(dialogOfPath(base, base, null)).toBeNull();
    expect(dialogOfPath(`${base}/create`, base, null)).toEqual({ kind: "create" });
    expect(dialogOfPath(`${base}/${ID}`, base, "2027-03-02T08:00:00.000Z")).toEqual({
      kind: "details",
      meetingId: ID,
      at: "2027-03-02T08:00:00.000Z",
    });
    expect(dialogOfPath(`${base}/${ID}/edit`, base, null)).toEqual({ kind: "edit", meetingId: ID });
    expect(dialogOfPath(`${base}/${ID}/board`, base, null)).toEqual({ kind: "board", meetingId: ID });
    expect(dialogOfPath(`${base}/${ID}/chat`, base, null)).toEqual({ kind: "chat", meetingId: ID });
    for (const path of [
      `${base}/nope`,
      `${base}/${ID}/else`,
      `${base}/create/x`,
      `${base}x/create`,
      "/elsewhere",
    ])
      expect(dialogOfPath(path, base, null)).toBeNull();
  });

  it("writes the page's state, keeping the module and the tab", () => {
    expect(roomHref(project, { active: "home", date: null, dialog: null })).toBe(`${base}?moduleId=m1`);
    expect(roomHref(project, { active: "calendar", date: "2027-03-02", dialog: { kind: "create" } })).toBe(
      `${base}/create?moduleId=m1&active=calendar&date=2027-03-02`,
    );
    expect(
      roomHref(project, { active: "home", date: "2027-03-02", dialog: { kind: "edit", meetingId: ID } }),
    ).toBe(`${base}/${ID}/edit?moduleId=m1`);
    expect(
      roomHref(project, { active: "whiteboards", date: null, dialog: { kind: "board", meetingId: ID } }),
    ).toBe(`${base}/${ID}/board?moduleId=m1&active=whiteboards`);
    expect(
      roomHref(project, {
        active: "home",
        date: null,
        dialog: { kind: "details", meetingId: ID, at: "2027-03-02T08:00:00Z" },
      }),
    ).toBe(`${base}/${ID}?moduleId=m1&at=2027-03-02T08%3A00%3A00Z`);
    // A workspace's own module keeps its one path.
    expect(
      roomHref({ id: "w1", project: null }, { active: "calendar", date: null, dialog: { kind: "create" } }),
    ).toBe("/workspace-modules/w1?active=calendar");
  });
});

describe("meeting room page ranges", () => {
  const now = Date.parse("2027-03-02T10:05:30Z");

  it("reads a month either side of now, to the minute", () => {
    expect(homeRange(now)).toEqual({ from: "2027-01-31T10:05:00.000Z", to: "2027-04-01T10:05:00.000Z" });
  });

  it("reads a day of the viewer's zone, 23 hours long when the clocks go forward", () => {
    expect(dayRange("2027-03-02", "Europe/Madrid")).toEqual({
      from: "2027-03-01T23:00:00.000Z",
      to: "2027-03-02T23:00:00.000Z",
    });
    expect(dayRange("2027-03-28", "Europe/Madrid")).toEqual({
      from: "2027-03-27T23:00:00.000Z",
      to: "2027-03-28T22:00:00.000Z",
    });
  });

  it("shows today for no date or a past one", () => {
    expect(shownDay(null, now, "UTC")).toBe("2027-03-02");
    expect(shownDay("2027-02-01", now, "UTC")).toBe("2027-03-02");
    expect(shownDay("2027-03-09", now, "UTC")).toBe("2027-03-09");
    expect(shownDay(null, Date.parse("2027-03-02T23:30:00Z"), "Europe/Madrid")).toBe("2027-03-03");
  });

  it("splits Upcoming (not over, by start) from Past (the most recent first)", () => {
    const meeting = (id: string, start: string, end: string) => ({ id, startTime: start, endTime: end });
    const items = [
      meeting("later", "2027-03-05T09:00:00Z", "2027-03-05T09:30:00Z"),
      meeting("now", "2027-03-02T10:00:00Z", "2027-03-02T10:30:00Z"),
      meeting("yesterday", "2027-03-01T09:00:00Z", "2027-03-01T09:30:00Z"),
      meeting("last week", "2027-02-23T09:00:00Z", "2027-02-23T09:30:00Z"),
      meeting("too late", "2027-04-05T09:00:00Z", "2027-04-05T09:30:00Z"),
      meeting("too early", "2027-01-05T09:00:00Z", "2027-01-05T09:30:00Z"),
    ];
    const { upcoming, past } = splitHome(items, now);
    expect(upcoming.map((item) => item.id)).toEqual(["now", "later"]);
    expect(past.map((item) => item.id)).toEqual(["yesterday", "last week"]);
  });
});
