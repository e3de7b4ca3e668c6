/**
 * The goals' vocabulary (issue 14; spec/work-management.md §3 goal and goal progress settings, §4
 * goal status, §9 reminders, decimals and measurements), shared by the schemas, the services and
 * the client. Imports nothing from lib/server.
 */

/** §4 Goal status options; a new goal is on track. */
export const GOAL_STATUSES = ["on-track", "at-risk", "off-track", "archived", "dropped"] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const DEFAULT_GOAL_STATUS: GoalStatus = "on-track";

/** Statuses the dashboard's Closed filter shows; every other status is Open. */
export const CLOSED_GOAL_STATUSES: readonly GoalStatus[] = ["archived", "dropped"];

/** Whether a goal is closed (archived or dropped) for the dashboard's All / Open / Closed filter. */
export function isGoalClosed(status: GoalStatus): boolean {
  return CLOSED_GOAL_STATUSES.includes(status);
}

/** Where a goal's progress comes from: computed from sub-goals, projects or tasks, or typed (manual). */
export const GOAL_SOURCES = ["subgoals", "projects", "tasks", "manual"] as const;
export type GoalSource = (typeof GOAL_SOURCES)[number];

/** §9 measurements of a manual goal's values. */
export const GOAL_MEASUREMENTS = ["percent", "usd", "number", "eur", "aud"] as const;
export type GoalMeasurement = (typeof GOAL_MEASUREMENTS)[number];

/** The ISO 4217 code of each currency measurement. */
export const GOAL_CURRENCIES = { usd: "USD", eur: "EUR", aud: "AUD" } as const;
export type GoalCurrencyMeasurement = keyof typeof GOAL_CURRENCIES;

/** §9 reminders to update a goal's progress. */
export const GOAL_REMINDERS = ["never", "weekly", "monthly", "quarterly"] as const;
export type GoalReminder = (typeof GOAL_REMINDERS)[number];

/** §9 decimals a goal's values and progress are shown with ("formatting"). */
export const GOAL_DECIMALS_MIN = 0;
export const GOAL_DECIMALS_MAX = 3;
export type GoalDecimals = 0 | 1 | 2 | 3;

export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 5_000;
/** The note of a manual progress update. */
export const GOAL_NOTE_MAX = 1_000;
/** §5 and §9: a percent goal's manual values are whole numbers from 0 to 100. */
export const GOAL_PERCENT_MAX = 100;
/** Highest manual value of the other measurements (a trillion: beyond any team goal, exact in a double). */
export const GOAL_VALUE_MAX = 1_000_000_000_000;
/** Projects a Projects goal may follow. */
export const GOAL_PROJECTS_MAX = 100;
/** Tasks a Tasks goal may follow. */
export const GOAL_TASKS_MAX = 500;
/** Sub-goal weights one goal's settings may hold. */
export const GOAL_WEIGHTS_MAX = 500;
/** Highest weight of a sub-goal in its parent's progress. */
export const GOAL_WEIGHT_MAX = 1_000;
/** Weight of a sub-goal that has none set. */
export const DEFAULT_GOAL_WEIGHT = 1;

/** How a goal's values are written: their measurement and number of decimals. */
export interface GoalValueFormat {
  measurement: GoalMeasurement;
  decimals: GoalDecimals;
}

/**
 * Progress settings shared by every source. `measurement` writes manual values; computed progress
 * (sub-goals, projects, tasks) always shows as a percent, with `decimals`.
 */
export interface GoalProgressCommon extends GoalValueFormat {
  reminder: GoalReminder;
}

/** The fields of each progress source. */
export type GoalProgressSourceSettings =
  | {
      source: "subgoals";
      /** Weigh sub-goals by `weights`; off: a plain average. */
      weighted: boolean;
      /** Sub-goal id → weight ≥ 0; a sub-goal left out weighs DEFAULT_GOAL_WEIGHT. */
      weights: Record<string, number>;
    }
  | { source: "projects"; projectIds: string[] }
  | { source: "tasks"; taskIds: string[] }
  | {
      source: "manual";
      startingValue: number;
      targetValue: number;
      /** Where the goal stands now; progress is its share of the way from start to target. */
      currentValue: number;
    };

/** A goal's progress settings (the progress-settings dialog). */
export type GoalProgressSettings = GoalProgressCommon & GoalProgressSourceSettings;
