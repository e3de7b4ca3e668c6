// Calls of the goals REST API (app/api/v1/goals/**) for the goals-*.test.ts files.
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/goals/route";
import { GET as countsRoute } from "@/app/api/v1/goals/counts/route";
import { GET as tasksRoute } from "@/app/api/v1/goals/tasks/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/goals/[goalId]/route";
import { PUT as settingsRoute } from "@/app/api/v1/goals/[goalId]/progress-settings/route";
import { POST as progressRoute } from "@/app/api/v1/goals/[goalId]/progress/route";
import { POST as membersRoute } from "@/app/api/v1/goals/[goalId]/members/route";
import { DELETE as memberRoute } from "@/app/api/v1/goals/[goalId]/members/[userId]/route";
import { POST as subGoalsRoute } from "@/app/api/v1/goals/[goalId]/sub-goals/route";
import { DELETE as subGoalRoute } from "@/app/api/v1/goals/[goalId]/sub-goals/[subGoalId]/route";
import { PUT as parentRoute } from "@/app/api/v1/goals/[goalId]/parent/route";
import { GET as linkOptionsRoute } from "@/app/api/v1/goals/[goalId]/link-options/route";
import type { GoalCounts, GoalDetail, GoalPage, GoalSummary, GoalTaskPage } from "@/lib/goals/api";
import { englishText } from "@/lib/i18n/messages";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";

const url = (path: string, query: Record<string, string> = {}) =>
  `http://localhost:3000/api/v1/goals${path}?${new URLSearchParams(query)}`;

export const goals = {
  list: (c: Caller, query: Record<string, string> = {}) =>
    call<GoalPage>(listRoute, { token: c.token, url: url("", query) }),
  counts: (c: Caller, active?: string) =>
    call<GoalCounts>(countsRoute, { token: c.token, url: url("/counts", active ? { active } : {}) }),
  tasks: (c: Caller, query: Record<string, string> = {}) =>
    call<GoalTaskPage>(tasksRoute, { token: c.token, url: url("/tasks", query) }),
  create: (c: Caller, body: unknown) => call<GoalDetail>(createRoute, { token: c.token, body }),
  get: (c: Caller, goalId: string) => call<GoalDetail>(getRoute, { token: c.token, params: { goalId } }),
  patch: (c: Caller, goalId: string, body: unknown) =>
    call<GoalDetail>(patchRoute, { method: "PATCH", token: c.token, params: { goalId }, body }),
  remove: (c: Caller, goalId: string) =>
    call(deleteRoute, { method: "DELETE", token: c.token, params: { goalId } }),
  settings: (c: Caller, goalId: string, body: unknown) =>
    call<GoalDetail>(settingsRoute, { method: "PUT", token: c.token, params: { goalId }, body }),
  progress: (c: Caller, goalId: string, body: unknown) =>
    call<GoalDetail>(progressRoute, { token: c.token, params: { goalId }, body }),
  addMembers: (c: Caller, goalId: string, userIds: string[]) =>
    call<GoalDetail>(membersRoute, { token: c.token, params: { goalId }, body: { userIds } }),
  removeMember: (c: Caller, goalId: string, userId: string) =>
    call(memberRoute, { method: "DELETE", token: c.token, params: { goalId, userId } }),
  connectSub: (c: Caller, goalId: string, body: unknown) =>
    call<GoalDetail>(subGoalsRoute, { token: c.token, params: { goalId }, body }),
  disconnectSub: (c: Caller, goalId: string, subGoalId: string) =>
    call(subGoalRoute, { method: "DELETE", token: c.token, params: { goalId, subGoalId } }),
  setParent: (c: Caller, goalId: string, parentId: string | null) =>
    call<GoalDetail>(parentRoute, { method: "PUT", token: c.token, params: { goalId }, body: { parentId } }),
  linkOptions: (c: Caller, goalId: string, query: Record<string, string>) =>
    call<GoalSummary[]>(linkOptionsRoute, {
      token: c.token,
      params: { goalId },
      url: url(`/${goalId}/link-options`, query),
    }),
};

/** A new goal of `c`'s active workspace (201), with the given fields. */
export async function newGoal(c: Caller, body: Record<string, unknown> = {}): Promise<GoalDetail> {
  const made = await goals.create(c, { title: `Goal ${Math.random().toString(36).slice(2, 7)}`, ...body });
  if (made.status !== 201) throw new Error(`goal not created: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body;
}

/** The English text of a message key (the key itself until the key is in messages/en.json). */
export const text = (key: string) => englishText(key);

/** Waits until `read` returns something `done` accepts (the goals' subscriber runs after the request). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
