// The task-management API's shapes (spec/work-management.md §3, §7), shared by the services, the
// route handlers, the realtime events and the client. Dates are ISO strings.
import type { ModuleEnvelope } from "@/lib/modules/realtime";
import type { IssueType, Priority, TaskStatus } from "./constants";

/** A person who can be assigned in this module (a workspace member who can see it). */
export interface TaskPerson {
  id: string;
  name: string;
  /** Only for callers who view User management or manage the module's members. */
  email?: string;
  image: string | null;
}

/** GET /task-management/{id}: the module's header data and what the caller may do in it. */
export interface TaskModuleInfo {
  id: string;
  name: string;
  /** The project the module is placed on; null for a workspace module. */
  project: { id: string; name: string } | null;
  boardId: string;
  keyPrefix: string;
  /** Everyone who can be assigned, sorted by name; the caller is among them. */
  people: TaskPerson[];
  /** Whose timers run on which task now (task id → user ids): the mark on a card; kept live by task.timer. */
  timers: Record<string, string[]>;
  rights: {
    /** Edit and move tasks, change columns (the permissions matrix's Edit, within the roles). */
    write: boolean;
    /** Create tasks and comment (Add). */
    add: boolean;
    /** Delete tasks (Delete). */
    delete: boolean;
    /** Invite members, change their role, remove them. */
    manageMembers: boolean;
  };
}

export interface TaskColumnRow {
  id: string;
  name: string;
  color: string;
  basic: boolean;
  order: number;
  /** Top-level tasks in the column (no filters applied). */
  taskCount: number;
  /** Subtasks in the column. */
  subtaskCount: number;
}

/** GET /task-management/{id}/board: the module's board with its columns in order. */
export interface TaskBoardRow {
  id: string;
  name: string;
  keyPrefix: string;
  columns: TaskColumnRow[];
}

export interface CheckListItem {
  title: string;
  isCompleted: boolean;
}

/** A task as boards and lists show it. */
export interface TaskSummary {
  id: string;
  key: string;
  title: string;
  priority: Priority;
  issueType: IssueType;
  parentId: string | null;
  /** The parent's key (ABC-3) for a subtask, null for a top-level task. */
  parentKey: string | null;
  columnId: string;
  order: number;
  /** Derived from the column: first todo, last done, others work-in-progress. */
  status: TaskStatus;
  dueDate: string | null;
  labels: string[];
  assignees: string[];
  subtasks: { total: number; done: number };
  checkList: { total: number; done: number };
  version: number;
}

/** GET /task-management/{id}/tasks/{taskId}: everything the edit modal shows. */
export interface TaskDetail extends TaskSummary {
  createdAt: string;
  updatedAt: string;
  description: string | null;
  checkListItems: CheckListItem[];
  parent: { id: string; key: string; title: string } | null;
  /** Subtasks in board order (column, then order). */
  subtaskItems: TaskSummary[];
  createdBy: { id: string; name: string } | null;
}

export type TaskFilterOption = { value: string; label: string };

/** GET /task-management/{id}/tasks: one page and the values each filter field can take. */
export interface TaskListPage {
  data: TaskSummary[];
  /** Opaque cursor of the next page; null on the last page. */
  nextCursor: string | null;
  /** Tasks matching the query in all pages. */
  total: number;
  filtersMap: {
    status: TaskFilterOption[];
    priority: TaskFilterOption[];
    issueType: TaskFilterOption[];
    column: TaskFilterOption[];
    assignees: TaskFilterOption[];
    labels: TaskFilterOption[];
  };
}

export type TaskActionType = "created" | "updated" | "moved" | "assigned" | "unassigned" | "commented";

/** One activity row (§3 Task activity), newest first. */
export interface TaskActivityRow {
  id: string;
  actionType: TaskActionType;
  actingUser: { id: string; name: string } | null;
  task: { id: string; title: string };
  changes:
    | { type: "created" }
    | { type: "updated"; fields: Record<string, { oldValue: unknown; newValue: unknown }> }
    | {
        type: "moved";
        sourceColumn: { id: string; name: string };
        destinationColumn: { id: string; name: string };
      }
    | { type: "assigned" | "unassigned"; actUser: { id: string; name: string } }
    | {
        type: "commented";
        comment: {
          text: string;
          user: { id: string; name: string };
          createdAt: string;
          /** The people it @mentions (ids), when any. */
          mentions?: string[];
        };
      };
  createdAt: string;
}

/** Events sent to everyone viewing a module (its room `module:{moduleId}`, lib/modules/realtime.ts). */
export type TaskModuleEvent =
  | { type: "task.upserted"; task: TaskSummary }
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
