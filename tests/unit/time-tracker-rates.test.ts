import { updateRatesSchema, reportQuerySchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import {
  clockHours,
  csvCell,
  csvLine,
  decimalHours,
  parseCsv,
} from "@/modules/time-tracker/shared/report-csv";
import { daysInRange, isIsoDate, presetRange, rangeKeys } from "@/modules/time-tracker/shared/report-range";
import {
  entryAmountCents,
  hasAtMostCents,
  isCurrencyCode,
  resolveHourlyRate,
  toCents,
} from "@/modules/time-tracker/shared/rates";
import * as z from "@/lib/zod";

describe("rates", () => {
  it("resolve a person's own rate before the module's, and none without either", () => {
    expect(resolveHourlyRate(8000, 5000)).toBe(8000);
    expect(resolveHourlyRate(0, 5000)).toBe(0);
    expect(resolveHourlyRate(undefined, 5000)).toBe(5000);
    expect(resolveHourlyRate(null, null)).toBeNull();
  });

  it("bill billable seconds only, rounded to the cent half up", () => {
    expect(entryAmountCents(5400, true, 8025)).toBe(12038); // 120.375
    expect(entryAmountCents(1207, true, 8025)).toBe(2691);
    expect(entryAmountCents(1, true, 5000)).toBe(1); // 1.39 cents
    expect(entryAmountCents(3600, false, 5000)).toBe(0);
    expect(entryAmountCents(3600, true, null)).toBe(0);
    expect(entryAmountCents(-5, true, 5000)).toBe(0);
  });

  it("accept amounts of at most two decimals and ISO 4217 codes", () => {
    expect([12, 12.5, 12.05, 0.1 + 0.2 - 0.3 + 1].map(hasAtMostCents)).toEqual([true, true, true, true]);
    expect([12.005, Number.NaN, Infinity].map(hasAtMostCents)).toEqual([false, false, false]);
    expect(toCents(19.99)).toBe(1999);
    expect(["USD", "EUR", "JPY"].every(isCurrencyCode)).toBe(true);
    expect(["usd", "EURO", "QQQ", ""].some(isCurrencyCode)).toBe(false);
  });

  it("validate a PUT: rates, duplicates and currency", () => {
    const parse = (body: unknown) => {
      const result = z.safeParse(updateRatesSchema, body);
      return result.success ? "ok" : result.error.issues.map((issue) => issue.message);
    };
    const id = "a".repeat(24);
    expect(parse({ currency: "EUR", hourlyRate: null })).toBe("ok");
    expect(parse({ currency: "EUR", hourlyRate: 1.234 })).toEqual(["validation.rateDecimals"]);
    expect(parse({ currency: "EUR", hourlyRate: 20_000_000 })).toEqual(["validation.rateTooHigh"]);
    expect(parse({ currency: "eur", hourlyRate: 1 })).toEqual(["validation.currencyInvalid"]);
    expect(
      parse({
        currency: "EUR",
        hourlyRate: 1,
        members: [
          { userId: id, hourlyRate: 1 },
          { userId: id, hourlyRate: null },
        ],
      }),
    ).toEqual(["validation.rateMembersInvalid"]);
  });
});

describe("report ranges", () => {
  it("know real dates and count days with both ends", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-28")).toBe(false);
    expect(daysInRange({ from: "2026-03-01", to: "2026-03-01" })).toBe(1);
    expect(daysInRange({ from: "2026-03-01", to: "2026-03-31" })).toBe(31);
    expect(daysInRange({ from: "2026-03-29", to: "2026-03-30" })).toBe(2); // across DST in Europe
  });

  it("give the presets around today, weeks from Monday", () => {
    expect(presetRange("thisWeek", "2026-03-04")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(presetRange("thisWeek", "2026-03-08")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(presetRange("lastWeek", "2026-03-02")).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    expect(presetRange("thisMonth", "2024-02-10")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(presetRange("lastMonth", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("list a chart's days and weeks", () => {
    expect(rangeKeys({ from: "2026-03-07", to: "2026-03-09" }, "day")).toEqual([
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
    ]);
    expect(rangeKeys({ from: "2026-03-07", to: "2026-03-16" }, "week")).toEqual([
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
    ]);
  });

  it("refuse reversed and too long ranges", () => {
    const messages = (query: Record<string, string>) => {
      const result = z.safeParse(reportQuerySchema, query);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ from: "2026-03-02", to: "2026-03-01" })).toEqual(["validation.invalidRange"]);
    expect(messages({ from: "2025-01-01", to: "2026-01-02" })).toEqual(["validation.reportRangeTooLong"]);
    expect(messages({ from: "2025-01-01", to: "2026-01-01" })).toEqual([]);
  });
});

describe("CSV cells", () => {
  it("defuse formulas by a leading quote", () => {
    for (const text of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(text).startsWith("'") || csvCell(text).startsWith("\"'")).toBe(true);
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(-1.5)).toBe("-1.5");
  });

  it("quote commas, quotes and line breaks, and end records with CRLF", () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
    const fields = ['say "hi", then go', "two\r\nlines", "", "=1+1"];
    expect(parseCsv(csvLine(fields) + csvLine(["x"]))).toEqual([
      ['say "hi", then go', "two\r\nlines", "", "'=1+1"],
      ["x"],
    ]);
  });

  it("write durations as HH:mm and decimal hours", () => {
    expect(clockHours(0)).toBe("00:00");
    expect(clockHours(5459)).toBe("01:30");
    expect(clockHours(90 * 3600 + 60)).toBe("90:01");
    expect(decimalHours(5400)).toBe(1.5);
    expect(decimalHours(2400)).toBe(0.67);
  });
});
