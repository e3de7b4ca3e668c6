import { plainSpaces } from "@/lib/i18n/plain-spaces";

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("Intl's output as the server and the browser both render it", () => {
  it("a date range: ordinary spaces around the dash, whatever this runtime's ICU writes", () => {
    const range = new Intl.DateTimeFormat("en-US", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).formatRange(utc("2026-11-23"), utc("2026-11-29"));
    expect(plainSpaces(range)).toBe("Nov 23 – 29, 2026");
  });

  it("a time of day: an ordinary space before AM/PM", () => {
    const time = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" }).format(
      new Date("2026-11-23T15:05:00Z"),
    );
    expect(plainSpaces(time)).toBe("3:05 PM");
  });

  it("leaves other text (and no-break spaces a language uses) as it is", () => {
    expect(plainSpaces("1\u00a0234,5 €")).toBe("1\u00a0234,5 €");
    expect(plainSpaces("This week")).toBe("This week");
  });
});
