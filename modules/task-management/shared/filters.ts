// Task list filters (spec/work-management.md §3 Filter: field, operator, type, ref, value). They
// arrive as a JSON query parameter, so everything is bounded: at most 20 filters, 50 values each,
// strings of at most 200 characters. Issue messages are message keys (messages/*.json).
import * as z from "@/lib/zod";
import { ISSUE_TYPES, PRIORITIES, TASK_STATUSES } from "./constants";
import { DATE_PRESETS } from "./date-presets";
import { isTaskIdLike } from "@/lib/tasks/task-key";

export const TASK_FILTER_FIELDS = [
  "title",
  "status",
  "priority",
  "issueType",
  "assignees",
  "labels",
  "dueDate",
  "createdAt",
  "column",
] as const;
export type TaskFilterField = (typeof TASK_FILTER_FIELDS)[number];

export const TASK_FILTER_OPERATORS = [
  "is",
  "isNot",
  "contains",
  "notContains",
  "isEmpty",
  "isNotEmpty",
  "before",
  "after",
  "between",
  "preset",
] as const;
export type TaskFilterOperator = (typeof TASK_FILTER_OPERATORS)[number];

export const TASK_FILTERS_MAX = 20;
export const TASK_FILTER_VALUES_MAX = 50;
export const TASK_FILTER_STRING_MAX = 200;
/** Longest accepted JSON text; far above 20 realistic filters, it only stops parsing huge input. */
export const TASK_FILTERS_JSON_MAX = 32_768;
/** The special assignee value matching tasks without assignees (§3). */
export const UNASSIGNED = "unassigned";

const dateOperators = ["is", "isNot", "before", "after", "between", "preset"] as const;

/**
 * Operators each field accepts. Title is required, so it is never empty; createdAt is always set.
 * For assignees and labels `is` means "has any of the values" and `isNot` "has none of them".
 */
export const TASK_FILTER_OPERATORS_BY_FIELD: Readonly<
  Record<TaskFilterField, readonly TaskFilterOperator[]>
> = {
  title: ["is", "isNot", "contains", "notContains"],
  status: ["is", "isNot"],
  priority: ["is", "isNot"],
  issueType: ["is", "isNot"],
  column: ["is", "isNot"],
  assignees: ["is", "isNot", "isEmpty", "isNotEmpty"],
  labels: ["is", "isNot", "isEmpty", "isNotEmpty"],
  dueDate: [...dateOperators, "isEmpty", "isNotEmpty"],
  createdAt: dateOperators,
};

const invalid = "validation.taskFilterInvalid";

const text = z
  .string({ error: "validation.taskFilterValueInvalid" })
  .check(
    z.maxLength(TASK_FILTER_STRING_MAX, "validation.taskFilterValueTooLong"),
    z.trim(),
    z.minLength(1, "validation.taskFilterValueInvalid"),
  );

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar day (YYYY-MM-DD) or an ISO date-time with an offset or Z. */
export function isFilterDate(value: string): boolean {
  return isoDate.safeParse(value).success || isoDateTime.safeParse(value).success;
}
const dateText = text.check(z.refine(isFilterDate, "validation.taskFilterDateInvalid"));

// Meta for the UI: `type` is the editor kind ("select", "date", ...), `ref` what the options come
// from. Neither changes how a filter applies; they are only bounded.
const base = {
  field: z.enum(TASK_FILTER_FIELDS, { error: "validation.taskFilterFieldUnknown" }),
  type: z.optional(
    z.string({ error: invalid }).check(z.maxLength(50, invalid), z.regex(/^[A-Za-z][\w-]*$/, invalid)),
  ),
  ref: z.optional(z.string({ error: invalid }).check(z.maxLength(TASK_FILTER_STRING_MAX, invalid))),
};
const object = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject({ ...base, ...shape }, { error: invalid });

const variants = [
  // One value or a list; always a list after parsing.
  object({
    operator: z.enum(["is", "isNot"]),
    value: z.pipe(
      z.transform((value: unknown) => (typeof value === "string" ? [value] : value)),
      z
        .array(text, { error: "validation.taskFilterValueInvalid" })
        .check(
          z.minLength(1, "validation.taskFilterValueInvalid"),
          z.maxLength(TASK_FILTER_VALUES_MAX, "validation.taskFilterValueInvalid"),
        ),
    ),
  }),
  object({ operator: z.enum(["contains", "notContains"]), value: text }),
  object({
    operator: z.enum(["isEmpty", "isNotEmpty"]),
    value: z.optional(z.null({ error: "validation.taskFilterValueInvalid" })),
  }),
  object({ operator: z.enum(["before", "after"]), value: dateText }),
  object({
    operator: z.literal("between"),
    value: z.tuple([dateText, dateText], { error: "validation.taskFilterValueInvalid" }).check(
      z.refine(([from, to]) => Date.parse(from) <= Date.parse(to), {
        message: "validation.taskFilterRangeInvalid",
      }),
    ),
  }),
  object({
    operator: z.literal("preset"),
    value: z.enum(DATE_PRESETS, { error: "validation.taskFilterPresetUnknown" }),
  }),
] as const;

const oneOf = (list: readonly string[]) => (value: string) => list.includes(value);
const idOr = (list: readonly string[]) => (value: string) => isTaskIdLike(value) || list.includes(value);

/**
 * What `is`/`isNot` values each field accepts. Status also takes a column id, since subtask
 * progress compares statuses with the last column's id (§4); ids are 24 hex characters.
 */
const valueCheck: Record<TaskFilterField, (value: string) => boolean> = {
  title: () => true,
  labels: () => true,
  status: idOr(TASK_STATUSES),
  priority: oneOf(PRIORITIES),
  issueType: oneOf(ISSUE_TYPES),
  column: idOr([]),
  assignees: idOr([UNASSIGNED]),
  dueDate: isFilterDate,
  createdAt: isFilterDate,
};

const lowerIds = (values: string[]) =>
  values.map((value) => (isTaskIdLike(value) ? value.toLowerCase() : value));

const filterVariants = z.discriminatedUnion("operator", variants, {
  error: (issue) => (issue.code === "invalid_union" ? "validation.taskFilterOperatorUnknown" : invalid),
});
type FilterVariant = z.output<typeof filterVariants>;

export const taskFilterSchema = z.pipe(
  filterVariants.check(
    z.superRefine((filter: FilterVariant, ctx) => {
      if (!TASK_FILTER_OPERATORS_BY_FIELD[filter.field].includes(filter.operator)) {
        ctx.addIssue({
          code: "custom",
          message: "validation.taskFilterOperatorField",
          path: ["operator"],
        });
        return;
      }
      if (filter.operator !== "is" && filter.operator !== "isNot") return;
      const accepts = valueCheck[filter.field];
      const message = ["dueDate", "createdAt"].includes(filter.field)
        ? "validation.taskFilterDateInvalid"
        : "validation.taskFilterValueInvalid";
      filter.value.forEach((value, index) => {
        if (!accepts(value)) ctx.addIssue({ code: "custom", message, path: ["value", index] });
      });
    }),
  ),
  z.transform((filter: FilterVariant) =>
    filter.operator === "is" || filter.operator === "isNot"
      ? { ...filter, value: lowerIds(filter.value) }
      : filter,
  ),
);
export type TaskFilter = z.output<typeof taskFilterSchema>;

export const taskFiltersSchema = z
  .array(taskFilterSchema, { error: invalid })
  .check(z.maxLength(TASK_FILTERS_MAX, "validation.taskFiltersTooMany"));

/** The query-parameter form: JSON text of the array; blank text means no filters. */
export const taskFiltersJsonSchema = z.pipe(
  z.pipe(
    z.string({ error: invalid }).check(z.maxLength(TASK_FILTERS_JSON_MAX, invalid)),
    z.transform((json: string, ctx): unknown => {
      if (!json.trim()) return [];
      try {
        return JSON.parse(json) as unknown;
      } catch {
        ctx.issues.push({ code: "custom", message: invalid, input: json });
        return z.NEVER;
      }
    }),
  ),
  taskFiltersSchema,
);

/**
 * Typed filters from a JSON string (a query parameter) or an already-parsed array; null or
 * undefined (no parameter) give no filters. Throws a $ZodError whose messages are message keys.
 */
export function parseTaskFilters(raw: unknown): TaskFilter[] {
  if (raw === undefined || raw === null) return [];
  return typeof raw === "string" ? taskFiltersJsonSchema.parse(raw) : taskFiltersSchema.parse(raw);
}
