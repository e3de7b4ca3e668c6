// The task-management API's shapes (spec/work-management.md §3, §7), shared by the services, the
// route handlers, the realtime events and the client, as the schemas of the answers
// (modules/task-management/contracts.ts); each type is its schema's output. Dates are ISO strings.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import type { ModuleEnvelope } from "@/lib/modules/realtime";
import { ISSUE_TYPES, PRIORITIES, TASK_STATUSES } from "./constants";
import { taskRepeatSchema } from "./repeat";

/** A person who can be assigned in this module (a workspace member who can see it). */
export const taskPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Only for callers who view User management or manage the module's members. */
  email: z.optional(z.string()),
  image: z.nullable(z.string()),
});
export type TaskPerson = z.output<typeof taskPersonSchema>;

const ref = z.object({ id: z.string(), name: z.string() });

/** GET /task-management/{id}: the module's header data and what the caller may do in it. */
export const taskModuleInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The project the module is placed on; null for a workspace module. */
  project: z.nullable(ref),
  boardId: z.string(),
  keyPrefix: z.string(),
  /** Everyone who can be assigned, sorted by name; the caller is among them. */
  people: z.array(taskPersonSchema),
  /** Whose timers run on which task now (task id → user ids): the mark on a card; kept live by task.timer. */
  timers: z.record(z.string(), z.array(z.string())),
  rights: z.object({
    /** Edit and move tasks, change columns (the permissions matrix's Edit, within the roles). */
    write: z.boolean(),
    /** Create tasks and comment (Add). */
    add: z.boolean(),
    /** Delete tasks (Delete). */
    delete: z.boolean(),
    /** Invite members, change their role, remove them. */
    manageMembers: z.boolean(),
  }),
});
export type TaskModuleInfo = z.output<typeof taskModuleInfoSchema>;

export const taskColumnBaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  basic: z.boolean(),
  order: z.number(),
});

export const taskColumnRowSchema = z.extend(taskColumnBaseSchema, {
  /** Top-level tasks in the column (no filters applied). */
  taskCount: z.number(),
  /** Subtasks in the column. */
  subtaskCount: z.number(),
});
export type TaskColumnRow = z.output<typeof taskColumnRowSchema>;

/** GET /task-management/{id}/board: the module's board with its columns in order. */
export const taskBoardRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  keyPrefix: z.string(),
  columns: z.array(taskColumnRowSchema),
});
export type TaskBoardRow = z.output<typeof taskBoardRowSchema>;

export const checkListItemSchema = z.object({ title: z.string(), isCompleted: z.boolean() });
export type CheckListItem = z.output<typeof checkListItemSchema>;

const progress = z.object({ total: z.number(), done: z.number() });

/** A task as boards and lists show it. */
export const taskSummarySchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  priority: z.enum(PRIORITIES),
  issueType: z.enum(ISSUE_TYPES),
  parentId: z.nullable(z.string()),
  /** The parent's key (ABC-3) for a subtask, null for a top-level task. */
  parentKey: z.nullable(z.string()),
  columnId: z.string(),
  order: z.number(),
  /** Derived from the column: first todo, last done, others work-in-progress. */
  status: z.enum(TASK_STATUSES),
  dueDate: z.nullable(z.string()),
  labels: z.array(z.string()),
  assignees: z.array(z.string()),
  subtasks: progress,
  checkList: progress,
  /** Its repeat (a top-level task with a due date), or null (shared/recurrence.ts). */
  repeat: z.nullable(taskRepeatSchema),
  version: z.number(),
});
export type TaskSummary = z.output<typeof taskSummarySchema>;

/** GET /task-management/{id}/tasks/{taskId}: everything the edit modal shows. */
export const taskDetailSchema = z.extend(taskSummarySchema, {
  createdAt: isoDate,
  updatedAt: isoDate,
  description: z.nullable(z.string()),
  checkListItems: z.array(checkListItemSchema),
  parent: z.nullable(z.object({ id: z.string(), key: z.string(), title: z.string() })),
  /** Subtasks in board order (column, then order). */
  subtaskItems: z.array(taskSummarySchema),
  createdBy: z.nullable(ref),
});
export type TaskDetail = z.output<typeof taskDetailSchema>;

/** POST /task-management/{id}/ai/description: a description to start from, and who wrote it. */
export const descriptionDraftSchema = z.object({
  /** Sanitised HTML. */
  description: z.string(),
  /** The built-in drafter (the type's structure with hints) or a configured model. */
  by: z.enum(["built-in", "model"]),
});
export type DescriptionDraft = z.output<typeof descriptionDraftSchema>;

const filterOption = z.object({ value: z.string(), label: z.string() });
export type TaskFilterOption = z.output<typeof filterOption>;

/** GET /task-management/{id}/tasks: one page and the values each filter field can take. */
export const taskListPageSchema = z.object({
  data: z.array(taskSummarySchema),
  /** Opaque cursor of the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
  /** Tasks matching the query in all pages. */
  total: z.number(),
  filtersMap: z.object({
    status: z.array(filterOption),
    priority: z.array(filterOption),
    issueType: z.array(filterOption),
    column: z.array(filterOption),
    assignees: z.array(filterOption),
    labels: z.array(filterOption),
  }),
});
export type TaskListPage = z.output<typeof taskListPageSchema>;

/** GET /task-management/{id}/tasks/columns: the first page of every column, in board order. */
export const taskColumnPagesSchema = z.object({
  columns: z.array(
    z.object({
      columnId: z.string(),
      page: z.object({
        data: z.array(taskSummarySchema),
        nextCursor: z.nullable(z.string()),
        total: z.number(),
      }),
    }),
  ),
});
export type TaskColumnPages = z.output<typeof taskColumnPagesSchema>;

export const TASK_ACTION_TYPES = [
  "created",
  "updated",
  "moved",
  "assigned",
  "unassigned",
  "commented",
] as const;
export type TaskActionType = (typeof TASK_ACTION_TYPES)[number];

/** One activity row (§3 Task activity), newest first. */
export const taskActivityRowSchema = z.object({
  id: z.string(),
  actionType: z.enum(TASK_ACTION_TYPES),
  actingUser: z.nullable(ref),
  task: z.object({ id: z.string(), title: z.string() }),
  changes: z.discriminatedUnion("type", [
    z.object({ type: z.literal("created") }),
    z.object({
      type: z.literal("updated"),
      fields: z.record(z.string(), z.object({ oldValue: z.unknown(), newValue: z.unknown() })),
    }),
    z.object({ type: z.literal("moved"), sourceColumn: ref, destinationColumn: ref }),
    z.object({ type: z.enum(["assigned", "unassigned"]), actUser: ref }),
    z.object({
      type: z.literal("commented"),
      comment: z.object({
        text: z.string(),
        user: ref,
        createdAt: isoDate,
        /** The people it @mentions (ids), when any. */
        mentions: z.optional(z.array(z.string())),
      }),
    }),
  ]),
  createdAt: isoDate,
});
export type TaskActivityRow = z.output<typeof taskActivityRowSchema>;

/** Events sent to everyone viewing a module (its room `module:{moduleId}`, lib/modules/realtime.ts). */
export type TaskModuleEvent =
  /** `created`: the change made it (set where the writer knows; a task's first version says it too). */
  | { type: "task.upserted"; task: TaskSummary; created?: true }
  | { type: "task.deleted"; taskId: string; parentId: string | null; columnId: string }
  | { type: "column.upserted"; column: Omit<TaskColumnRow, "taskCount" | "subtaskCount"> }
  | { type: "column.deleted"; columnId: string; movedTo: string }
  /** A column's orders were rewritten (renumbering): reload that column. */
  | { type: "column.renumbered"; columnId: string }
  | { type: "activity.added"; taskId: string }
  /** Someone's timer started (`running`) or stopped on a task (a time entry tied to it). */
  | { type: "task.timer"; taskId: string; userId: string; running: boolean };

/** A task-management event as the module's room delivers it (lib/modules/realtime.ts). */
export type TaskModuleEnvelope = ModuleEnvelope<TaskModuleEvent>;

export const TASK_PAGE_SIZE = 100;
