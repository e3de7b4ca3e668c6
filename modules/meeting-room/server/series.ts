import "server-only";
import { badRequest } from "@/lib/server/errors";
import { expand, parseRule, seriesSpan, type Occurrence } from "@/lib/calendar/recurrence";

/** A series that never ends spans to here (what range reads and the reminder job go by). */
export const FOREVER = new Date(Date.UTC(9999, 11, 31));

/** A meeting's times as the calendar's rules read them. */
export interface MeetingTimes {
  start: Date;
  end: Date;
  timeZone: string;
  rule: string | null;
}

const seriesOf = (times: MeetingTimes) => ({
  start: times.start.getTime(),
  end: times.end.getTime(),
  allDay: false,
  timeZone: times.timeZone,
  rule: times.rule ?? "",
});

/**
 * A repeat rule as stored: the calendar's rules (lib/calendar/recurrence.ts: daily to yearly, an
 * interval up to 99, a count or an until), trimmed; null for once. Anything else: 400.
 */
export function checkedRule(rule: string | null | undefined): string | null {
  if (rule === null || rule === undefined || rule.trim() === "") return null;
  const text = rule.trim().replace(/^RRULE:/i, "");
  if (!parseRule(text)) throw badRequest("validation.meetingRuleInvalid");
  return text;
}

/** The span a range read goes by: the end of its last occurrence (FOREVER when it never ends). */
export function spanEndOf(times: MeetingTimes): Date {
  if (!times.rule) return times.end;
  const span = seriesSpan(seriesOf(times));
  return span.end === null ? FOREVER : new Date(span.end);
}

/** Its occurrences overlapping [from, to) (ms), in order: itself, or its series' (at most `limit`). */
export function occurrencesOf(
  times: MeetingTimes,
  range: { from: number; to: number },
  limit: number,
): Occurrence[] {
  if (!times.rule) {
    const start = times.start.getTime();
    const end = times.end.getTime();
    return start < range.to && end > range.from ? [{ start, end, originalStart: start }] : [];
  }
  return expand(seriesOf(times), range, limit);
}

/** The occurrence of a series that starts at `at` (ms), or null when it has none there. */
export function occurrenceAt(times: MeetingTimes, at: number): Occurrence | null {
  return occurrencesOf(times, { from: at, to: at + 1 }, 5).find((item) => item.start === at) ?? null;
}
