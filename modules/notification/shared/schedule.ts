import type { CampaignSchedule } from "./types";

const DAY = 86_400_000;

/**
 * When a schedule runs next, strictly after `after`: "at" once (null once past), "daily" and
 * "weekly" from their first time in steps of a day or a week; "now" has no next run.
 */
export function nextRunAfter(schedule: CampaignSchedule, after: Date): Date | null {
  if (schedule.kind === "now") return null;
  const first = Date.parse(schedule.at);
  if (Number.isNaN(first)) return null;
  if (first > after.getTime()) return new Date(first);
  if (schedule.kind === "at") return null;
  const step = schedule.kind === "daily" ? DAY : 7 * DAY;
  const steps = Math.floor((after.getTime() - first) / step) + 1;
  return new Date(first + steps * step);
}

/** Whether a schedule repeats (a finished run then waits for the next one). */
export const repeats = (schedule: CampaignSchedule) =>
  schedule.kind === "daily" || schedule.kind === "weekly";
