// Recurring tasks (issue 40, item 7): a top-level task with a due date may repeat by an RFC 5545 rule
// (the AI calendar's rules: lib/calendar/recurrence.ts), run from its due date on the UTC calendar —
// a due date is a day (the board's picker sets UTC midnights), so "every Monday" stays on Mondays
// wherever its people are. The next occurrence is a copy of the task due on the rule's next date,
// made in the board's first column: when this one is done ("completed"), or on this one's due date
// even if it is not done ("schedule", the way a weekly chore or report comes round). Pure: the
// server (services, the job, the calendar layer) and the task dialog's preview share it.
import { occurrenceAfter, parseRule, splitRule } from "@/lib/calendar/recurrence";
import type { TaskRepeat } from "./repeat";

const DAY_MS = 86_400_000;

/** Whether a rule is one a task can repeat by (the schema checks its shape only: no rule engine in the page). */
export const isRepeatRule = (rule: string): boolean => parseRule(rule) !== null;

/** A repeating task's series from its due date (ms): whole days on the UTC calendar. */
const seriesOf = (rule: string, due: number) => ({
  start: due,
  end: due,
  allDay: true,
  timeZone: "UTC",
  rule,
});

/**
 * The next occurrence of a task due at `due` (ms) whose repeat is `repeat`, at `now` (ms): its due date
 * and the rule it carries on (a COUNT keeps what is left of it), or null when the series has ended.
 * "completed": the first date after the due date that is still to come (a daily task done three days
 * late comes back tomorrow, not three times). "schedule": the date after the due date, never one
 * before today (a job that did not run for a week makes one occurrence, not seven).
 */
export function nextOccurrence(
  repeat: TaskRepeat,
  due: number,
  now: number,
): { due: number; rule: string } | null {
  const series = seriesOf(repeat.rule, due);
  const after = repeat.mode === "completed" ? Math.max(due, now) : Math.max(due, now - (now % DAY_MS) - 1);
  const next = occurrenceAfter(series, after);
  if (next === null) return null;
  return { due: next, rule: splitRule(series, next).after };
}

/**
 * The dates (ms) a repeating task would come round on within [from, to), after its own due date, at
 * most `limit`: what a calendar shows ahead of the occurrences being made. Each is the one before's
 * next by the "schedule" reading, so both modes show the rule's dates.
 */
export function upcomingDates(rule: string, due: number, range: { from: number; to: number }, limit: number) {
  const series = seriesOf(rule, due);
  const dates: number[] = [];
  let at = occurrenceAfter(series, Math.max(due, range.from - 1));
  while (at !== null && at < range.to && dates.length < limit) {
    dates.push(at);
    at = occurrenceAfter(series, at);
  }
  return dates;
}
