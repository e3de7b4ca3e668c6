"use client";

// Typed calls of the task-management API (spec/work-management.md §7), shared by every task view.
import { call } from "@/lib/client/api";
import * as endpoints from "@/modules/task-management/contracts";
import type {
  CreateTaskInput,
  ListTasksQuery,
  MoveTaskInput,
  UpdateTaskInput,
} from "@/modules/task-management/schemas/tasks";
import type { TaskFilter } from "@/modules/task-management/shared/filters";
import type { TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";

export interface TaskQuery {
  columnId?: string;
  kind?: "task" | "subtask" | "all";
  parentId?: string;
  /** Filters as typed by the filter bar (sent as JSON). */
  filters?: readonly unknown[] | TaskFilter[];
  me?: boolean;
  search?: string;
  cursor?: string | null;
  limit?: number;
  /** false: leave out filtersMap (later pages). */
  map?: boolean;
}

/** The list's query string values (the contract's query input), in the caller's time zone. */
export function taskQueryParams(query: TaskQuery): ListTasksQuery {
  return {
    columnId: query.columnId,
    kind: query.kind,
    parentId: query.parentId,
    filters: query.filters?.length ? JSON.stringify(query.filters) : undefined,
    me: query.me ? "true" : undefined,
    search: query.search?.trim() || undefined,
    cursor: query.cursor ?? undefined,
    limit: query.limit,
    map: query.map === false ? "false" : undefined,
    tz: new Date().getTimezoneOffset(),
  };
}

const moduleOf = (moduleId: string) => ({ moduleId });
const task = (moduleId: string, taskId: string) => ({ moduleId, taskId });
const column = (moduleId: string, boardId: string, columnId: string) => ({ moduleId, boardId, columnId });

export const taskApi = {
  module: (moduleId: string) => call(endpoints.getModule, { params: moduleOf(moduleId) }),
  board: (moduleId: string) => call(endpoints.getBoard, { params: moduleOf(moduleId) }),

  createColumn: (moduleId: string, boardId: string, body: { name?: string; color?: string }) =>
    call(endpoints.createColumn, { params: { moduleId, boardId }, body }),
  updateColumn: (
    moduleId: string,
    boardId: string,
    columnId: string,
    body: { name?: string; color?: string; index?: number },
  ) => call(endpoints.updateColumn, { params: column(moduleId, boardId, columnId), body }),
  deleteColumn: (moduleId: string, boardId: string, columnId: string) =>
    call(endpoints.deleteColumn, { params: column(moduleId, boardId, columnId) }),

  tasks: (moduleId: string, query: TaskQuery, signal?: AbortSignal) =>
    call(endpoints.listTasks, { params: moduleOf(moduleId), query: taskQueryParams(query) }, { signal }),
  task: (moduleId: string, taskId: string) => call(endpoints.getTask, { params: task(moduleId, taskId) }),
  createTask: (moduleId: string, body: CreateTaskInput) =>
    call(endpoints.createTask, { params: moduleOf(moduleId), body }),
  /** Field edits: the answer is the task's detail. */
  updateTask: (moduleId: string, taskId: string, body: UpdateTaskInput) =>
    call(endpoints.updateTask, { params: task(moduleId, taskId), body }) as Promise<TaskDetail>,
  /** A move (schemas/tasks.ts moveTaskSchema): {columnId}, {columnId, index} or {columnId, order}; the answer is the task's summary. */
  moveTask: (moduleId: string, taskId: string, move: MoveTaskInput) =>
    call(endpoints.updateTask, { params: task(moduleId, taskId), body: move }) as Promise<TaskSummary>,
  deleteTask: (moduleId: string, taskId: string) =>
    call(endpoints.deleteTask, { params: task(moduleId, taskId) }),

  activity: (moduleId: string, taskId: string) =>
    call(endpoints.listActivity, { params: task(moduleId, taskId) }),
  comment: (moduleId: string, taskId: string, text: string, mentions: string[] = []) =>
    call(endpoints.addComment, { params: task(moduleId, taskId), body: { text, mentions } }),
};
