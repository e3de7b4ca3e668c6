/**
 * A manual goal's values (spec/work-management.md §5 "Manual goal values: digits only, min 0, max
 * 100", §9 decimals 0 to 3): rounding by the goal's decimals and what a typed value may be. Percent
 * values are whole numbers from 0 to 100; the other measurements take numbers from 0 to
 * GOAL_VALUE_MAX with at most the goal's decimals. Pure.
 */
import { GOAL_PERCENT_MAX, GOAL_VALUE_MAX, type GoalValueFormat } from "./types";

/** `value` × 10^`places`, done on its decimal text so no binary error creeps in (1.005, 2 → 100.5). */
export function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * `value` rounded to `decimals` places, half away from zero, on its decimal text (1.005 → 1.01,
 * where `Math.round(1.005 * 100) / 100` gives 1). Non-finite values come back unchanged.
 */
export function roundToDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const places = Math.max(0, Math.min(20, Math.trunc(decimals)));
  const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(value), places)), -places);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Whether `value` has at most `decimals` decimals (12.5 has 1; 0.1 + 0.2 counts as 0.3). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  return Math.abs(roundToDecimals(value, decimals) - value) < 1e-9 * Math.max(1, Math.abs(value));
}

/** Why a manual value is refused, as a message key; why nothing is wrong: null. */
export type GoalValueIssue =
  | "validation.goalValueInvalid"
  | "validation.goalPercentInvalid"
  | "validation.goalValueTooHigh"
  | "validation.goalValueDecimals";

/**
 * What is wrong with a manual value (starting, target or current) of a goal written in `format`:
 * not a number of 0 or more; for percent, not a whole number up to 100; otherwise above
 * GOAL_VALUE_MAX or with more decimals than the goal shows. Null when it may be saved.
 */
export function goalValueIssue(value: unknown, format: GoalValueFormat): GoalValueIssue | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    return format.measurement === "percent" ? "validation.goalPercentInvalid" : "validation.goalValueInvalid";
  }
  if (format.measurement === "percent") {
    return Number.isInteger(value) && value <= GOAL_PERCENT_MAX ? null : "validation.goalPercentInvalid";
  }
  if (value > GOAL_VALUE_MAX) return "validation.goalValueTooHigh";
  return hasAtMostDecimals(value, format.decimals) ? null : "validation.goalValueDecimals";
}
