"use client";

// Typed calls of the task-management API (spec/work-management.md §7), shared by every task view.
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type * as endpoints from "@/modules/task-management/contracts";
import type {
  CreateTaskInput,
  DescribeTaskInput,
  ListTasksQuery,
  MoveTaskInput,
  UpdateTaskInput,
} from "@/modules/task-management/schemas/tasks";
import type { ImportTasksInput } from "@/modules/task-management/schemas/import";
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

/** The task module's reads, cached (lib/client/query). */
export const taskQueries = {
  task: (moduleId: string, taskId: string) =>
    endpointQuery<typeof endpoints.getTask>("GET /api/v1/task-management/{moduleId}/tasks/{taskId}", {
      params: task(moduleId, taskId),
    }),
  activity: (moduleId: string, taskId: string) =>
    endpointQuery<typeof endpoints.listActivity>(
      "GET /api/v1/task-management/{moduleId}/tasks/{taskId}/activity",
      { params: task(moduleId, taskId) },
    ),
  /** The module's info: columns, people, timers. */
  module: (moduleId: string) =>
    endpointQuery<typeof endpoints.getModule>("GET /api/v1/task-management/{moduleId}", {
      params: moduleOf(moduleId),
    }),
};

export const taskApi = {
  module: (moduleId: string) =>
    call<typeof endpoints.getModule>("GET /api/v1/task-management/{moduleId}", {
      params: moduleOf(moduleId),
    }),
  board: (moduleId: string) =>
    call<typeof endpoints.getBoard>("GET /api/v1/task-management/{moduleId}/board", {
      params: moduleOf(moduleId),
    }),

  createColumn: (moduleId: string, boardId: string, body: { name?: string; color?: string }) =>
    call<typeof endpoints.createColumn>("POST /api/v1/task-management/{moduleId}/board/{boardId}/column", {
      params: { moduleId, boardId },
      body,
    }),
  updateColumn: (
    moduleId: string,
    boardId: string,
    columnId: string,
    body: { name?: string; color?: string; index?: number },
  ) =>
    call<typeof endpoints.updateColumn>(
      "PATCH /api/v1/task-management/{moduleId}/board/{boardId}/column/{columnId}",
      { params: column(moduleId, boardId, columnId), body },
    ),
  deleteColumn: (moduleId: string, boardId: string, columnId: string) =>
    call<typeof endpoints.deleteColumn>(
      "DELETE /api/v1/task-management/{moduleId}/board/{boardId}/column/{columnId}",
      { params: column(moduleId, boardId, columnId) },
    ),

  tasks: (moduleId: string, query: TaskQuery, signal?: AbortSignal) =>
    call<typeof endpoints.listTasks>(
      "GET /api/v1/task-management/{moduleId}/tasks",
      { params: moduleOf(moduleId), query: taskQueryParams(query) },
      { signal },
    ),
  /** The first page of every column at once (the board's and the list's first view). */
  columnTasks: (
    moduleId: string,
    query: Omit<TaskQuery, "columnId" | "cursor" | "map">,
    signal?: AbortSignal,
  ) => {
    const { kind, filters, me, search, limit, tz } = taskQueryParams(query);
    return call<typeof endpoints.listColumnTasks>(
      "GET /api/v1/task-management/{moduleId}/tasks/columns",
      { params: moduleOf(moduleId), query: { kind, filters, me, search, limit, tz } },
      { signal },
    );
  },
  task: (moduleId: string, taskId: string) =>
    call<typeof endpoints.getTask>("GET /api/v1/task-management/{moduleId}/tasks/{taskId}", {
      params: task(moduleId, taskId),
    }),
  /** Up to 200 rows of a CSV file as tasks (the import dialog sends a file in such batches). */
  importTasks: (moduleId: string, body: ImportTasksInput) =>
    call<typeof endpoints.importTasks>("POST /api/v1/task-management/{moduleId}/import", {
      params: moduleOf(moduleId),
      body,
    }),
  /** A description to start from (the type's structure, or a configured model's draft); nothing is stored. */
  draftDescription: (moduleId: string, body: DescribeTaskInput) =>
    call<typeof endpoints.draftDescription>("POST /api/v1/task-management/{moduleId}/ai/description", {
      params: moduleOf(moduleId),
      body,
    }),
  createTask: (moduleId: string, body: CreateTaskInput) =>
    call<typeof endpoints.createTask>("POST /api/v1/task-management/{moduleId}/tasks", {
      params: moduleOf(moduleId),
      body,
    }),
  /** Field edits: the answer is the task's detail. */
  updateTask: (moduleId: string, taskId: string, body: UpdateTaskInput) =>
    call<typeof endpoints.updateTask>("PATCH /api/v1/task-management/{moduleId}/tasks/{taskId}", {
      params: task(moduleId, taskId),
      body,
    }) as Promise<TaskDetail>,
  /** A move (schemas/tasks.ts moveTaskSchema): {columnId}, {columnId, index} or {columnId, order}; the answer is the task's summary. */
  moveTask: (moduleId: string, taskId: string, move: MoveTaskInput) =>
    call<typeof endpoints.updateTask>("PATCH /api/v1/task-management/{moduleId}/tasks/{taskId}", {
      params: task(moduleId, taskId),
      body: move,
    }) as Promise<TaskSummary>,
  deleteTask: (moduleId: string, taskId: string) =>
    call<typeof endpoints.deleteTask>("DELETE /api/v1/task-management/{moduleId}/tasks/{taskId}", {
      params: task(moduleId, taskId),
    }),

  activity: (moduleId: string, taskId: string) =>
    call<typeof endpoints.listActivity>("GET /api/v1/task-management/{moduleId}/tasks/{taskId}/activity", {
      params: task(moduleId, taskId),
    }),
  comment: (moduleId: string, taskId: string, text: string, mentions: string[] = []) =>
    call<typeof endpoints.addComment>("POST /api/v1/task-management/{moduleId}/tasks/{taskId}/comments", {
      params: task(moduleId, taskId),
      body: { text, mentions },
    }),
};
