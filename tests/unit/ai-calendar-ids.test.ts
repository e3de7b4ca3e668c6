import { seriesSpan } from "@/lib/calendar/recurrence";
import { instanceId, parseEventId } from "@/modules/ai-calendar/shared/types";

const at = (iso: string) => Date.parse(iso);
const ID = "0123456789abcdef01234567";

describe("occurrence ids", () => {
  it("name a series' occurrence by its original start, as Google Calendar writes them", () => {
    const id = instanceId(ID, at("2027-03-29T07:00:00Z"));
    expect(id).toBe(`${ID}_20270329T070000Z`);
    expect(parseEventId(id)).toEqual({ eventId: ID, originalStart: at("2027-03-29T07:00:00Z") });
    expect(parseEventId(ID.toUpperCase())).toEqual({ eventId: ID, originalStart: null });
  });

  it("refuse what is not an id or not a time", () => {
    for (const bad of ["", "nope", `${ID}_`, `${ID}_20270229T070000Z`, `${ID}_20270329T250000Z`, `${ID}x`])
      expect(parseEventId(bad)).toBeNull();
  });
});

describe("a series' span", () => {
  const series = (rule: string, extra = {}) => ({
    start: at("2027-03-15T08:00:00Z"),
    end: at("2027-03-15T08:30:00Z"),
    allDay: false,
    timeZone: "Europe/Madrid",
    rule,
    ...extra,
  });

  it("ends with its last occurrence, on its wall clock across a change of time", () => {
    expect(seriesSpan(series("FREQ=WEEKLY;COUNT=6"))).toEqual({
      start: at("2027-03-15T08:00:00Z"),
      end: at("2027-04-19T07:30:00Z"),
    });
    expect(seriesSpan(series("FREQ=DAILY;UNTIL=20270320T235959")).end).toBe(at("2027-03-20T08:30:00Z"));
  });

  it("never ends without a count or an end date; an all-day series ends the day after its last", () => {
    expect(seriesSpan(series("FREQ=MONTHLY")).end).toBeNull();
    const allDay = series("FREQ=YEARLY;COUNT=3", {
      start: at("2027-02-01T00:00:00Z"),
      end: at("2027-02-02T00:00:00Z"),
      allDay: true,
    });
    expect(seriesSpan(allDay).end).toBe(at("2029-02-02T00:00:00Z"));
  });
});
