// The task-management API (spec/work-management.md §7), declared once: served by the route files
// under app/api/v1/task-management, called by modules/task-management/client/api.ts. The task
// timer's endpoints (…/tasks/{taskId}/timer) are the time tracker's: modules/time-tracker/contracts.ts.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { integrationEndpoints } from "@/lib/contracts/integrations";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import { importResultSchema, importTasksSchema } from "@/modules/task-management/schemas/import";
import {
  columnItemParamsSchema,
  columnParamsSchema,
  commentSchema,
  createBoardSchema,
  createColumnSchema,
  createTaskSchema,
  describeTaskSchema,
  listColumnTasksQuerySchema,
  listTasksQuerySchema,
  taskParamsSchema,
  taskPatchSchema,
  updateColumnSchema,
} from "@/modules/task-management/schemas/tasks";
import {
  descriptionDraftSchema,
  taskActivityRowSchema,
  taskBoardRowSchema,
  taskColumnRowSchema,
  taskDetailSchema,
  taskColumnPagesSchema,
  taskListPageSchema,
  taskModuleInfoSchema,
  taskSummarySchema,
} from "@/modules/task-management/shared/types";

const base = "/api/v1/task-management/{moduleId}" as const;

export const members = moduleMemberEndpoints("task-management");
export const integration = integrationEndpoints("task-management");

export const getModule = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The module's name, board, assignable people, running timers and the caller's rights",
  params: moduleParamsSchema,
  response: taskModuleInfoSchema,
});

export const getBoard = defineEndpoint({
  method: "GET",
  path: `${base}/board`,
  auth: "session",
  summary: "The module's board with its columns and their task counts",
  params: moduleParamsSchema,
  response: z.object({ data: z.array(taskBoardRowSchema) }),
});

export const createBoard = defineEndpoint({
  method: "POST",
  path: `${base}/board`,
  auth: "session",
  summary: "The module's board, created with the default columns when missing",
  params: moduleParamsSchema,
  body: createBoardSchema,
  response: taskBoardRowSchema,
  status: 201,
});

export const listColumns = defineEndpoint({
  method: "GET",
  path: `${base}/board/{boardId}/column`,
  auth: "session",
  summary: "The board's columns in order",
  params: columnParamsSchema,
  response: z.object({ data: z.array(taskColumnRowSchema) }),
});

export const createColumn = defineEndpoint({
  method: "POST",
  path: `${base}/board/{boardId}/column`,
  auth: "session",
  summary: "A column at the end of the board (a blank name takes the next letter)",
  params: columnParamsSchema,
  body: createColumnSchema,
  response: taskColumnRowSchema,
  status: 201,
});

export const updateColumn = defineEndpoint({
  method: "PATCH",
  path: `${base}/board/{boardId}/column/{columnId}`,
  auth: "session",
  summary: "Rename, recolour or move a column",
  params: columnItemParamsSchema,
  body: updateColumnSchema,
  response: taskColumnRowSchema,
});

export const deleteColumn = defineEndpoint({
  method: "DELETE",
  path: `${base}/board/{boardId}/column/{columnId}`,
  auth: "session",
  summary: "Delete a column; its tasks go to the first column",
  params: columnItemParamsSchema,
  response: z.object({ deleted: z.literal(true), movedTo: z.string() }),
});

export const listTasks = defineEndpoint({
  method: "GET",
  path: `${base}/tasks`,
  auth: "session",
  summary:
    "A page of tasks (a column's or all; filters, me mode, search, kind, cursor) and the filters' values",
  params: moduleParamsSchema,
  query: listTasksQuerySchema,
  response: taskListPageSchema,
});

export const listColumnTasks = defineEndpoint({
  method: "GET",
  path: `${base}/tasks/columns`,
  auth: "session",
  summary: "The first page of every column of the board, in board order (filters, me mode, search, kind)",
  params: moduleParamsSchema,
  query: listColumnTasksQuerySchema,
  response: taskColumnPagesSchema,
});

export const importTasks = defineEndpoint({
  method: "POST",
  path: `${base}/import`,
  auth: "session",
  summary:
    "Import up to 200 rows of a CSV file (Jira, Asana or any columns) or cards of a Trello board as tasks; unknown statuses (and a Trello board's lists, sent as `columns`) may become columns",
  params: moduleParamsSchema,
  body: importTasksSchema,
  response: importResultSchema,
});

export const draftDescription = defineEndpoint({
  method: "POST",
  path: `${base}/ai/description`,
  auth: "session",
  summary:
    "Draft a task's description from its title and type (the type's structure with hints; filled in by a configured model); nothing is stored",
  params: moduleParamsSchema,
  body: describeTaskSchema,
  response: descriptionDraftSchema,
});

export const createTask = defineEndpoint({
  method: "POST",
  path: `${base}/tasks`,
  auth: "session",
  summary: "Create a task with its subtasks",
  params: moduleParamsSchema,
  body: createTaskSchema,
  response: taskDetailSchema,
  status: 201,
});

export const getTask = defineEndpoint({
  method: "GET",
  path: `${base}/tasks/{taskId}`,
  auth: "session",
  summary: "The task with its subtasks, checklist and description",
  params: taskParamsSchema,
  response: taskDetailSchema,
});

export const updateTask = defineEndpoint({
  method: "PATCH",
  path: `${base}/tasks/{taskId}`,
  auth: "session",
  summary:
    "Move the task ({columnId[, index|order]}: answers its summary), edit its fields (answers its detail), or both",
  params: taskParamsSchema,
  body: taskPatchSchema,
  response: z.union([taskDetailSchema, taskSummarySchema]),
});

export const deleteTask = defineEndpoint({
  method: "DELETE",
  path: `${base}/tasks/{taskId}`,
  auth: "session",
  summary: "Delete the task and its subtasks",
  params: taskParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});

export const listActivity = defineEndpoint({
  method: "GET",
  path: `${base}/tasks/{taskId}/activity`,
  auth: "session",
  summary: "The task's history, newest first",
  params: taskParamsSchema,
  response: z.object({ data: z.array(taskActivityRowSchema) }),
});

export const addComment = defineEndpoint({
  method: "POST",
  path: `${base}/tasks/{taskId}/comments`,
  auth: "session",
  summary: "Comment on the task (a 'commented' activity; the @mentioned are notified)",
  params: taskParamsSchema,
  body: commentSchema,
  response: taskActivityRowSchema,
  status: 201,
});
