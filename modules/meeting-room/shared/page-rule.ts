/**
 * The drawer's Repeat choices and the rules they make (RFC 5545's RRULE without DTSTART, on the
 * meeting's own wall clock: the server expands them with lib/calendar/recurrence.ts). Written here
 * without the rrule package, which the page must not load; the server checks every rule. Pure.
 */

/** The choices the drawer offers, for a meeting's first day. */
export const REPEAT_CHOICES = ["none", "daily", "weekdays", "weekly", "monthly"] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

/** RFC 5545's weekday codes, Monday first (dayjs's and our weeks start on Monday). */
export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

const WORKWEEK = "MO,TU,WE,TH,FR";

/** The weekday of a date (YYYY-MM-DD). */
export function weekdayOf(day: string): WeekdayCode {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAY_CODES[(weekday + 6) % 7]!;
}

/** The day of the month of a date (YYYY-MM-DD). */
export const monthDayOf = (day: string): number => Number(day.slice(8, 10));

/** The rule of a choice for a meeting starting on `day`; null: it happens once. */
export function ruleOf(choice: RepeatChoice, day: string): string | null {
  switch (choice) {
    case "none":
      return null;
    case "daily":
      return "FREQ=DAILY";
    case "weekdays":
      return `FREQ=WEEKLY;BYDAY=${WORKWEEK}`;
    case "weekly":
      return `FREQ=WEEKLY;BYDAY=${weekdayOf(day)}`;
    case "monthly":
      return `FREQ=MONTHLY;BYMONTHDAY=${monthDayOf(day)}`;
  }
}

/** A rule as the page tells it: one of the drawer's choices (with its day), or another rule. */
export type RuleReading =
  | { choice: "none" | "daily" | "weekdays" }
  | { choice: "weekly"; weekday: WeekdayCode }
  | { choice: "monthly"; monthDay: number }
  | { choice: "custom"; rule: string };

/** The parts of a rule (`FREQ=WEEKLY;BYDAY=TU` → { FREQ: "WEEKLY", BYDAY: "TU" }), null if malformed. */
function partsOf(rule: string): Map<string, string> | null {
  const parts = new Map<string, string>();
  for (const part of rule
    .trim()
    .replace(/^RRULE:/i, "")
    .split(";")) {
    const [name, value, ...rest] = part.split("=");
    if (!name || value === undefined || rest.length > 0 || parts.has(name.toUpperCase())) return null;
    parts.set(name.toUpperCase(), value.toUpperCase());
  }
  return parts;
}

/**
 * Reads a meeting's rule back: the drawer's choice it is (`day`, the first start's date, for a weekly
 * or monthly rule that names no day), or "custom" for any other (an interval, an end, several days).
 */
export function readRule(rule: string | null, day: string): RuleReading {
  if (rule === null || rule.trim() === "") return { choice: "none" };
  const parts = partsOf(rule);
  const custom = { choice: "custom", rule } as const;
  if (!parts) return custom;
  const interval = parts.get("INTERVAL");
  if (interval !== undefined && interval !== "1") return custom;
  const known = new Set(["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "WKST"]);
  if ([...parts.keys()].some((name) => !known.has(name))) return custom;
  const freq = parts.get("FREQ");
  const byDay = parts.get("BYDAY");
  const byMonthDay = parts.get("BYMONTHDAY");
  if (freq === "DAILY" && byDay === undefined && byMonthDay === undefined) return { choice: "daily" };
  if (freq === "WEEKLY" && byMonthDay === undefined) {
    if (byDay === undefined) return { choice: "weekly", weekday: weekdayOf(day) };
    if (byDay === WORKWEEK) return { choice: "weekdays" };
    const code = WEEKDAY_CODES.find((weekday) => weekday === byDay);
    return code ? { choice: "weekly", weekday: code } : custom;
  }
  if (freq === "MONTHLY" && byDay === undefined) {
    if (byMonthDay === undefined) return { choice: "monthly", monthDay: monthDayOf(day) };
    const monthDay = Number(byMonthDay);
    return Number.isInteger(monthDay) && monthDay >= 1 && monthDay <= 31
      ? { choice: "monthly", monthDay }
      : custom;
  }
  return custom;
}

/**
 * The drawer's choice for a meeting's rule when it starts on `day`: its choice if the rule is the one
 * that choice makes for that day, else null (a rule the drawer keeps as it is unless changed).
 */
export function choiceOfRule(rule: string | null, day: string): RepeatChoice | null {
  const reading = readRule(rule, day);
  if (reading.choice === "custom") return null;
  if (reading.choice === "weekly" && reading.weekday !== weekdayOf(day)) return null;
  if (reading.choice === "monthly" && reading.monthDay !== monthDayOf(day)) return null;
  return reading.choice;
}
