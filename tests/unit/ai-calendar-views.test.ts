import {
  fromWall,
  parseWall,
  stepDay,
  toWall,
  viewDays,
  viewRange,
} from "@/modules/ai-calendar/shared/views";
import { formatDay } from "@/lib/time/day-format";
import { periodLabel } from "@/modules/ai-calendar/components/day-format";

const at = (iso: string) => Date.parse(iso);

describe("the calendar's views", () => {
  it("show a day, a Monday-first week, a month's grid of whole weeks, or 30 days of agenda", () => {
    expect(viewDays("day", "2026-12-02")).toEqual({ first: "2026-12-02", end: "2026-12-03" });
    // Wednesday 2 December 2026: its week runs Monday 30 November to Sunday 6 December.
    expect(viewDays("week", "2026-12-02")).toEqual({ first: "2026-11-30", end: "2026-12-07" });
    expect(viewDays("week", "2026-12-06")).toEqual({ first: "2026-11-30", end: "2026-12-07" });
    // December 2026 begins on a Tuesday and ends on a Thursday: 30 Nov – 3 Jan.
    expect(viewDays("month", "2026-12-15")).toEqual({ first: "2026-11-30", end: "2027-01-04" });
    // February 2027 begins on a Monday and ends on a Sunday: exactly four weeks.
    expect(viewDays("month", "2027-02-10")).toEqual({ first: "2027-02-01", end: "2027-03-01" });
    expect(viewDays("agenda", "2026-12-02")).toEqual({ first: "2026-12-02", end: "2027-01-01" });
  });

  it("read their range on the viewer's clock, a short day where the clocks go forward", () => {
    expect(viewRange("day", "2027-03-28", "Europe/Madrid")).toEqual({
      from: at("2027-03-27T23:00:00Z"),
      to: at("2027-03-28T22:00:00Z"),
    });
    expect(viewRange("week", "2026-12-02", "America/New_York")).toEqual({
      from: at("2026-11-30T05:00:00Z"),
      to: at("2026-12-07T05:00:00Z"),
    });
  });

  it("step a day, a week, a month (to its first) or an agenda's length", () => {
    expect(stepDay("day", "2026-12-31", 1)).toBe("2027-01-01");
    expect(stepDay("week", "2026-12-02", -1)).toBe("2026-11-25");
    expect(stepDay("month", "2027-01-31", 1)).toBe("2027-02-01");
    expect(stepDay("month", "2027-01-15", -1)).toBe("2026-12-01");
    expect(stepDay("agenda", "2026-12-02", 1)).toBe("2027-01-01");
  });

  it("write instants as wall-clock strings in the viewer's zone and read them back", () => {
    expect(toWall(at("2027-03-29T07:00:00Z"), "Europe/Madrid")).toBe("2027-03-29 09:00:00");
    expect(toWall(at("2026-12-08T00:00:00Z"), "America/New_York", true)).toBe("2026-12-08 00:00:00");
    expect(fromWall("2027-03-29 09:00:00", "Europe/Madrid")).toBe(at("2027-03-29T07:00:00Z"));
    // A time the clocks skip lands after the gap.
    expect(fromWall("2027-03-28 02:30:00", "Europe/Madrid")).toBe(at("2027-03-28T01:30:00Z"));
    expect(parseWall("2026-12-08")).toBe(at("2026-12-08T00:00:00Z"));
    expect(Number.isNaN(parseWall("soon"))).toBe(true);
  });
});

describe("the period a view shows", () => {
  it("reads the same on the server and in the browser, in both languages", () => {
    expect(periodLabel("week", "2027-03-03", "en")).toBe("Mar 1 – 7, 2027");
    expect(periodLabel("week", "2026-12-30", "en")).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(periodLabel("week", "2027-03-31", "es")).toBe("29 mar – 4 abr 2027");
    expect(periodLabel("month", "2027-03-15", "en")).toBe("March 2027");
    expect(periodLabel("month", "2027-03-15", "es")).toBe("marzo 2027");
    expect(periodLabel("day", "2027-03-01", "en")).toBe("Monday, March 1, 2027");
    expect(periodLabel("day", "2027-03-01", "es")).toBe("lunes, 1 de marzo de 2027");
    expect(formatDay("2026-12-08", "MMM D", "en")).toBe("Dec 8");
  });
});
