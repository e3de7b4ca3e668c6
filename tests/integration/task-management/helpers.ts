import { GET as infoRoute } from "@/app/api/v1/task-management/[moduleId]/route";
import { GET as boardRoute } from "@/app/api/v1/task-management/[moduleId]/board/route";
import { POST as createColumnRoute } from "@/app/api/v1/task-management/[moduleId]/board/[boardId]/column/route";
import {
  DELETE as deleteColumnRoute,
  PATCH as patchColumnRoute,
} from "@/app/api/v1/task-management/[moduleId]/board/[boardId]/column/[columnId]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/task-management/[moduleId]/tasks/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/route";
import { GET as activityRoute } from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/activity/route";
import { POST as commentRoute } from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/comments/route";
import type {
  TaskActivityRow,
  TaskBoardRow,
  TaskColumnRow,
  TaskDetail,
  TaskListPage,
  TaskModuleInfo,
  TaskSummary,
} from "@/modules/task-management/shared/types";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";

export const tm = {
  info: (c: Caller, moduleId: string) =>
    call<TaskModuleInfo>(infoRoute, { token: c.token, params: { moduleId } }),
  board: (c: Caller, moduleId: string) =>
    call<{ data: TaskBoardRow[] }>(boardRoute, { token: c.token, params: { moduleId } }),
  createColumn: (c: Caller, moduleId: string, boardId: string, body: unknown = {}) =>
    call<TaskColumnRow>(createColumnRoute, { token: c.token, params: { moduleId, boardId }, body }),
  patchColumn: (c: Caller, moduleId: string, boardId: string, columnId: string, body: unknown) =>
    call<TaskColumnRow>(patchColumnRoute, {
      method: "PATCH",
      token: c.token,
      params: { moduleId, boardId, columnId },
      body,
    }),
  deleteColumn: (c: Caller, moduleId: string, boardId: string, columnId: string) =>
    call<{ deleted: true; movedTo: string }>(deleteColumnRoute, {
      method: "DELETE",
      token: c.token,
      params: { moduleId, boardId, columnId },
    }),
  list: (c: Caller, moduleId: string, query: Record<string, string> = {}) =>
    call<TaskListPage>(listRoute, {
      token: c.token,
      params: { moduleId },
      url: `http://localhost:3000/api/v1/task-management/${moduleId}/tasks?${new URLSearchParams(query)}`,
    }),
  create: (c: Caller, moduleId: string, body: unknown) =>
    call<TaskDetail>(createRoute, { token: c.token, params: { moduleId }, body }),
  get: (c: Caller, moduleId: string, taskId: string) =>
    call<TaskDetail>(getRoute, { token: c.token, params: { moduleId, taskId } }),
  patch: <T = TaskDetail>(c: Caller, moduleId: string, taskId: string, body: unknown) =>
    call<T>(patchRoute, { method: "PATCH", token: c.token, params: { moduleId, taskId }, body }),
  move: (c: Caller, moduleId: string, taskId: string, columnId: string, index?: number) =>
    call<TaskSummary>(patchRoute, {
      method: "PATCH",
      token: c.token,
      params: { moduleId, taskId },
      body: index === undefined ? { columnId } : { columnId, index },
    }),
  remove: (c: Caller, moduleId: string, taskId: string) =>
    call<{ deleted: true }>(deleteRoute, { method: "DELETE", token: c.token, params: { moduleId, taskId } }),
  activity: (c: Caller, moduleId: string, taskId: string) =>
    call<{ data: TaskActivityRow[] }>(activityRoute, { token: c.token, params: { moduleId, taskId } }),
  comment: (c: Caller, moduleId: string, taskId: string, body: unknown) =>
    call<TaskActivityRow>(commentRoute, { token: c.token, params: { moduleId, taskId }, body }),
};
