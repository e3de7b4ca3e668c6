import { upcomingGroups, type UpcomingEvent } from "@/modules/ai-calendar/shared/upcoming";

const at = (iso: string) => Date.parse(iso);
const event = (id: string, start: string, end: string, more: Partial<UpcomingEvent> = {}): UpcomingEvent => ({
  id,
  occurrence: null,
  title: id,
  color: "#228be6",
  start: at(start),
  end: at(end),
  allDay: false,
  ...more,
});

// Sunday 29 November 2026, 10:40 in Madrid (09:40 UTC).
const NOW = at("2026-11-29T09:40:00Z");

describe("the upcoming events panel", () => {
  it("groups by day as Today, Tomorrow or the date, ascending, from this hour on", () => {
    const groups = upcomingGroups(
      [
        event("Later today", "2026-11-29T15:00:00Z", "2026-11-29T16:00:00Z"),
        event("At ten", "2026-11-29T09:00:00Z", "2026-11-29T10:30:00Z"),
        event("At nine", "2026-11-29T08:00:00Z", "2026-11-29T12:00:00Z"),
        event("Earlier this hour", "2026-11-29T09:05:00Z", "2026-11-29T09:15:00Z"),
        event("Next week", "2026-12-07T08:00:00Z", "2026-12-07T09:00:00Z"),
        event("Tomorrow", "2026-11-30T07:30:00Z", "2026-11-30T08:00:00Z"),
        event("Holiday", "2026-11-30T00:00:00Z", "2026-12-01T00:00:00Z", { allDay: true }),
        event("Yesterday", "2026-11-28T09:00:00Z", "2026-11-28T10:00:00Z"),
      ],
      NOW,
      "Europe/Madrid",
    );
    expect(groups.map((g) => [g.label, g.events.map((e) => [e.title, e.from, e.to])])).toEqual([
      [
        { kind: "today" },
        [
          ["At ten", "10:00", "11:30"],
          ["Earlier this hour", "10:05", "10:15"],
          ["Later today", "16:00", "17:00"],
        ],
      ],
      [
        { kind: "tomorrow" },
        [
          ["Holiday", null, null],
          ["Tomorrow", "08:30", "09:00"],
        ],
      ],
      [{ kind: "date", day: "2026-12-07" }, [["Next week", "09:00", "10:00"]]],
    ]);
  });

  it("reads the hour and the days on the person's clock, and keeps to the limit", () => {
    // 09:40 UTC is 15:10 in Kolkata (UTC+5:30): its hour began at 15:00 there, 09:30 UTC, so an
    // event at 09:35 UTC is in and one at 09:25 UTC is not.
    const groups = upcomingGroups(
      [
        event("In this hour", "2026-11-29T09:35:00Z", "2026-11-29T10:00:00Z"),
        event("Last hour", "2026-11-29T09:25:00Z", "2026-11-29T09:30:00Z"),
        event("Past midnight there", "2026-11-29T19:00:00Z", "2026-11-29T20:00:00Z"),
      ],
      NOW,
      "Asia/Kolkata",
    );
    expect(groups.map((g) => [g.day, g.events.map((e) => e.title)])).toEqual([
      ["2026-11-29", ["In this hour"]],
      ["2026-11-30", ["Past midnight there"]],
    ]);
    expect(upcomingGroups([], NOW, "UTC")).toEqual([]);
    const many = Array.from({ length: 80 }, (_, i) =>
      event(
        `E${i}`,
        new Date(NOW + (i + 1) * 3_600_000).toISOString(),
        new Date(NOW + (i + 2) * 3_600_000).toISOString(),
      ),
    );
    expect(upcomingGroups(many, NOW, "UTC", 50).flatMap((g) => g.events)).toHaveLength(50);
  });
});
