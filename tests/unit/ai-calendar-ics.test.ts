import { calendarIcs, parseIcs, type IcsEvent } from "@/lib/server/calendar/ics";
import { expand } from "@/lib/calendar/recurrence";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-29T10:00:00Z");

const base: IcsEvent = {
  uid: "standup@suite",
  title: 'Standup; daily, with "quotes"',
  description: "<p>Bring <strong>blockers</strong></p>",
  location: "Room 4",
  url: null,
  start: at("2026-03-16T08:00:00Z"), // Monday 09:00 in Madrid
  end: at("2026-03-16T08:30:00Z"),
  allDay: false,
  timeZone: "Europe/Madrid",
  rule: "FREQ=WEEKLY;UNTIL=20260601T235959",
  excluded: [at("2026-03-23T08:00:00Z")],
  recurrenceId: null,
  busyOnly: false,
  attendees: [{ email: "ana@example.com", name: "Ana" }],
  sequence: 2,
  updatedAt: at("2026-11-01T10:00:00Z"),
};
const moved: IcsEvent = {
  ...base,
  title: "Standup (moved)",
  start: at("2026-04-06T09:00:00Z"), // 11:00 summer time
  end: at("2026-04-06T09:30:00Z"),
  rule: null,
  excluded: [],
  recurrenceId: at("2026-04-06T07:00:00Z"),
};
const holiday: IcsEvent = {
  ...base,
  uid: "holiday@suite",
  title: "Holiday",
  description: "",
  location: "",
  start: at("2026-12-24T00:00:00Z"),
  end: at("2026-12-26T00:00:00Z"),
  allDay: true,
  rule: null,
  excluded: [],
  attendees: [],
};
const secret: IcsEvent = {
  ...base,
  uid: "secret@suite",
  title: "Interview with Bob",
  rule: null,
  excluded: [],
  busyOnly: true,
};

describe("writing a calendar", () => {
  const text = calendarIcs("Team calendar", [base, moved, holiday, secret], NOW);
  const lines = text.split("\r\n");

  it("writes RFC 5545: CRLF lines of at most 75 octets, one VTIMEZONE per zone, UTC stamps", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line === "BEGIN:VTIMEZONE")).toHaveLength(1);
    expect(lines).toContain("TZID:Europe/Madrid");
    expect(
      lines
        .filter((line) => line.startsWith("DTSTAMP:"))
        .every((line) => line === "DTSTAMP:20261129T100000Z"),
    ).toBe(true);
  });

  it("writes a series on its wall clock with its until in UTC, its deleted occurrence and its exception", () => {
    expect(lines).toContain("DTSTART;TZID=Europe/Madrid:20260316T090000");
    // 1 June 2026 23:59:59 in Madrid (summer time) is 21:59:59 UTC.
    expect(lines).toContain("RRULE:FREQ=WEEKLY;UNTIL=20260601T215959Z");
    expect(lines).toContain("EXDATE;TZID=Europe/Madrid:20260323T090000");
    expect(lines).toContain("RECURRENCE-ID;TZID=Europe/Madrid:20260406T090000");
    expect(lines).toContain("SEQUENCE:2");
    expect(text).toContain('SUMMARY:Standup\\; daily\\, with "quotes"');
    expect(text).toContain("DESCRIPTION:Bring blockers");
  });

  it("writes all-day events as dates, and busy-only ones as busy and nothing more", () => {
    expect(lines).toContain("DTSTART;VALUE=DATE:20261224");
    expect(lines).toContain("DTEND;VALUE=DATE:20261226");
    const secretBlock = text.slice(text.indexOf("UID:secret@suite"));
    const block = secretBlock.slice(0, secretBlock.indexOf("END:VEVENT"));
    expect(block).toContain("SUMMARY:Busy");
    expect(block).toContain("CLASS:PRIVATE");
    expect(block).not.toContain("Interview");
    expect(block).not.toContain("ATTENDEE");
    expect(block).not.toContain("LOCATION");
  });

  it("reads back what it wrote: the same series, exception and all-day event", () => {
    const { events, skipped } = parseIcs(text, "UTC");
    expect(skipped).toBe(0);
    const series = events.find((event) => event.uid === "standup@suite" && !event.recurrenceId)!;
    expect(series).toMatchObject({
      title: base.title,
      description: "Bring blockers",
      location: "Room 4",
      start: base.start,
      end: base.end,
      allDay: false,
      timeZone: "Europe/Madrid",
      rule: "FREQ=WEEKLY;UNTIL=20260601T235959",
    });
    expect(series.excluded).toEqual(base.excluded);
    const exception = events.find((event) => event.recurrenceId)!;
    expect(exception).toMatchObject({
      uid: "standup@suite",
      start: moved.start,
      recurrenceId: moved.recurrenceId,
    });
    expect(events.filter((event) => event.recurrenceId)).toHaveLength(1);
    expect(events.find((event) => event.uid === "holiday@suite")).toMatchObject({
      start: holiday.start,
      end: holiday.end,
      allDay: true,
      rule: null,
    });
    // The series expands the same after the round trip.
    const range = { from: Date.parse("2026-03-01T00:00:00Z"), to: Date.parse("2026-07-01T00:00:00Z") };
    const times = (event: typeof series | IcsEvent) =>
      expand(
        {
          start: event.start.getTime(),
          end: event.end.getTime(),
          allDay: false,
          timeZone: event.timeZone,
          rule: event.rule!,
          excluded: event.excluded.map((d) => d.getTime()),
        },
        range,
      );
    expect(times(series)).toEqual(times(base));
    expect(times(series)).toHaveLength(11);
  });
});

describe("reading another calendar's file", () => {
  const file = (events: string) =>
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN", events, "END:VCALENDAR", ""].join("\r\n");

  it("places floating times in the importer's zone, and skips what a calendar cannot hold", () => {
    const { events, skipped } = parseIcs(
      file(
        [
          "BEGIN:VEVENT",
          "UID:a@other",
          "DTSTAMP:20261101T000000Z",
          "DTSTART:20261203T100000",
          "DTEND:20261203T110000",
          "SUMMARY:Floating\\, local",
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:b@other",
          "DTSTAMP:20261101T000000Z",
          "DTSTART:20261203T100000Z",
          "DTEND:20261203T090000Z",
          "SUMMARY:Ends before it starts",
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:c@other",
          "DTSTAMP:20261101T000000Z",
          "DTSTART:20261203T100000Z",
          "DTEND:20261203T103000Z",
          "RRULE:FREQ=HOURLY",
          "SUMMARY:Hourly",
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:d@other",
          "DTSTAMP:20261101T000000Z",
          "DTSTART;TZID=America/New_York:20261203T090000",
          "DURATION:PT45M",
          "RRULE:FREQ=DAILY;COUNT=3",
          "SUMMARY:NY daily",
          "URL:javascript:alert(1)",
          "END:VEVENT",
        ].join("\r\n"),
      ),
      "Europe/Madrid",
    );
    expect(skipped).toBe(2);
    expect(events.map((event) => event.uid)).toEqual(["a@other", "d@other"]);
    expect(events[0]).toMatchObject({
      title: "Floating, local",
      timeZone: "Europe/Madrid",
      start: at("2026-12-03T09:00:00Z"),
    });
    expect(events[1]).toMatchObject({
      timeZone: "America/New_York",
      start: at("2026-12-03T14:00:00Z"),
      end: at("2026-12-03T14:45:00Z"),
      rule: "FREQ=DAILY;COUNT=3",
      url: null,
    });
  });

  it("reads nothing from a file that is not a calendar", () => {
    expect(parseIcs("not a calendar at all", "UTC")).toEqual({ events: [], skipped: 0 });
  });
});
