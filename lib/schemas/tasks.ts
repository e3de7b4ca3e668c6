// Inputs of the task-management API and forms (spec/work-management.md §5, §7). Messages are keys
// of messages/*.json; the spec's texts are their English values.
import { z } from "zod";
import { ISSUE_TYPES, PRIORITIES, TASK_TITLE_MAX } from "@/lib/tasks/constants";
import { TASK_PAGE_SIZE } from "@/lib/tasks/types";
import { taskFiltersJsonSchema } from "@/lib/tasks/filters";
import { memberIdSchema } from "./members";

export const TASK_DESCRIPTION_MAX = 100_000;
export const TASK_LABEL_MAX = 50;
export const TASK_LABELS_MAX = 20;
export const TASK_ASSIGNEES_MAX = 50;
export const CHECKLIST_MAX = 100;
export const SUBTASKS_MAX = 50;
export const COLUMN_NAME_MAX = 100;
export const COMMENT_MAX = 5_000;

export const taskParamsSchema = z.object({ moduleId: memberIdSchema, taskId: memberIdSchema });
export const columnParamsSchema = z.object({ moduleId: memberIdSchema, boardId: memberIdSchema });
export const columnItemParamsSchema = columnParamsSchema.extend({ columnId: memberIdSchema });

export const taskTitleSchema = z
  .string({ error: "validation.taskTitleRequired" })
  .trim()
  .min(1, "validation.taskTitleRequired")
  .max(TASK_TITLE_MAX, "validation.taskTitleTooLong");

/** Subtask and checklist titles: whitespace only is refused (§5). */
export const itemTitleSchema = z
  .string({ error: "validation.itemTitleRequired" })
  .trim()
  .min(1, "validation.itemTitleRequired")
  .max(TASK_TITLE_MAX, "validation.taskTitleTooLong");

const prioritySchema = z.enum(PRIORITIES, { error: "validation.taskPriorityInvalid" });
const issueTypeSchema = z.enum(ISSUE_TYPES, { error: "validation.taskIssueTypeInvalid" });
const assigneesSchema = z
  .array(memberIdSchema, { error: "validation.taskAssigneesInvalid" })
  .max(TASK_ASSIGNEES_MAX, "validation.taskAssigneesInvalid")
  .transform((ids) => [...new Set(ids)]);
const labelsSchema = z
  .array(
    z
      .string({ error: "validation.taskLabelInvalid" })
      .trim()
      .min(1, "validation.taskLabelInvalid")
      .max(TASK_LABEL_MAX, "validation.taskLabelInvalid"),
    { error: "validation.taskLabelInvalid" },
  )
  .max(TASK_LABELS_MAX, "validation.taskLabelsTooMany")
  .transform((labels) => [...new Set(labels)]);
const dueDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "validation.taskDueDateInvalid" })
  .nullable();
const descriptionSchema = z
  .string({ error: "validation.taskDescriptionInvalid" })
  .max(TASK_DESCRIPTION_MAX, "validation.taskDescriptionTooLong")
  .nullable();
export const checkListItemSchema = z.object({
  title: itemTitleSchema,
  isCompleted: z.boolean({ error: "validation.invalidInput" }).default(false),
});
const checkListSchema = z
  .array(checkListItemSchema, { error: "validation.invalidInput" })
  .max(CHECKLIST_MAX, "validation.checkListTooLong");

/** A subtask sent with its parent at creation (§7: title, assignees; issueType subtask, priority low). */
export const newSubtaskSchema = z.object({
  title: itemTitleSchema,
  assignees: assigneesSchema.default([]),
  priority: prioritySchema.default("low"),
});

/** POST /task-management/{id}/tasks. Defaults of §4; `subtasks` only for a top-level task. */
export const createTaskSchema = z.object({
  title: taskTitleSchema,
  description: descriptionSchema.optional(),
  priority: prioritySchema.default("low"),
  issueType: issueTypeSchema.optional(),
  parent: memberIdSchema.nullable().optional(),
  columnId: memberIdSchema.optional(),
  dueDate: dueDateSchema.optional(),
  labels: labelsSchema.default([]),
  assignees: assigneesSchema.default([]),
  checkList: checkListSchema.default([]),
  subtasks: z.array(newSubtaskSchema).max(SUBTASKS_MAX, "validation.subtasksTooMany").default([]),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;

/** The keys of a PATCH /task-management/{id}/tasks/{taskId} body that move the task (§7). */
export const MOVE_TASK_KEYS = ["columnId", "index", "order"] as const;

/**
 * A move, the one request shape every client sends: {columnId} (to the end of the column),
 * {columnId, index} (the position among the column's other tasks of the same kind, resolved by the
 * server under the task's lock: what our board sends) or {columnId, order} (an order the client
 * computed by the §4 rule between the neighbours it shows, e.g. on a filtered board).
 */
export const moveTaskSchema = z
  .object({
    columnId: z
      .string({
        error: (issue) =>
          issue.input === undefined ? "validation.taskOrderNeedsColumn" : "validation.invalidId",
      })
      .pipe(memberIdSchema),
    order: z
      .number({ error: "validation.taskOrderInvalid" })
      .finite("validation.taskOrderInvalid")
      .min(0, "validation.taskOrderInvalid")
      .optional(),
    index: z
      .number({ error: "validation.taskOrderInvalid" })
      .int("validation.taskOrderInvalid")
      .min(0, "validation.taskOrderInvalid")
      .max(1_000_000, "validation.taskOrderInvalid")
      .optional(),
  })
  .strict()
  .refine((body) => body.order === undefined || body.index === undefined, {
    message: "validation.taskOrderInvalid",
  });
export type MoveTaskInput = z.input<typeof moveTaskSchema>;

/** PATCH /task-management/{id}/tasks/{taskId} without move keys: any subset of the task's fields. */
export const updateTaskSchema = z
  .object({
    title: taskTitleSchema.optional(),
    description: descriptionSchema.optional(),
    priority: prioritySchema.optional(),
    issueType: issueTypeSchema.optional(),
    dueDate: dueDateSchema.optional(),
    labels: labelsSchema.optional(),
    assignees: assigneesSchema.optional(),
    checkList: checkListSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "validation.nothingToUpdate" });
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;

/**
 * A PATCH body split into its move (null without move keys) and its field edits (null when it only
 * moves). A move key without columnId is refused by the move's schema (validation.taskOrderNeedsColumn).
 */
export function splitTaskPatch(body: unknown): { move: unknown; fields: unknown } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { move: null, fields: body };
  const move: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if ((MOVE_TASK_KEYS as readonly string[]).includes(key)) move[key] = value;
    else fields[key] = value;
  }
  const moves = Object.keys(move).length > 0;
  return { move: moves ? move : null, fields: moves && !Object.keys(fields).length ? null : fields };
}

/** GET /task-management/{id}/tasks query. */
export const listTasksQuerySchema = z.object({
  /** One column's page (the board); omitted: all columns (the list view). */
  columnId: memberIdSchema.optional(),
  /** task: top-level tasks (board, list); subtask: subtasks (subtask view); all: both. */
  kind: z.enum(["task", "subtask", "all"], { error: "validation.invalidInput" }).default("task"),
  parentId: memberIdSchema.optional(),
  filters: taskFiltersJsonSchema.optional(),
  /** Me mode: only tasks assigned to the caller. */
  me: z
    .enum(["true", "false"], { error: "validation.invalidInput" })
    .optional()
    .transform((v) => v === "true"),
  search: z
    .string({ error: "validation.invalidInput" })
    .trim()
    .max(200, "validation.invalidInput")
    .optional(),
  /** The caller's UTC offset in minutes (Date#getTimezoneOffset), for the date presets. */
  tz: z.coerce
    .number({ error: "validation.invalidInput" })
    .int("validation.invalidInput")
    .min(-840, "validation.invalidInput")
    .max(840, "validation.invalidInput")
    .default(0),
  cursor: z.string({ error: "validation.invalidCursor" }).max(200, "validation.invalidCursor").optional(),
  limit: z.coerce
    .number({ error: "validation.invalidInput" })
    .int("validation.invalidInput")
    .min(1, "validation.invalidInput")
    .max(TASK_PAGE_SIZE, "validation.invalidInput")
    .default(TASK_PAGE_SIZE),
  /** Leave out filtersMap (the board's later pages). */
  map: z
    .enum(["true", "false"], { error: "validation.invalidInput" })
    .default("true")
    .transform((v) => v === "true"),
});
export type ListTasksQuery = z.input<typeof listTasksQuerySchema>;

const columnNameSchema = z
  .string({ error: "validation.columnNameRequired" })
  .trim()
  .min(1, "validation.columnNameRequired")
  .max(COLUMN_NAME_MAX, "validation.columnNameTooLong");
const colorSchema = z
  .string({ error: "validation.columnColorInvalid" })
  .regex(/^#[0-9a-fA-F]{6}$/, "validation.columnColorInvalid");

/** POST .../board/{boardId}/column: name (blank: the next letter, §4) and colour. */
export const createColumnSchema = z.object({
  name: z
    .string({ error: "validation.columnNameRequired" })
    .trim()
    .max(COLUMN_NAME_MAX, "validation.columnNameTooLong")
    .optional(),
  color: colorSchema.optional(),
});
/** PATCH .../column/{columnId}: name, color, or data {order} (§7). */
export const updateColumnSchema = z
  .object({
    name: columnNameSchema.optional(),
    color: colorSchema.optional(),
    /** The column's new position among the board's columns (0-based). */
    index: z
      .number({ error: "validation.columnOrderInvalid" })
      .int("validation.columnOrderInvalid")
      .min(0, "validation.columnOrderInvalid")
      .max(1000, "validation.columnOrderInvalid")
      .optional(),
    data: z
      .object({
        order: z.number({ error: "validation.columnOrderInvalid" }).finite("validation.columnOrderInvalid"),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "validation.nothingToUpdate",
  });
export const columnFormSchema = z.object({ name: columnNameSchema, color: colorSchema });

/** POST /task-management/{id}/board: the module's board (created with default columns when missing). */
export const createBoardSchema = z
  .object({ name: z.string().trim().min(1).max(COLUMN_NAME_MAX).optional() })
  .strict();

export const commentSchema = z.object({
  text: z
    .string({ error: "validation.commentRequired" })
    .trim()
    .min(1, "validation.commentRequired")
    .max(COMMENT_MAX, "validation.commentTooLong"),
});
