"use client";

// Typed calls of the goals API (lib/contracts/goals.ts, issue 14; the shapes of lib/goals/api.ts) and
// of the pickers the goal dialogs use (the workspace's people and projects).
import { call } from "@/lib/client/api";
import { customQuery, endpointQuery, mapQuery } from "@/lib/client/query/spec";
import type * as endpoints from "@/lib/contracts/goals";
import type { listProjects } from "@/lib/contracts/projects";
import type { listUsers } from "@/lib/contracts/users";
import type * as z from "@/lib/zod";
import type { Page } from "@/lib/contracts/endpoint";
import type { GoalFilter, GoalLinkKind, GoalPage, GoalPeriod, GoalSummary, GoalTab } from "@/lib/goals/api";
import type { GoalStatus } from "@/lib/goals/types";
import type { ProjectListItem } from "@/lib/projects/types";
import type { progressSettingsSchema } from "@/lib/schemas/goals";
import { PROJECT_LIST_MAX_LIMIT } from "@/lib/schemas/project";

export type { GoalLinkKind, GoalTaskPage } from "@/lib/goals/api";

/** What the add-goal dialog sends (the creator owns the goal unless `ownerId` says otherwise). */
export interface CreateGoalBody {
  title: string;
  description?: string | null;
  timePeriod?: GoalPeriod | null;
  ownerId?: string;
}

/** A change of a goal: only the fields sent; null clears the description or the time period. */
export interface UpdateGoalBody {
  title?: string;
  description?: string | null;
  timePeriod?: GoalPeriod | null;
  status?: GoalStatus;
  ownerId?: string;
}

export type ProgressSettingsBody = z.input<typeof progressSettingsSchema>;

export interface GoalListQuery {
  active: GoalTab;
  filter: GoalFilter;
  q?: string;
  cursor?: string | null;
}

const goal = (goalId: string) => ({ goalId });

// Each answer's list page, made once (a first page the server rendered must stay the same object).
const listPages = new WeakMap<GoalPage, Page<GoalSummary>>();

/** A GET /goals answer as the dashboard's list page. */
export function goalListPage(page: GoalPage): Page<GoalSummary> {
  let listed = listPages.get(page);
  if (!listed) {
    listed = { data: page.items, nextCursor: page.nextCursor };
    listPages.set(page, listed);
  }
  return listed;
}

/** The goal reads, cached (lib/client/query); the dashboard, goal pages and dialogs read them. */
export const goalQueries = {
  /** A page of the tab's goals under the filter and search, newest change first (as a `Page`). */
  list: (params: GoalListQuery) =>
    mapQuery(
      endpointQuery<typeof endpoints.listGoals>("GET /api/v1/goals", {
        query: {
          active: params.active,
          filter: params.filter,
          q: params.q?.trim() || undefined,
          cursor: params.cursor ?? undefined,
        },
      }),
      "page",
      goalListPage,
    ),
  /** How many goals the tab holds, and how many are open or closed. */
  counts: (active: GoalTab) =>
    endpointQuery<typeof endpoints.goalCounts>("GET /api/v1/goals/counts", { query: { active } }),
  get: (goalId: string) =>
    endpointQuery<typeof endpoints.getGoal>("GET /api/v1/goals/{goalId}", { params: goal(goalId) }),
  /** The goals that may become this goal's sub-goals or parent (no loops), by title. */
  linkOptions: (goalId: string, kind: GoalLinkKind, q: string) =>
    endpointQuery<typeof endpoints.goalLinkOptions>("GET /api/v1/goals/{goalId}/link-options", {
      params: goal(goalId),
      query: { kind, q: q.trim() },
    }),
  /** Tasks the caller may read, by key or title, for a Tasks goal (as a `Page`). */
  tasks: (q: string, cursor: string | null) =>
    mapQuery(
      endpointQuery<typeof endpoints.searchGoalTasks>("GET /api/v1/goals/tasks", {
        query: { q: q.trim(), cursor: cursor ?? undefined },
      }),
      "page",
      (page) => ({ data: page.items, nextCursor: page.nextCursor }),
    ),
  /** The active workspace's people for the owner and invite pickers (GET /users; 403 without User management's View). */
  people: (search: string) =>
    endpointQuery<typeof listUsers>("GET /api/v1/users", { query: { search: search.trim() } }),
  /** Every project the caller sees, page after page of the largest size the API serves. */
  allProjects: () => customQuery(["all-projects"], listAllProjects),
};

/** Every goal read (invalidated when goals change: the workspace room's `goals:changed`). */
export const GOAL_QUERIES = "GET /api/v1/goals";

export const goalApi = {
  create: (body: CreateGoalBody) => call<typeof endpoints.createGoal>("POST /api/v1/goals", { body }),
  update: (goalId: string, body: UpdateGoalBody) =>
    call<typeof endpoints.updateGoal>("PATCH /api/v1/goals/{goalId}", { params: goal(goalId), body }),
  remove: (goalId: string) =>
    call<typeof endpoints.deleteGoal>("DELETE /api/v1/goals/{goalId}", { params: goal(goalId) }),
  saveProgressSettings: (goalId: string, body: ProgressSettingsBody) =>
    call<typeof endpoints.updateProgressSettings>("PUT /api/v1/goals/{goalId}/progress-settings", {
      params: goal(goalId),
      body,
    }),
  /** A check-in: a manual goal's new value (with a note), or a note on a computed goal. */
  checkIn: (goalId: string, body: { value?: number; note?: string }) =>
    call<typeof endpoints.checkInGoal>("POST /api/v1/goals/{goalId}/progress", {
      params: goal(goalId),
      body,
    }),
  // The link and member calls answer the goal page; the page reloads the goal after them.
  addMembers: (goalId: string, userIds: string[]) =>
    call<typeof endpoints.addGoalMembers>("POST /api/v1/goals/{goalId}/members", {
      params: goal(goalId),
      body: { userIds },
    }),
  removeMember: (goalId: string, userId: string) =>
    call<typeof endpoints.removeGoalMember>("DELETE /api/v1/goals/{goalId}/members/{userId}", {
      params: { goalId, userId },
    }),
  connectSubGoal: (goalId: string, subGoalId: string, weight?: number) =>
    call<typeof endpoints.connectSubGoal>("POST /api/v1/goals/{goalId}/sub-goals", {
      params: goal(goalId),
      body: weight === undefined ? { goalId: subGoalId } : { goalId: subGoalId, weight },
    }),
  disconnectSubGoal: (goalId: string, subGoalId: string) =>
    call<typeof endpoints.disconnectSubGoal>("DELETE /api/v1/goals/{goalId}/sub-goals/{subGoalId}", {
      params: { goalId, subGoalId },
    }),
  /** Moves the goal under `parentId`; null makes it a top-level goal. */
  setParent: (goalId: string, parentId: string | null) =>
    call<typeof endpoints.setParentGoal>("PUT /api/v1/goals/{goalId}/parent", {
      params: goal(goalId),
      body: { parentId },
    }),
};

/** Every project the caller sees, page after page of the largest size the API serves. */
async function listAllProjects(signal?: AbortSignal): Promise<ProjectListItem[]> {
  const projects: ProjectListItem[] = [];
  for (let page = 1; ; page++) {
    const found = await call<typeof listProjects>(
      "GET /api/v1/workspaces/project",
      { query: { page, limit: PROJECT_LIST_MAX_LIMIT } },
      { signal },
    );
    projects.push(...found);
    if (found.length < PROJECT_LIST_MAX_LIMIT) return projects;
  }
}
