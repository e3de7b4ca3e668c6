import {
  PERIOD_PRESETS,
  parseReportSearch,
  periodDays,
  periodIssue,
  presetOf,
  presetPeriod,
  reportHref,
} from "@/lib/reporting/periods";

const A = "a".repeat(24);
const B = "b".repeat(24);

describe("presetPeriod", () => {
  // Wednesday 2026-05-13.
  const today = "2026-05-13";

  it("runs this week from its Monday to today", () => {
    expect(presetPeriod("thisWeek", today)).toEqual({ from: "2026-05-11", to: today });
    expect(presetPeriod("thisWeek", "2026-05-11")).toEqual({ from: "2026-05-11", to: "2026-05-11" });
    // A Sunday belongs to the week that began six days earlier.
    expect(presetPeriod("thisWeek", "2026-05-17")).toEqual({ from: "2026-05-11", to: "2026-05-17" });
  });

  it("takes four whole ISO weeks for the last 4 weeks, this one included", () => {
    expect(presetPeriod("last4Weeks", today)).toEqual({ from: "2026-04-20", to: today });
  });

  it("runs this month from its first day to today", () => {
    expect(presetPeriod("thisMonth", today)).toEqual({ from: "2026-05-01", to: today });
  });

  it("finds the quarter's first day in every month", () => {
    const starts: Record<string, string> = {
      "01": "01",
      "02": "01",
      "03": "01",
      "04": "04",
      "05": "04",
      "06": "04",
      "07": "07",
      "08": "07",
      "09": "07",
      "10": "10",
      "11": "10",
      "12": "10",
    };
    for (const [month, first] of Object.entries(starts)) {
      expect(presetPeriod("thisQuarter", `2026-${month}-15`)).toEqual({
        from: `2026-${first}-01`,
        to: `2026-${month}-15`,
      });
    }
  });

  it("takes the whole previous quarter, across the year for January to March", () => {
    expect(presetPeriod("lastQuarter", today)).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetPeriod("lastQuarter", "2026-01-01")).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(presetPeriod("lastQuarter", "2026-03-31")).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(presetPeriod("lastQuarter", "2026-04-01")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetPeriod("lastQuarter", "2026-08-20")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(presetPeriod("lastQuarter", "2026-12-31")).toEqual({ from: "2026-07-01", to: "2026-09-30" });
  });

  it("takes 90 days ending today, across a leap day", () => {
    const period = presetPeriod("last90Days", "2024-03-30");
    expect(period).toEqual({ from: "2024-01-01", to: "2024-03-30" });
    expect(periodDays(period)).toBe(90);
  });

  it("gives every preset a valid period", () => {
    for (const preset of PERIOD_PRESETS) {
      if (preset === "custom") continue;
      expect(periodIssue(presetPeriod(preset, "2026-01-01"))).toBeNull();
    }
  });
});

describe("presetOf", () => {
  it("names the preset a period matches on the day, else custom", () => {
    const today = "2026-05-13";
    expect(presetOf({ from: "2026-05-01", to: today }, today)).toBe("thisMonth");
    expect(presetOf({ from: "2026-01-01", to: "2026-03-31" }, today)).toBe("lastQuarter");
    expect(presetOf({ from: "2026-05-01", to: "2026-05-12" }, today)).toBe("custom");
    // The same dates are no longer "this month" the next day.
    expect(presetOf({ from: "2026-05-01", to: today }, "2026-05-14")).toBe("custom");
  });

  it("prefers the earlier preset when two coincide (Monday the 1st)", () => {
    expect(presetOf({ from: "2026-06-01", to: "2026-06-01" }, "2026-06-01")).toBe("thisWeek");
  });
});

describe("periodIssue", () => {
  it("accepts real days in order within 366 days", () => {
    expect(periodIssue({ from: "2026-01-01", to: "2026-01-01" })).toBeNull();
    expect(periodIssue({ from: "2024-01-01", to: "2024-12-31" })).toBeNull(); // 366 days
  });

  it("names what is wrong", () => {
    expect(periodIssue({ from: "2026-02-30", to: "2026-03-01" })).toBe("invalid");
    expect(periodIssue({ from: "2026-3-1", to: "2026-03-01" })).toBe("invalid");
    expect(periodIssue({ from: "2026-03-02", to: "2026-03-01" })).toBe("reversed");
    expect(periodIssue({ from: "2025-01-01", to: "2026-01-02" })).toBe("tooLong");
  });
});

describe("parseReportSearch", () => {
  it("reads a period and id lists from a URL or a page's search", () => {
    const query = new URLSearchParams(`from=2026-01-01&to=2026-03-31&memberIds=${A},${B}&projectIds=${B}`);
    expect(parseReportSearch(query)).toEqual({
      period: { from: "2026-01-01", to: "2026-03-31" },
      memberIds: [A, B],
      projectIds: [B],
    });
    expect(parseReportSearch({})).toEqual({ period: null, memberIds: [], projectIds: [] });
  });

  it("lower-cases ids, drops duplicates and blanks, and ignores other params", () => {
    expect(parseReportSearch({ memberIds: `${A.toUpperCase()},,${A}`, redirect: "/reporting" })).toEqual({
      period: null,
      memberIds: [A],
      projectIds: [],
    });
  });

  it("refuses one end only, bad days, long periods, bad ids and repeated params", () => {
    expect(parseReportSearch({ from: "2026-01-01" })).toBeNull();
    expect(parseReportSearch({ from: "2026-01-01", to: "2025-12-31" })).toBeNull();
    expect(parseReportSearch({ from: "2025-01-01", to: "2026-01-02" })).toBeNull();
    expect(parseReportSearch({ from: "2026-02-30", to: "2026-03-02" })).toBeNull();
    expect(parseReportSearch({ memberIds: "nope" })).toBeNull();
    expect(parseReportSearch({ projectIds: [A, B] })).toBeNull();
  });
});

describe("reportHref", () => {
  it("writes the period and filters into the address", () => {
    expect(reportHref("my-impact")).toBe("/reporting/my-impact");
    expect(
      reportHref("my-organization", {
        period: { from: "2026-01-01", to: "2026-03-31" },
        memberIds: [A, B],
        projectIds: [],
      }),
    ).toBe(`/reporting/my-organization?from=2026-01-01&to=2026-03-31&memberIds=${A},${B}`);
  });

  it("round-trips through parseReportSearch", () => {
    const search = { period: { from: "2026-04-01", to: "2026-04-30" }, memberIds: [A], projectIds: [B] };
    const href = reportHref("my-organization", search);
    expect(parseReportSearch(new URLSearchParams(href.split("?")[1]))).toEqual(search);
  });
});
