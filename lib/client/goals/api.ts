"use client";

// Typed calls of the goals API (lib/contracts/goals.ts, issue 14; the shapes of lib/goals/api.ts) and
// of the pickers the goal dialogs use (the workspace's people and projects).
import { call } from "@/lib/client/api";
import * as endpoints from "@/lib/contracts/goals";
import { listProjects } from "@/lib/contracts/projects";
import { listUsers } from "@/lib/contracts/users";
import type * as z from "@/lib/zod";
import type { GoalFilter, GoalLinkKind, GoalPeriod, GoalTab } from "@/lib/goals/api";
import type { GoalStatus } from "@/lib/goals/types";
import type { ProjectListItem } from "@/lib/projects/types";
import type { progressSettingsSchema } from "@/lib/schemas/goals";
import { PROJECT_LIST_MAX_LIMIT } from "@/lib/schemas/project";
import type { PickerUser } from "@/lib/users/types";

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

export const goalApi = {
  /** A page of the tab's goals under the filter and search, newest change first. */
  list: (params: GoalListQuery, signal?: AbortSignal) =>
    call(
      endpoints.listGoals,
      {
        query: {
          active: params.active,
          filter: params.filter,
          q: params.q?.trim(),
          cursor: params.cursor ?? undefined,
        },
      },
      { signal },
    ),
  /** How many goals the tab holds, and how many are open or closed. */
  counts: (active: GoalTab, signal?: AbortSignal) =>
    call(endpoints.goalCounts, { query: { active } }, { signal }),
  create: (body: CreateGoalBody) => call(endpoints.createGoal, { body }),
  get: (goalId: string, signal?: AbortSignal) =>
    call(endpoints.getGoal, { params: goal(goalId) }, { signal }),
  update: (goalId: string, body: UpdateGoalBody) =>
    call(endpoints.updateGoal, { params: goal(goalId), body }),
  remove: (goalId: string) => call(endpoints.deleteGoal, { params: goal(goalId) }),
  saveProgressSettings: (goalId: string, body: ProgressSettingsBody) =>
    call(endpoints.updateProgressSettings, { params: goal(goalId), body }),
  /** A check-in: a manual goal's new value (with a note), or a note on a computed goal. */
  checkIn: (goalId: string, body: { value?: number; note?: string }) =>
    call(endpoints.checkInGoal, { params: goal(goalId), body }),
  // The link and member calls answer the goal page; the page reloads the goal after them.
  addMembers: (goalId: string, userIds: string[]) =>
    call(endpoints.addGoalMembers, { params: goal(goalId), body: { userIds } }),
  removeMember: (goalId: string, userId: string) =>
    call(endpoints.removeGoalMember, { params: { goalId, userId } }),
  connectSubGoal: (goalId: string, subGoalId: string, weight?: number) =>
    call(endpoints.connectSubGoal, {
      params: goal(goalId),
      body: weight === undefined ? { goalId: subGoalId } : { goalId: subGoalId, weight },
    }),
  disconnectSubGoal: (goalId: string, subGoalId: string) =>
    call(endpoints.disconnectSubGoal, { params: { goalId, subGoalId } }),
  /** Moves the goal under `parentId`; null makes it a top-level goal. */
  setParent: (goalId: string, parentId: string | null) =>
    call(endpoints.setParentGoal, { params: goal(goalId), body: { parentId } }),
  /** The goals that may become this goal's sub-goals or parent (no loops), by title. */
  linkOptions: (goalId: string, kind: GoalLinkKind, q: string, signal?: AbortSignal) =>
    call(endpoints.goalLinkOptions, { params: goal(goalId), query: { kind, q: q.trim() } }, { signal }),
  /** Tasks the caller may read, by key or title, for a Tasks goal. */
  tasks: (q: string, cursor: string | null, signal?: AbortSignal) =>
    call(endpoints.searchGoalTasks, { query: { q: q.trim(), cursor: cursor ?? undefined } }, { signal }),
};

/** The active workspace's people for the owner and invite pickers (GET /users; 403 without User management's View). */
export function searchPeople(search: string, signal?: AbortSignal): Promise<PickerUser[]> {
  return call(listUsers, { query: { search: search.trim() } }, { signal });
}

/** Every project the caller sees, page after page of the largest size the API serves. */
export async function listAllProjects(signal?: AbortSignal): Promise<ProjectListItem[]> {
  const projects: ProjectListItem[] = [];
  for (let page = 1; ; page++) {
    const found = await call(listProjects, { query: { page, limit: PROJECT_LIST_MAX_LIMIT } }, { signal });
    projects.push(...found);
    if (found.length < PROJECT_LIST_MAX_LIMIT) return projects;
  }
}
