// Date filter presets of spec/work-management.md §9. Ranges are inclusive and in local time: `from`
// is the first millisecond of its day and `to` the last of its day (dayjs startOf/endOf).
// No preset is week-based, so the app's Monday week start (components/providers/app-providers.tsx)
// does not affect them.
import dayjs, { type Dayjs } from "dayjs";

export const DATE_PRESETS = [
  "today",
  "yesterday",
  "tomorrow",
  "next7Days",
  "last7Days",
  "thisMonth",
  "lastMonth",
  "nextMonth",
  "nextYear",
  "lastYear",
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export type DateRange = { from: Date; to: Date };

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === "string" && (DATE_PRESETS as readonly string[]).includes(value);
}

const days = (from: Dayjs, to: Dayjs): DateRange => ({
  from: from.startOf("day").toDate(),
  to: to.endOf("day").toDate(),
});

/**
 * The inclusive range a preset covers at `now`. "Next 7 days" is today through today + 7 and
 * "Last 7 days" today − 7 through today (eight calendar days each, so a task due exactly a week
 * away or a week ago is included). Months and years are whole calendar months and years.
 */
export function presetRange(preset: DatePreset, now: Date): DateRange {
  const today = dayjs(now);
  if (!today.isValid()) throw new RangeError("Invalid reference date");
  // Shift from the first of the month/year so that e.g. 31 March minus a month is February, not 3 March.
  const month = today.startOf("month");
  const year = today.startOf("year");
  switch (preset) {
    case "today":
      return days(today, today);
    case "yesterday":
      return days(today.subtract(1, "day"), today.subtract(1, "day"));
    case "tomorrow":
      return days(today.add(1, "day"), today.add(1, "day"));
    case "next7Days":
      return days(today, today.add(7, "day"));
    case "last7Days":
      return days(today.subtract(7, "day"), today);
    case "thisMonth":
      return days(month, month.endOf("month"));
    case "lastMonth":
      return days(month.subtract(1, "month"), month.subtract(1, "month").endOf("month"));
    case "nextMonth":
      return days(month.add(1, "month"), month.add(1, "month").endOf("month"));
    case "nextYear":
      return days(year.add(1, "year"), year.add(1, "year").endOf("year"));
    case "lastYear":
      return days(year.subtract(1, "year"), year.subtract(1, "year").endOf("year"));
    default: {
      const unknown: never = preset;
      throw new RangeError(`Unknown date preset: ${String(unknown)}`);
    }
  }
}
