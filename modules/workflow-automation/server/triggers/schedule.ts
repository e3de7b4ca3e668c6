// A schedule trigger's occurrences (pure; tests/unit/automation-schedule.test.ts): `rrule` is an RFC
// 5545 RRULE ("FREQ=WEEKLY;BYDAY=MO;BYHOUR=9") read as wall-clock time in `timezone` (an IANA name,
// UTC when absent), with minutes and seconds 0 unless BYMINUTE says. rrule (MIT) computes the
// occurrences over "floating" times; the time zone's offset is applied around it.
import { Frequency, RRule } from "rrule";

export interface ScheduleConfig {
  rrule: string;
  timezone?: string;
}

/** What is wrong with a schedule's settings (the deploy's CompileIssue detail), null when it runs. */
export function scheduleProblem(config: Record<string, unknown>): string | null {
  const parsed = parseSchedule(config);
  return "problem" in parsed ? parsed.problem : null;
}

/** The shortest interval a schedule may repeat at: the sweep looks once a minute. */
const MIN_MINUTELY_INTERVAL = 5;

type RuleOptions = ReturnType<typeof RRule.parseString>;

/** Floating wall-clock times are counted from a Monday at midnight: BYHOUR alone means on the hour. */
const BASE = Date.UTC(2000, 0, 3, 0, 0, 0);
const PERIOD_MS: Partial<Record<Frequency, number>> = {
  [Frequency.MINUTELY]: 60_000,
  [Frequency.HOURLY]: 3_600_000,
  [Frequency.DAILY]: 86_400_000,
  [Frequency.WEEKLY]: 7 * 86_400_000,
};

export function parseSchedule(
  config: Record<string, unknown>,
): { options: RuleOptions; timezone: string } | { problem: string } {
  const text = config.rrule;
  if (typeof text !== "string" || text.trim() === "") return { problem: "rrule is required" };
  const timezone = config.timezone ?? "UTC";
  if (typeof timezone !== "string") return { problem: "timezone must be a name like Europe/Madrid" };
  try {
    new Intl.DateTimeFormat("en", { timeZone: timezone });
  } catch {
    return { problem: `unknown timezone ${timezone.slice(0, 64)}` };
  }
  let options: RuleOptions;
  try {
    options = RRule.parseString(text.trim().replace(/^RRULE:/i, ""));
    new RRule({ ...options, dtstart: new Date(BASE), tzid: null });
  } catch {
    return { problem: "rrule is not a valid RRULE" };
  }
  if (options.freq === undefined || options.freq === null) return { problem: "rrule needs FREQ" };
  if (options.freq === Frequency.SECONDLY) return { problem: "a schedule may not repeat every second" };
  if (options.freq === Frequency.MINUTELY && (options.interval ?? 1) < MIN_MINUTELY_INTERVAL)
    return { problem: `a schedule may repeat at most every ${MIN_MINUTELY_INTERVAL} minutes` };
  if (options.count && !options.dtstart) return { problem: "COUNT needs a DTSTART" };
  return { options, timezone };
}

/**
 * The rule counted from a start shortly before `wall` that keeps the fixed base's alignment (whole
 * periods of INTERVAL later), so finding the next occurrence never walks the years since the base.
 */
function ruleNear(options: RuleOptions, wall: Date): RRule {
  if (options.dtstart) return new RRule({ ...options, tzid: null });
  const interval = Math.max(1, options.interval ?? 1);
  const freq = options.freq!;
  let start = BASE;
  const period = PERIOD_MS[freq];
  if (period) {
    const step = period * interval;
    start = BASE + Math.max(0, Math.floor((wall.getTime() - BASE) / step) - 1) * step;
  } else {
    const months = freq === Frequency.YEARLY ? 12 * interval : interval;
    const base = new Date(Date.UTC(2000, 0, 1));
    const elapsed = (wall.getUTCFullYear() - 2000) * 12 + wall.getUTCMonth();
    start = Date.UTC(2000, Math.max(0, Math.floor(elapsed / months) - 1) * months, 1) || base.getTime();
  }
  return new RRule({ ...options, dtstart: new Date(start), tzid: null });
}

/** The wall-clock time of `date` in `timezone`, as a UTC date with those fields. */
function toWall(date: Date, timezone: string): Date {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: timezone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(
      get("year"),
      get("month") - 1,
      get("day"),
      get("hour"),
      get("minute"),
      get("second"),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The instant a wall-clock time in `timezone` is (the earlier one in a repeated hour). */
function fromWall(wall: Date, timezone: string): Date {
  let guess = new Date(wall.getTime());
  for (let i = 0; i < 3; i += 1) {
    const offset = toWall(guess, timezone).getTime() - guess.getTime();
    const next = new Date(wall.getTime() - offset);
    if (next.getTime() === guess.getTime()) break;
    guess = next;
  }
  return guess;
}

/** The schedule's first occurrence strictly after `after`; null when it has ended (COUNT, UNTIL). */
export function nextOccurrence(config: Record<string, unknown>, after: Date): Date | null {
  const parsed = parseSchedule(config);
  if ("problem" in parsed) return null;
  const from = toWall(after, parsed.timezone);
  const wall = ruleNear(parsed.options, from).after(from, false);
  if (!wall) return null;
  const at = fromWall(wall, parsed.timezone);
  // A wall time skipped by a daylight-saving jump can land before `after`: take the next one.
  return at.getTime() > after.getTime() ? at : nextOccurrence(config, new Date(after.getTime() + 60_000));
}
