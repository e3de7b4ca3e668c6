// The add-goal dialog's values and their check (spec/work-management.md §2 add-goal, §5 'Title is
// required'): the body of POST /goals, validated with createGoalSchema so the dialog shows the
// server's messages on its own fields. Pure.
import type { CreateGoalBody } from "@/lib/client/goals/api";
import { createGoalSchema } from "@/lib/schemas/goals";

export interface GoalFormValues {
  title: string;
  description: string;
  /** The date range picker's days (`YYYY-MM-DD`), either still open while choosing. */
  period: [string | null, string | null];
  ownerId: string | null;
}

export const EMPTY_GOAL_FORM: GoalFormValues = {
  title: "",
  description: "",
  period: [null, null],
  ownerId: null,
};

/** The request body: trimmed text, no empty description, the period only when both days are chosen. */
export function goalFormBody(values: GoalFormValues, viewerId?: string): CreateGoalBody {
  const [start, end] = values.period;
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    ...(start && end ? { timePeriod: { start, end } } : {}),
    ...(values.ownerId && values.ownerId !== viewerId ? { ownerId: values.ownerId } : {}),
  };
}

/** The form's errors, field → message key (validation.* or goals.*); a period with one day only is incomplete. */
export function goalFormErrors(values: GoalFormValues): Partial<Record<keyof GoalFormValues, string>> {
  const errors: Partial<Record<keyof GoalFormValues, string>> = {};
  const [start, end] = values.period;
  if (Boolean(start) !== Boolean(end)) errors.period = "goals.form.periodIncomplete";
  const parsed = createGoalSchema.safeParse(goalFormBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head] = issue.path;
      const field: keyof GoalFormValues =
        head === "timePeriod" ? "period" : head === "description" || head === "ownerId" ? head : "title";
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
