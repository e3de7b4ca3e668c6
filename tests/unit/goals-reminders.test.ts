import { addCalendarMonths, nextReminderAt } from "@/lib/goals/reminders";

const at = (iso: string) => new Date(iso);

describe("nextReminderAt", () => {
  it("never has no next reminder", () => {
    expect(nextReminderAt("never", at("2026-03-10T09:00:00.000Z"))).toBeNull();
  });

  it("weekly is seven days later, at the same instant of the day", () => {
    expect(nextReminderAt("weekly", at("2026-03-10T09:30:15.250Z"))).toEqual(at("2026-03-17T09:30:15.250Z"));
    // Across a month and a year end; UTC, so no daylight-saving shift.
    expect(nextReminderAt("weekly", at("2026-12-29T23:00:00.000Z"))).toEqual(at("2027-01-05T23:00:00.000Z"));
    expect(nextReminderAt("weekly", at("2026-03-26T12:00:00.000Z"))).toEqual(at("2026-04-02T12:00:00.000Z"));
  });

  it("monthly is one calendar month later, clamped to the month's last day", () => {
    expect(nextReminderAt("monthly", at("2026-03-10T09:00:00.000Z"))).toEqual(at("2026-04-10T09:00:00.000Z"));
    expect(nextReminderAt("monthly", at("2026-01-31T08:00:00.000Z"))).toEqual(at("2026-02-28T08:00:00.000Z"));
    expect(nextReminderAt("monthly", at("2028-01-31T08:00:00.000Z"))).toEqual(at("2028-02-29T08:00:00.000Z"));
    expect(nextReminderAt("monthly", at("2026-12-15T00:00:00.000Z"))).toEqual(at("2027-01-15T00:00:00.000Z"));
    expect(nextReminderAt("monthly", at("2026-05-31T10:00:00.000Z"))).toEqual(at("2026-06-30T10:00:00.000Z"));
  });

  it("quarterly is three calendar months later, clamped the same way", () => {
    expect(nextReminderAt("quarterly", at("2026-01-15T09:00:00.000Z"))).toEqual(
      at("2026-04-15T09:00:00.000Z"),
    );
    expect(nextReminderAt("quarterly", at("2026-11-30T09:00:00.000Z"))).toEqual(
      at("2027-02-28T09:00:00.000Z"),
    );
    expect(nextReminderAt("quarterly", at("2026-10-31T09:00:00.000Z"))).toEqual(
      at("2027-01-31T09:00:00.000Z"),
    );
  });

  it("an invalid date has no next reminder", () => {
    expect(nextReminderAt("weekly", new Date(Number.NaN))).toBeNull();
  });
});

describe("addCalendarMonths", () => {
  it("keeps the time of day and clamps the day", () => {
    expect(addCalendarMonths(at("2026-08-31T17:45:00.000Z"), 1)).toEqual(at("2026-09-30T17:45:00.000Z"));
    expect(addCalendarMonths(at("2026-02-28T17:45:00.000Z"), 12)).toEqual(at("2027-02-28T17:45:00.000Z"));
    expect(addCalendarMonths(at("2024-02-29T00:00:00.000Z"), 12)).toEqual(at("2025-02-28T00:00:00.000Z"));
  });
});
