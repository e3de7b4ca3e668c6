// The progress-settings dialog's values (spec/work-management.md §3 goal progress settings, §9): read
// from a goal, and turned into the body of PUT /goals/{id}/progress-settings, which carries only the
// chosen source's fields. The dialog validates that body with progressSettingsSchema, so its
// messages are the server's. Pure.
import type { GoalDetail } from "@/lib/goals/api";
import { goalValueIssue } from "@/lib/goals/values";
import { progressSettingsSchema } from "@/lib/schemas/goals";
import {
  DEFAULT_GOAL_WEIGHT,
  GOAL_DECIMALS_MAX,
  type GoalDecimals,
  type GoalMeasurement,
  type GoalReminder,
  type GoalSource,
} from "@/lib/goals/types";

/** A number field's value as Mantine's NumberInput holds it ("" while empty). */
export type NumberFieldValue = number | string;

export interface SettingsFormValues {
  source: GoalSource;
  measurement: GoalMeasurement;
  decimals: GoalDecimals;
  reminder: GoalReminder;
  weighted: boolean;
  /** Sub-goal id → weight. */
  weights: Record<string, NumberFieldValue>;
  projectIds: string[];
  taskIds: string[];
  startingValue: NumberFieldValue;
  targetValue: NumberFieldValue;
  currentValue: NumberFieldValue;
}

/** The dialog's first values: the goal's settings, and sensible ones for the sources it does not use. */
export function settingsFormValues(goal: GoalDetail): SettingsFormValues {
  const manual = goal.source === "manual";
  return {
    source: goal.source,
    measurement: goal.measurement,
    decimals: goal.decimals,
    reminder: goal.reminder,
    weighted: goal.weighted,
    weights: Object.fromEntries(goal.subGoals.map((sub) => [sub.id, sub.weight ?? DEFAULT_GOAL_WEIGHT])),
    projectIds: goal.projects.map((project) => project.id),
    taskIds: goal.tasks.map((task) => task.id),
    startingValue: manual ? goal.startingValue : 0,
    targetValue: manual ? goal.targetValue : 100,
    currentValue: manual ? goal.currentValue : 0,
  };
}

/** A decimals choice (the segmented control's text) as the number it stands for; null for anything else. */
export function parseDecimals(value: string | null): GoalDecimals | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= GOAL_DECIMALS_MAX
    ? (number as GoalDecimals)
    : null;
}

/**
 * The request body for the values: the settings every source has and the chosen source's own
 * fields (weights only of the goal's current sub-goals). Empty number fields stay as they are, so
 * the schema reports them on their field.
 */
export function settingsBody(
  values: SettingsFormValues,
  subGoalIds: readonly string[],
): Record<string, unknown> {
  const common = {
    source: values.source,
    measurement: values.measurement,
    decimals: values.decimals,
    reminder: values.reminder,
  };
  switch (values.source) {
    case "subgoals": {
      if (!values.weighted) return { ...common, weighted: false, weights: {} };
      const weights = Object.fromEntries(
        subGoalIds.map((id) => [id, values.weights[id] ?? DEFAULT_GOAL_WEIGHT]),
      );
      return { ...common, weighted: true, weights };
    }
    case "projects":
      return { ...common, projectIds: values.projectIds };
    case "tasks":
      return { ...common, taskIds: values.taskIds };
    case "manual":
      return {
        ...common,
        startingValue: values.startingValue,
        targetValue: values.targetValue,
        currentValue: values.currentValue,
      };
  }
}

const MANUAL_FIELDS = ["startingValue", "targetValue", "currentValue"] as const;

/**
 * The dialog's errors, field path → message key: the schema's issues on the body, plus each manual
 * value's own issue, which the schema only reports once every field has a number.
 */
export function settingsErrors(
  values: SettingsFormValues,
  subGoalIds: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = progressSettingsSchema.safeParse(settingsBody(values, subGoalIds));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".") || "source";
      errors[path] ??= issue.message;
    }
  }
  if (values.source === "manual") {
    for (const field of MANUAL_FIELDS) {
      if (errors[field]) continue;
      const issue = goalValueIssue(values[field] === "" ? undefined : values[field], values);
      if (issue) errors[field] = issue;
    }
  }
  return errors;
}
