"use client";

// Typed calls of the task-management API (spec/work-management.md §7), shared by every task view.
import { api } from "@/lib/client/api";
import type {
  CreateTaskInput,
  MoveTaskInput,
  UpdateTaskInput,
} from "@/modules/task-management/schemas/tasks";
import type { TaskFilter } from "@/modules/task-management/shared/filters";
import type {
  TaskActivityRow,
  TaskBoardRow,
  TaskColumnRow,
  TaskDetail,
  TaskListPage,
  TaskModuleInfo,
  TaskSummary,
} from "@/modules/task-management/shared/types";

const base = (moduleId: string) => `/task-management/${moduleId}`;

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

export function taskQueryString(query: TaskQuery): string {
  const params = new URLSearchParams();
  if (query.columnId) params.set("columnId", query.columnId);
  if (query.kind) params.set("kind", query.kind);
  if (query.parentId) params.set("parentId", query.parentId);
  if (query.filters?.length) params.set("filters", JSON.stringify(query.filters));
  if (query.me) params.set("me", "true");
  if (query.search?.trim()) params.set("search", query.search.trim());
  if (query.cursor) params.set("cursor", query.cursor);
  if (query.limit) params.set("limit", String(query.limit));
  if (query.map === false) params.set("map", "false");
  params.set("tz", String(new Date().getTimezoneOffset()));
  return params.toString();
}

export const taskApi = {
  module: (moduleId: string) => api<TaskModuleInfo>(base(moduleId)),
  board: (moduleId: string) => api<{ data: TaskBoardRow[] }>(`${base(moduleId)}/board`),

  createColumn: (moduleId: string, boardId: string, body: { name?: string; color?: string }) =>
    api<TaskColumnRow>(`${base(moduleId)}/board/${boardId}/column`, { body }),
  updateColumn: (
    moduleId: string,
    boardId: string,
    columnId: string,
    body: { name?: string; color?: string; index?: number },
  ) => api<TaskColumnRow>(`${base(moduleId)}/board/${boardId}/column/${columnId}`, { method: "PATCH", body }),
  deleteColumn: (moduleId: string, boardId: string, columnId: string) =>
    api<{ deleted: true; movedTo: string }>(`${base(moduleId)}/board/${boardId}/column/${columnId}`, {
      method: "DELETE",
    }),

  tasks: (moduleId: string, query: TaskQuery, signal?: AbortSignal) =>
    api<TaskListPage>(`${base(moduleId)}/tasks?${taskQueryString(query)}`, { signal }),
  task: (moduleId: string, taskId: string) => api<TaskDetail>(`${base(moduleId)}/tasks/${taskId}`),
  createTask: (moduleId: string, body: CreateTaskInput) =>
    api<TaskDetail>(`${base(moduleId)}/tasks`, { body }),
  updateTask: (moduleId: string, taskId: string, body: UpdateTaskInput) =>
    api<TaskDetail>(`${base(moduleId)}/tasks/${taskId}`, { method: "PATCH", body }),
  /** A move (modules/task-management/schemas/tasks.ts moveTaskSchema): {columnId}, {columnId, index} or {columnId, order}. */
  moveTask: (moduleId: string, taskId: string, move: MoveTaskInput) =>
    api<TaskSummary>(`${base(moduleId)}/tasks/${taskId}`, { method: "PATCH", body: move }),
  deleteTask: (moduleId: string, taskId: string) =>
    api<{ deleted: true }>(`${base(moduleId)}/tasks/${taskId}`, { method: "DELETE" }),

  activity: (moduleId: string, taskId: string) =>
    api<{ data: TaskActivityRow[] }>(`${base(moduleId)}/tasks/${taskId}/activity`),
  comment: (moduleId: string, taskId: string, text: string, mentions: string[] = []) =>
    api<TaskActivityRow>(`${base(moduleId)}/tasks/${taskId}/comments`, { body: { text, mentions } }),
};
