/**
 * A goal's progress (issue 14): computed from its source, never typed, except for Manual goals.
 * Progress is a fraction from 0 to 1, kept unrounded; it is rounded only where it is shown, as a
 * percent with the goal's decimals. `null` means "no data" (nothing to measure yet: no sub-goals,
 * no tasks); the UI shows it as such and a parent goal counts it as 0. Pure.
 */
import type { TaskStatus } from "@/modules/task-management/shared/constants";
import { DEFAULT_GOAL_WEIGHT, GOAL_CURRENCIES, type GoalStatus, type GoalValueFormat } from "./types";
import { roundToDecimals, shiftDecimal } from "./values";

/** A fraction forced into [0, 1]; NaN reads as 0. */
export function clampProgress(fraction: number): number {
  if (Number.isNaN(fraction)) return 0;
  return Math.min(1, Math.max(0, fraction));
}

/** A sub-goal as its parent sees it. */
export interface SubgoalProgressInput {
  id: string;
  /** Its own progress; null (no data) counts as 0. */
  progress: number | null;
  /** A dropped sub-goal no longer counts towards its parent. */
  status?: GoalStatus;
}

/**
 * Subgoals source: the average of the sub-goals' progress, weighted by `weights` when `weighted`
 * (a sub-goal without a weight weighs DEFAULT_GOAL_WEIGHT; a negative or non-finite weight weighs
 * 0). Dropped sub-goals are left out. No sub-goals, or only zero weights: null (no data).
 */
export function subgoalsProgress(
  subgoals: readonly SubgoalProgressInput[],
  settings: { weighted: boolean; weights?: Readonly<Record<string, number>> },
): number | null {
  let total = 0;
  let sum = 0;
  for (const subgoal of subgoals) {
    if (subgoal.status === "dropped") continue;
    const raw = settings.weighted ? (settings.weights?.[subgoal.id] ?? DEFAULT_GOAL_WEIGHT) : 1;
    const weight = Number.isFinite(raw) && raw > 0 ? raw : 0;
    total += weight;
    sum += weight * clampProgress(subgoal.progress ?? 0);
  }
  return total > 0 ? sum / total : null;
}

/** Done and total tasks of a task module (or of any set of tasks). */
export interface TaskCounts {
  done: number;
  total: number;
}

/**
 * Projects source: the share of done tasks across the task modules of the chosen projects, pooled
 * (every task weighs the same, whatever its module), not an average of per-module shares. No tasks:
 * null. Counts are sanitised: negatives read as 0 and `done` never exceeds `total`.
 */
export function projectsProgress(modules: readonly TaskCounts[]): number | null {
  let done = 0;
  let total = 0;
  for (const counts of modules) {
    const moduleTotal = Math.max(0, counts.total);
    total += moduleTotal;
    done += Math.min(moduleTotal, Math.max(0, counts.done));
  }
  return total > 0 ? done / total : null;
}

/**
 * Tasks source: done over the chosen tasks that still exist (a deleted task is not passed). A task
 * is done when it sits in its board's last column. No tasks: null.
 */
export function tasksProgress(tasks: readonly { status: TaskStatus }[]): number | null {
  if (tasks.length === 0) return null;
  return tasks.filter((task) => task.status === "done").length / tasks.length;
}

/** A manual goal's values. */
export interface ManualValues {
  startingValue: number;
  targetValue: number;
  currentValue: number;
}

/**
 * Manual source: how far the current value has come from the start towards the target,
 * (current − start) / (target − start), clamped to [0, 1]. A target below the start is a
 * decreasing goal (cut costs from 100 to 20: at 60 it is half done). A target equal to the start
 * has no way to go: the goal is done (1) when the current value equals the target, else 0.
 */
export function manualProgress(values: ManualValues): number {
  const span = values.targetValue - values.startingValue;
  if (span === 0) return values.currentValue === values.targetValue ? 1 : 0;
  return clampProgress((values.currentValue - values.startingValue) / span);
}

/** What each source's progress is computed from. */
export type GoalProgressInput =
  | {
      source: "subgoals";
      subgoals: readonly SubgoalProgressInput[];
      weighted: boolean;
      weights?: Readonly<Record<string, number>>;
    }
  | { source: "projects"; modules: readonly TaskCounts[] }
  | { source: "tasks"; tasks: readonly { status: TaskStatus }[] }
  | ({ source: "manual" } & ManualValues);

/** A goal's progress from its source's data (0 to 1), or null when there is nothing to measure. */
export function goalProgress(input: GoalProgressInput): number | null {
  switch (input.source) {
    case "subgoals":
      return subgoalsProgress(input.subgoals, input);
    case "projects":
      return projectsProgress(input.modules);
    case "tasks":
      return tasksProgress(input.tasks);
    case "manual":
      return manualProgress(input);
  }
}

/** Progress as a percent rounded to `decimals` (2/3 with 1 decimal: 66.7); no data reads as 0. */
export function progressPercent(fraction: number | null, decimals: number): number {
  // On the decimal text: 57 / 200 is 0.285, and 0.285 * 100 would be 28.499999999999996.
  return roundToDecimals(shiftDecimal(clampProgress(fraction ?? 0), 2), decimals);
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (formats.size < 200) formats.set(key, format);
  }
  return format;
}

function digits(decimals: number): Intl.NumberFormatOptions {
  return { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
}

/** A percent (66.7, not 0.667) in `locale` with exactly `decimals` decimals: "66.7%", "66,7 %" in es. */
function formatPercentValue(percent: number, decimals: number, locale: string): string {
  return numberFormat(locale, { style: "unit", unit: "percent", ...digits(decimals) }).format(
    roundToDecimals(percent, decimals),
  );
}

/** Progress shown as a percent with the goal's decimals, in `locale` ("66.7%"); no data shows 0. */
export function formatProgress(fraction: number | null, decimals: number, locale: string): string {
  return formatPercentValue(progressPercent(fraction, decimals), decimals, locale);
}

/**
 * A manual value with its measurement, rounded to (and always showing) the goal's decimals, in
 * `locale`: percent 45 → "45%", usd 1234.5 → "$1,234.50" (2 decimals), number → "1,234.5",
 * eur and aud with their currency sign as the locale writes it.
 */
export function formatGoalValue(value: number, format: GoalValueFormat, locale: string): string {
  const { measurement, decimals } = format;
  if (measurement === "percent") return formatPercentValue(value, decimals, locale);
  const options: Intl.NumberFormatOptions =
    measurement === "number"
      ? digits(decimals)
      : { style: "currency", currency: GOAL_CURRENCIES[measurement], ...digits(decimals) };
  return numberFormat(locale, options).format(roundToDecimals(value, decimals));
}
