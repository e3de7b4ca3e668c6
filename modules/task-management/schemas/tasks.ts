// Inputs of the task-management API and forms (spec/work-management.md §5, §7). Messages are keys
// of messages/*.json; the spec's texts are their English values.
import * as z from "@/lib/zod";
import { ISSUE_TYPES, PRIORITIES, TASK_TITLE_MAX } from "@/modules/task-management/shared/constants";
import { TASK_PAGE_SIZE } from "@/modules/task-management/shared/types";
import { taskFiltersJsonSchema } from "@/modules/task-management/shared/filters";
import { intInRange, queryIntInRange } from "@/lib/schemas/common";
import { memberIdSchema } from "@/lib/schemas/members";
import { taskRepeatInputSchema } from "@/modules/task-management/shared/repeat";

export const TASK_DESCRIPTION_MAX = 100_000;
export const TASK_LABEL_MAX = 50;
export const TASK_LABELS_MAX = 20;
export const TASK_ASSIGNEES_MAX = 50;
export const CHECKLIST_MAX = 100;
export const SUBTASKS_MAX = 50;
export const COLUMN_NAME_MAX = 100;
export const COMMENT_MAX = 5_000;
export const COMMENT_MENTIONS_MAX = 20;

export const taskParamsSchema = z.object({ moduleId: memberIdSchema, taskId: memberIdSchema });
export const columnParamsSchema = z.object({ moduleId: memberIdSchema, boardId: memberIdSchema });
export const columnItemParamsSchema = z.extend(columnParamsSchema, { columnId: memberIdSchema });

export const taskTitleSchema = z
  .string({ error: "validation.taskTitleRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.taskTitleRequired"),
    z.maxLength(TASK_TITLE_MAX, "validation.taskTitleTooLong"),
  );

/** Subtask and checklist titles: whitespace only is refused (§5). */
export const itemTitleSchema = z
  .string({ error: "validation.itemTitleRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.itemTitleRequired"),
    z.maxLength(TASK_TITLE_MAX, "validation.taskTitleTooLong"),
  );

const prioritySchema = z.enum(PRIORITIES, { error: "validation.taskPriorityInvalid" });
const issueTypeSchema = z.enum(ISSUE_TYPES, { error: "validation.taskIssueTypeInvalid" });
const assigneesSchema = z.pipe(
  z
    .array(memberIdSchema, { error: "validation.taskAssigneesInvalid" })
    .check(z.maxLength(TASK_ASSIGNEES_MAX, "validation.taskAssigneesInvalid")),
  z.transform((ids: string[]) => [...new Set(ids)]),
);
const labelsSchema = z.pipe(
  z
    .array(
      z
        .string({ error: "validation.taskLabelInvalid" })
        .check(
          z.trim(),
          z.minLength(1, "validation.taskLabelInvalid"),
          z.maxLength(TASK_LABEL_MAX, "validation.taskLabelInvalid"),
        ),
      { error: "validation.taskLabelInvalid" },
    )
    .check(z.maxLength(TASK_LABELS_MAX, "validation.taskLabelsTooMany")),
  z.transform((labels: string[]) => [...new Set(labels)]),
);
const dueDateSchema = z.nullable(
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "validation.taskDueDateInvalid" }),
);
const descriptionSchema = z.nullable(
  z
    .string({ error: "validation.taskDescriptionInvalid" })
    .check(z.maxLength(TASK_DESCRIPTION_MAX, "validation.taskDescriptionTooLong")),
);
export const checkListItemSchema = z.object({
  title: itemTitleSchema,
  isCompleted: z._default(z.boolean({ error: "validation.invalidInput" }), false),
});
export const checkListSchema = z
  .array(checkListItemSchema, { error: "validation.invalidInput" })
  .check(z.maxLength(CHECKLIST_MAX, "validation.checkListTooLong"));

/** A subtask sent with its parent at creation (§7: title, assignees; issueType subtask, priority low). */
export const newSubtaskSchema = z.object({
  title: itemTitleSchema,
  assignees: z._default(assigneesSchema, []),
  priority: z._default(prioritySchema, "low"),
});

/** POST /task-management/{id}/tasks. Defaults of §4; `subtasks` only for a top-level task. */
export const createTaskSchema = z.object({
  title: taskTitleSchema,
  description: z.optional(descriptionSchema),
  priority: z._default(prioritySchema, "low"),
  issueType: z.optional(issueTypeSchema),
  parent: z.optional(z.nullable(memberIdSchema)),
  columnId: z.optional(memberIdSchema),
  dueDate: z.optional(dueDateSchema),
  labels: z._default(labelsSchema, []),
  assignees: z._default(assigneesSchema, []),
  checkList: z._default(checkListSchema, []),
  /** Repeat (a top-level task with a due date); null or absent: it does not repeat. */
  repeat: z.optional(z.nullable(taskRepeatInputSchema)),
  subtasks: z._default(
    z.array(newSubtaskSchema).check(z.maxLength(SUBTASKS_MAX, "validation.subtasksTooMany")),
    [],
  ),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;

/** POST /task-management/{id}/ai/description: the task as written so far (nothing is stored). */
export const describeTaskSchema = z.object({
  title: taskTitleSchema,
  issueType: z._default(issueTypeSchema, "task"),
  /** What the description holds now (HTML): a model builds on it. */
  description: z.optional(descriptionSchema),
});

export type DescribeTaskInput = z.input<typeof describeTaskSchema>;

/** The keys of a PATCH /task-management/{id}/tasks/{taskId} body that move the task (§7). */
export const MOVE_TASK_KEYS = ["columnId", "index", "order"] as const;

/**
 * A move, the one request shape every client sends: {columnId} (to the end of the column),
 * {columnId, index} (the position among the column's other tasks of the same kind, resolved by the
 * server under the task's lock: what our board sends) or {columnId, order} (an order the client
 * computed by the §4 rule between the neighbours it shows, e.g. on a filtered board).
 */
export const moveTaskSchema = z
  .strictObject({
    columnId: z.pipe(
      z.string({
        error: (issue) =>
          issue.input === undefined ? "validation.taskOrderNeedsColumn" : "validation.invalidId",
      }),
      memberIdSchema,
    ),
    // A number is finite: zod refuses Infinity and NaN with the type's message.
    order: z.optional(
      z.number({ error: "validation.taskOrderInvalid" }).check(z.gte(0, "validation.taskOrderInvalid")),
    ),
    index: z.optional(intInRange("validation.taskOrderInvalid", 0, 1_000_000)),
  })
  .check(
    z.refine((body) => body.order === undefined || body.index === undefined, {
      message: "validation.taskOrderInvalid",
    }),
  );
export type MoveTaskInput = z.input<typeof moveTaskSchema>;

/** PATCH /task-management/{id}/tasks/{taskId} without move keys: any subset of the task's fields. */
export const updateTaskSchema = z
  .strictObject({
    title: z.optional(taskTitleSchema),
    description: z.optional(descriptionSchema),
    priority: z.optional(prioritySchema),
    issueType: z.optional(issueTypeSchema),
    dueDate: z.optional(dueDateSchema),
    labels: z.optional(labelsSchema),
    assignees: z.optional(assigneesSchema),
    checkList: z.optional(checkListSchema),
    repeat: z.optional(z.nullable(taskRepeatInputSchema)),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, { message: "validation.nothingToUpdate" }));
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

/**
 * The whole PATCH /task-management/{id}/tasks/{taskId} body: a move, field edits, or both. Each part
 * is checked by its own schema (splitTaskPatch), so the messages are the same as for a move or an
 * edit sent alone.
 */
export const taskPatchSchema = z
  .strictObject({
    columnId: z.optional(moveTaskSchema.shape.columnId),
    order: moveTaskSchema.shape.order,
    index: moveTaskSchema.shape.index,
    ...updateTaskSchema.shape,
  })
  .check(
    z.superRefine((body, ctx) => {
      const { move, fields } = splitTaskPatch(body);
      for (const [part, schema] of [
        [move, moveTaskSchema],
        [fields, updateTaskSchema],
      ] as const) {
        if (part === null) continue;
        const parsed = z.safeParse(schema, part);
        if (!parsed.success)
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      }
    }),
  );

/** GET /task-management/{id}/tasks query. */
export const listTasksQuerySchema = z.object({
  /** One column's page (the board); omitted: all columns (the list view). */
  columnId: z.optional(memberIdSchema),
  /** task: top-level tasks (board, list); subtask: subtasks (subtask view); all: both. */
  kind: z._default(z.enum(["task", "subtask", "all"], { error: "validation.invalidInput" }), "task"),
  parentId: z.optional(memberIdSchema),
  filters: z.optional(taskFiltersJsonSchema),
  /** Me mode: only tasks assigned to the caller. */
  me: z.pipe(
    z.optional(z.enum(["true", "false"], { error: "validation.invalidInput" })),
    z.transform((v: "true" | "false" | undefined) => v === "true"),
  ),
  search: z.optional(
    z
      .string({ error: "validation.invalidInput" })
      .check(z.trim(), z.maxLength(200, "validation.invalidInput")),
  ),
  /** The caller's UTC offset in minutes (Date#getTimezoneOffset), for the date presets. */
  tz: z._default(queryIntInRange("validation.invalidInput", -840, 840), 0),
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(200, "validation.invalidCursor")),
  ),
  limit: z._default(queryIntInRange("validation.invalidInput", 1, TASK_PAGE_SIZE), TASK_PAGE_SIZE),
  /** Leave out filtersMap (the board's later pages). */
  map: z.pipe(
    z._default(z.enum(["true", "false"], { error: "validation.invalidInput" }), "true"),
    z.transform((v: "true" | "false") => v === "true"),
  ),
});
export type ListTasksQuery = z.input<typeof listTasksQuerySchema>;
export type ListTasksParsed = z.output<typeof listTasksQuerySchema>;

/**
 * GET .../tasks/columns: the first page of every column of the board at once (one request per
 * board view), with the narrowing of listTasks.
 */
export const listColumnTasksQuerySchema = z.pick(listTasksQuerySchema, {
  kind: true,
  filters: true,
  me: true,
  search: true,
  tz: true,
  limit: true,
});
export type ListColumnTasksQuery = z.input<typeof listColumnTasksQuerySchema>;
export type ListColumnTasksParsed = z.output<typeof listColumnTasksQuerySchema>;

export const columnNameSchema = z
  .string({ error: "validation.columnNameRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.columnNameRequired"),
    z.maxLength(COLUMN_NAME_MAX, "validation.columnNameTooLong"),
  );
const colorSchema = z
  .string({ error: "validation.columnColorInvalid" })
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, "validation.columnColorInvalid"));

/** POST .../board/{boardId}/column: name (blank: the next letter, §4) and colour. */
export const createColumnSchema = z.object({
  name: z.optional(
    z
      .string({ error: "validation.columnNameRequired" })
      .check(z.trim(), z.maxLength(COLUMN_NAME_MAX, "validation.columnNameTooLong")),
  ),
  color: z.optional(colorSchema),
});
/** PATCH .../column/{columnId}: name, color, or data {order} (§7). */
export const updateColumnSchema = z
  .strictObject({
    name: z.optional(columnNameSchema),
    color: z.optional(colorSchema),
    /** The column's new position among the board's columns (0-based). */
    index: z.optional(intInRange("validation.columnOrderInvalid", 0, 1000)),
    // A number is finite: zod refuses Infinity and NaN with the type's message.
    data: z.optional(z.strictObject({ order: z.number({ error: "validation.columnOrderInvalid" }) })),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: "validation.nothingToUpdate",
    }),
  );
export const columnFormSchema = z.object({ name: columnNameSchema, color: colorSchema });

/** POST /task-management/{id}/board: the module's board (created with default columns when missing). */
export const createBoardSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(COLUMN_NAME_MAX))),
});

export const commentSchema = z.object({
  text: z
    .string({ error: "validation.commentRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.commentRequired"),
      z.maxLength(COMMENT_MAX, "validation.commentTooLong"),
    ),
  /** The people the comment @mentions (each must be able to see the task): they are notified. */
  mentions: z._default(
    z
      .array(memberIdSchema, { error: "validation.mentionsInvalid" })
      .check(z.maxLength(COMMENT_MENTIONS_MAX, "validation.mentionsInvalid")),
    [],
  ),
});
