// Inputs of goals (issue 14; spec/work-management.md §3 goal and goal progress settings, §4 goal
// status, §5 "Title is required" and manual values, §9). Messages are keys of messages/*.json.
import * as z from "@/lib/zod";
import { isIsoDate } from "@/modules/time-tracker/shared/report-range";
import {
  DEFAULT_GOAL_STATUS,
  GOAL_DESCRIPTION_MAX,
  GOAL_MEASUREMENTS,
  GOAL_NOTE_MAX,
  GOAL_PROJECTS_MAX,
  GOAL_REMINDERS,
  GOAL_STATUSES,
  GOAL_TASKS_MAX,
  GOAL_TITLE_MAX,
  GOAL_VALUE_MAX,
  GOAL_WEIGHT_MAX,
  GOAL_WEIGHTS_MAX,
  type GoalValueFormat,
} from "@/lib/goals/types";
import { GOAL_FILTERS, GOAL_LINK_KINDS, GOAL_TABS } from "@/lib/goals/api";
import { goalValueIssue } from "@/lib/goals/values";
import { memberIdSchema } from "./members";

export const goalParamsSchema = z.object({ goalId: memberIdSchema });

/** §5: report and goal titles are required ('Title is required', the key subtasks use too). */
export const goalTitleSchema = z
  .string({ error: "validation.itemTitleRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.itemTitleRequired"),
    z.maxLength(GOAL_TITLE_MAX, "validation.goalTitleTooLong"),
  );

const descriptionSchema = z
  .string({ error: "validation.goalDescriptionInvalid" })
  .check(z.trim(), z.maxLength(GOAL_DESCRIPTION_MAX, "validation.goalDescriptionTooLong"));

const dateSchema = z
  .string({ error: "validation.reportDateInvalid" })
  .check(z.refine(isIsoDate, "validation.reportDateInvalid"));

/** A goal's time period: two calendar days (`YYYY-MM-DD`), both included; the end not before the start. */
export const goalTimePeriodSchema = z
  .object({ start: dateSchema, end: dateSchema }, { error: "validation.goalPeriodInvalid" })
  .check(
    z.refine((period) => !isIsoDate(period.start) || !isIsoDate(period.end) || period.end >= period.start, {
      message: "validation.goalPeriodInvalid",
      path: ["end"],
    }),
  );
export type GoalTimePeriod = z.infer<typeof goalTimePeriodSchema>;

const statusSchema = z.enum(GOAL_STATUSES, { error: "validation.goalStatusInvalid" });

/** The add-goal dialog. No owner: the creator owns it; no status: on track. */
export const createGoalSchema = z.object({
  title: goalTitleSchema,
  description: z.optional(z.nullable(descriptionSchema)),
  timePeriod: z.optional(z.nullable(goalTimePeriodSchema)),
  status: z._default(statusSchema, DEFAULT_GOAL_STATUS),
  ownerId: z.optional(memberIdSchema),
});
export type CreateGoalInput = z.infer<typeof createGoalSchema>;

/** A change of a goal: only the fields sent; null clears the description or the time period. */
export const updateGoalSchema = z
  .object({
    title: z.optional(goalTitleSchema),
    description: z.optional(z.nullable(descriptionSchema)),
    timePeriod: z.optional(z.nullable(goalTimePeriodSchema)),
    status: z.optional(statusSchema),
    ownerId: z.optional(memberIdSchema),
  })
  .check(
    z.refine(
      (value) => Object.values(value).some((field) => field !== undefined),
      "validation.nothingToUpdate",
    ),
  );
export type UpdateGoalInput = z.infer<typeof updateGoalSchema>;

/** Settings every source has; `measurement` writes manual values (computed progress shows as percent). */
const commonShape = {
  measurement: z._default(
    z.enum(GOAL_MEASUREMENTS, { error: "validation.goalMeasurementInvalid" }),
    "percent",
  ),
  decimals: z._default(z.literal([0, 1, 2, 3], { error: "validation.goalDecimalsInvalid" }), 0),
  reminder: z._default(z.enum(GOAL_REMINDERS, { error: "validation.goalReminderInvalid" }), "never"),
};

/** A list of 1 to `max` ids, each once. */
function idListSchema(message: string, max: number) {
  return z.pipe(
    z.array(memberIdSchema, { error: message }).check(z.minLength(1, message), z.maxLength(max, message)),
    z.transform((ids: string[]) => [...new Set(ids)]),
  );
}

const weightSchema = z
  .number({ error: "validation.goalWeightInvalid" })
  .check(z.gte(0, "validation.goalWeightInvalid"), z.lte(GOAL_WEIGHT_MAX, "validation.goalWeightInvalid"));

const valueSchema = z
  .number({ error: "validation.goalValueInvalid" })
  .check(z.gte(0, "validation.goalValueInvalid"), z.lte(GOAL_VALUE_MAX, "validation.goalValueTooHigh"));

const MANUAL_VALUES = ["startingValue", "targetValue", "currentValue"] as const;

/** The rules a manual value's measurement and decimals add (percent: whole numbers 0–100). */
function checkManualValues(
  settings: GoalValueFormat & { source: string } & Partial<Record<(typeof MANUAL_VALUES)[number], unknown>>,
  ctx: z.core.$RefinementCtx,
) {
  if (settings.source !== "manual") return;
  for (const field of MANUAL_VALUES) {
    const value = settings[field];
    // A value that is not a number of 0 to GOAL_VALUE_MAX already has its issue.
    if (typeof value !== "number" || value < 0 || value > GOAL_VALUE_MAX) continue;
    const issue = goalValueIssue(value, settings);
    if (issue) ctx.addIssue({ code: "custom", message: issue, path: [field] });
  }
}

/**
 * The progress-settings dialog: the source and its fields (sub-goal weights, projects, tasks, or
 * the manual values), how values are written, and the reminder. Weights are sub-goal id → weight
 * (0 to GOAL_WEIGHT_MAX); a sub-goal left out weighs 1.
 */
export const progressSettingsSchema = z
  .discriminatedUnion(
    "source",
    [
      z.object({
        ...commonShape,
        source: z.literal("subgoals"),
        weighted: z._default(z.boolean({ error: "validation.goalWeightedInvalid" }), false),
        weights: z._default(
          z
            .record(memberIdSchema, weightSchema, { error: "validation.goalWeightInvalid" })
            .check(
              z.refine(
                (weights) => Object.keys(weights).length <= GOAL_WEIGHTS_MAX,
                "validation.goalWeightInvalid",
              ),
            ),
          {},
        ),
      }),
      z.object({
        ...commonShape,
        source: z.literal("projects"),
        projectIds: idListSchema("validation.goalProjectsInvalid", GOAL_PROJECTS_MAX),
      }),
      z.object({
        ...commonShape,
        source: z.literal("tasks"),
        taskIds: idListSchema("validation.goalTasksInvalid", GOAL_TASKS_MAX),
      }),
      z.object({
        ...commonShape,
        source: z.literal("manual"),
        startingValue: z._default(valueSchema, 0),
        targetValue: valueSchema,
        currentValue: valueSchema,
      }),
    ],
    { error: "validation.goalSourceInvalid" },
  )
  .check(z.superRefine(checkManualValues));
export type ProgressSettingsInput = z.infer<typeof progressSettingsSchema>;

const noteSchema = z
  .string({ error: "validation.goalNoteTooLong" })
  .check(z.trim(), z.maxLength(GOAL_NOTE_MAX, "validation.goalNoteTooLong"));

/** The update-progress dialog of a Manual goal: the new current value and an optional note. */
export const progressUpdateSchema = z.object({
  value: valueSchema,
  note: z.optional(noteSchema),
});
export type ProgressUpdateInput = z.infer<typeof progressUpdateSchema>;

/** progressUpdateSchema with the goal's own rules for the value (percent: whole, 0–100; decimals). */
export function progressUpdateSchemaFor(format: GoalValueFormat) {
  return progressUpdateSchema.check(
    z.superRefine((update, ctx) => {
      if (typeof update.value !== "number" || update.value < 0 || update.value > GOAL_VALUE_MAX) return;
      const issue = goalValueIssue(update.value, format);
      if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["value"] });
    }),
  );
}

/** The update-progress dialog of a computed goal (subgoals, projects, tasks): a note only, no value. */
export const computedProgressUpdateSchema = z.object({
  value: z.optional(z.undefined({ error: "validation.goalProgressComputed" })),
  note: z
    .string({ error: "validation.goalNoteRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.goalNoteRequired"),
      z.maxLength(GOAL_NOTE_MAX, "validation.goalNoteTooLong"),
    ),
});
export type ComputedProgressUpdateInput = z.infer<typeof computedProgressUpdateSchema>;

/**
 * POST /goals/{goalId}/progress as its contract reads it: a value and a note, each optional here.
 * Which of them apply, and their rules, depend on the goal's source, so the service checks them
 * once it has read the goal (progressUpdateSchemaFor for a Manual goal, computedProgressUpdateSchema
 * for a computed one); nothing is refused here that it would refuse with another message.
 */
export const progressCheckInSchema = z.object({
  value: z.optional(z.unknown()),
  note: z.optional(z.unknown()),
});

/** A search box's text: trimmed, at most a title's length; blank is no search. */
const searchSchema = z.optional(
  z.pipe(
    z
      .string({ error: "validation.goalSearchInvalid" })
      .check(z.trim(), z.maxLength(GOAL_TITLE_MAX, "validation.goalSearchInvalid")),
    z.transform((text: string) => text || undefined),
  ),
);

const cursorSchema = z.optional(
  z.string({ error: "validation.invalidCursor" }).check(z.maxLength(200, "validation.invalidCursor")),
);

const tabSchema = z._default(z.enum(GOAL_TABS, { error: "validation.goalTabInvalid" }), "my-goals");

/** GET /goals?active=&filter=&q=&cursor=: the dashboard's tab, filter, title search and page. */
export const goalListQuerySchema = z.object({
  active: tabSchema,
  filter: z._default(z.enum(GOAL_FILTERS, { error: "validation.goalFilterInvalid" }), "all"),
  q: searchSchema,
  cursor: cursorSchema,
});
export type GoalListQuery = z.input<typeof goalListQuerySchema>;

/** GET /goals/counts?active=: the tab whose All / Open / Closed counts are wanted. */
export const goalCountsQuerySchema = z.object({ active: tabSchema });

/** GET /goals/tasks?q=&cursor=: the Tasks source's picker (a title or a task key). */
export const goalTasksQuerySchema = z.object({ q: searchSchema, cursor: cursorSchema });
export type GoalTasksQuery = z.input<typeof goalTasksQuerySchema>;

/** GET /goals/{goalId}/link-options?kind=sub|parent&q=: the connect dialogs' goals. */
export const goalLinkOptionsQuerySchema = z.object({
  kind: z.enum(GOAL_LINK_KINDS, { error: "validation.goalLinkKindInvalid" }),
  q: searchSchema,
});
export type GoalLinkOptionsQuery = z.input<typeof goalLinkOptionsQuerySchema>;

/** Goal members a goal may have, and may be invited at once. */
export const GOAL_MEMBERS_MAX = 100;

/** The invite dialog: workspace members who join the goal. */
export const goalMembersSchema = z.object({
  userIds: idListSchema("validation.goalMembersInvalid", GOAL_MEMBERS_MAX),
});
export type GoalMembersInput = z.infer<typeof goalMembersSchema>;

export const goalMemberParamsSchema = z.object({ goalId: memberIdSchema, userId: memberIdSchema });
export const subGoalParamsSchema = z.object({ goalId: memberIdSchema, subGoalId: memberIdSchema });

/** The connect-sub-goal dialog: the goal that goes under this one, and its weight there. */
export const connectSubGoalSchema = z.object({
  goalId: memberIdSchema,
  weight: z.optional(weightSchema),
});
export type ConnectSubGoalInput = z.infer<typeof connectSubGoalSchema>;

/** The connect-parent-goal dialog: the goal this one goes under; null makes it top-level. */
export const setParentGoalSchema = z.object({ parentId: z.nullable(memberIdSchema) });
export type SetParentGoalInput = z.infer<typeof setParentGoalSchema>;
