"use client";

// Typed calls of the goals API (/api/v1/goals, issue 14; the shapes of lib/goals/api.ts) and of the
// pickers the goal dialogs use (the workspace's people and projects).
import { api } from "@/lib/client/api";
import type * as z from "@/lib/zod";
import type {
  GoalCounts,
  GoalDetail,
  GoalFilter,
  GoalPage,
  GoalPeriod,
  GoalSummary,
  GoalTab,
  GoalTaskRef,
} from "@/lib/goals/api";
import type { GoalStatus } from "@/lib/goals/types";
import type { ProjectListItem } from "@/lib/projects/types";
import type { progressSettingsSchema } from "@/lib/schemas/goals";
import { PROJECT_LIST_MAX_LIMIT } from "@/lib/schemas/project";
import type { PickerUser } from "@/lib/users/types";

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

export type GoalLinkKind = "sub" | "parent";

export interface GoalTaskPage {
  items: GoalTaskRef[];
  nextCursor: string | null;
}

const goal = (goalId: string) => `/goals/${encodeURIComponent(goalId)}`;

function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const goalApi = {
  /** A page of the tab's goals under the filter and search, newest change first. */
  list: (params: GoalListQuery, signal?: AbortSignal) =>
    api<GoalPage>(
      `/goals${query({ active: params.active, filter: params.filter, q: params.q?.trim(), cursor: params.cursor })}`,
      { signal },
    ),
  /** How many goals the tab holds, and how many are open or closed. */
  counts: (active: GoalTab, signal?: AbortSignal) =>
    api<GoalCounts>(`/goals/counts${query({ active })}`, { signal }),
  create: (body: CreateGoalBody) => api<GoalDetail>("/goals", { body }),
  get: (goalId: string, signal?: AbortSignal) => api<GoalDetail>(goal(goalId), { signal }),
  update: (goalId: string, body: UpdateGoalBody) => api<GoalDetail>(goal(goalId), { method: "PATCH", body }),
  remove: (goalId: string) => api<unknown>(goal(goalId), { method: "DELETE" }),
  saveProgressSettings: (goalId: string, body: ProgressSettingsBody) =>
    api<GoalDetail>(`${goal(goalId)}/progress-settings`, { method: "PUT", body }),
  /** A check-in: a manual goal's new value (with a note), or a note on a computed goal. */
  checkIn: (goalId: string, body: { value?: number; note?: string }) =>
    api<GoalDetail>(`${goal(goalId)}/progress`, { body }),
  // The link and member calls answer with what the server chooses; the page reloads the goal after them.
  addMembers: (goalId: string, userIds: string[]) =>
    api<unknown>(`${goal(goalId)}/members`, { body: { userIds } }),
  removeMember: (goalId: string, userId: string) =>
    api<unknown>(`${goal(goalId)}/members/${encodeURIComponent(userId)}`, { method: "DELETE" }),
  connectSubGoal: (goalId: string, subGoalId: string, weight?: number) =>
    api<unknown>(`${goal(goalId)}/sub-goals`, {
      body: weight === undefined ? { goalId: subGoalId } : { goalId: subGoalId, weight },
    }),
  disconnectSubGoal: (goalId: string, subGoalId: string) =>
    api<unknown>(`${goal(goalId)}/sub-goals/${encodeURIComponent(subGoalId)}`, { method: "DELETE" }),
  /** Moves the goal under `parentId`; null makes it a top-level goal. */
  setParent: (goalId: string, parentId: string | null) =>
    api<unknown>(`${goal(goalId)}/parent`, { method: "PUT", body: { parentId } }),
  /** The goals that may become this goal's sub-goals or parent (no loops), by title. */
  linkOptions: (goalId: string, kind: GoalLinkKind, q: string, signal?: AbortSignal) =>
    api<GoalSummary[]>(`${goal(goalId)}/link-options${query({ kind, q: q.trim() })}`, { signal }),
  /** Tasks the caller may read, by key or title, for a Tasks goal. */
  tasks: (q: string, cursor: string | null, signal?: AbortSignal) =>
    api<GoalTaskPage>(`/goals/tasks${query({ q: q.trim(), cursor })}`, { signal }),
};

/** The active workspace's people for the owner and invite pickers (GET /users; 403 without User management's View). */
export function searchPeople(search: string, signal?: AbortSignal): Promise<PickerUser[]> {
  return api<PickerUser[]>(`/users${query({ search: search.trim() })}`, { signal });
}

/** Every project the caller sees, page after page of the largest size the API serves. */
export async function listAllProjects(signal?: AbortSignal): Promise<ProjectListItem[]> {
  const projects: ProjectListItem[] = [];
  for (let page = 1; ; page++) {
    const found = await api<ProjectListItem[]>(
      `/workspaces/project${query({ page: String(page), limit: String(PROJECT_LIST_MAX_LIMIT) })}`,
      { signal },
    );
    projects.push(...found);
    if (found.length < PROJECT_LIST_MAX_LIMIT) return projects;
  }
}
