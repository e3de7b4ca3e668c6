/**
 * What the goals API returns and the goals pages read (issue 14). The contract between
 * lib/server/goals/ (services), app/api/v1/goals/ (REST) and components/goals/ (UI). No server imports.
 *
 * Visibility: a goal is seen by its owner, its members and the workspace's owners and admins; other
 * members (not guests) also see it under Team goals unless it follows a project or a task they may
 * not see (a private project's work stays private). Editing (title, status, owner, members, links,
 * progress settings, progress) needs a writing role (member or above) and to be the owner, a member
 * of the goal or a workspace admin; deleting needs the owner or an admin.
 */
import type { TaskStatus } from "@/modules/task-management/shared/constants";
import type { GoalDecimals, GoalMeasurement, GoalReminder, GoalSource, GoalStatus } from "./types";

/** The dashboard's tabs (`?active=`) and filter. */
export const GOAL_TABS = ["my-goals", "team-goals"] as const;
export type GoalTab = (typeof GOAL_TABS)[number];
export const GOAL_FILTERS = ["all", "open", "closed"] as const;
export type GoalFilter = (typeof GOAL_FILTERS)[number];
/** Goals per page of the dashboard's list. */
export const GOAL_PAGE_SIZE = 50;
/** Check-ins a goal page charts and lists (the newest). */
export const GOAL_CHECK_INS_MAX = 200;

export interface GoalPerson {
  id: string;
  name: string;
  image: string | null;
}

/** A goal's time period: calendar days `YYYY-MM-DD`, both included. */
export interface GoalPeriod {
  start: string;
  end: string;
}

/** A goal in a list (the dashboard, sub-goals, the parent). */
export interface GoalSummary {
  id: string;
  title: string;
  status: GoalStatus;
  owner: GoalPerson | null;
  timePeriod: GoalPeriod | null;
  /** 0–1, unrounded; null: no data yet. Shown with lib/goals/progress.ts formatProgress. */
  progress: number | null;
  source: GoalSource;
  measurement: GoalMeasurement;
  decimals: GoalDecimals;
  parentId: string | null;
  subGoalCount: number;
  updatedAt: string;
}

/** GET /api/v1/goals?active=&filter=&q=&cursor= */
export interface GoalPage {
  items: GoalSummary[];
  /** Keyset cursor of the next page; null on the last. */
  nextCursor: string | null;
}

/** A sub-goal with its weight in this goal's weighted average. */
export interface SubGoalSummary extends GoalSummary {
  weight: number;
}

/** A task a Tasks goal follows, as its board shows it. */
export interface GoalTaskRef {
  id: string;
  key: string;
  title: string;
  status: TaskStatus;
  /** The task module, to link to the task (`/task-management/{moduleId}/…`). */
  moduleId: string;
}

/** GET /api/v1/goals/tasks?q=&cursor=: tasks of boards the caller may read, for the Tasks source picker. */
export interface GoalTaskPage {
  items: GoalTaskRef[];
  /** Keyset cursor of the next page; null on the last. */
  nextCursor: string | null;
}
/** Tasks per page of the Tasks source picker. */
export const GOAL_TASK_PAGE_SIZE = 20;

/** The connect dialogs' lists (`GET /api/v1/goals/{goalId}/link-options?kind=&q=`): goals that may become a sub-goal or the parent. */
export const GOAL_LINK_KINDS = ["sub", "parent"] as const;
export type GoalLinkKind = (typeof GOAL_LINK_KINDS)[number];
/** Goals a link-options answer holds at most. */
export const GOAL_LINK_OPTIONS_MAX = 50;

export interface GoalProjectRef {
  id: string;
  name: string;
  /** Done and total tasks of the project's task modules (top-level tasks). */
  done: number;
  total: number;
}

export type GoalCheckInKind = "manual" | "computed" | "settings";

export interface GoalCheckInRow {
  id: string;
  kind: GoalCheckInKind;
  /** Progress after it, 0–1 (null: no data). */
  progress: number | null;
  /** The manual value after it (manual goals). */
  value: number | null;
  note: string | null;
  actor: GoalPerson | null;
  createdAt: string;
}

/** GET /api/v1/goals/{goalId}: everything the goal page shows. */
export interface GoalDetail extends GoalSummary {
  description: string | null;
  members: GoalPerson[];
  parent: GoalSummary | null;
  subGoals: SubGoalSummary[];
  /** Progress settings (the progress-settings dialog). */
  reminder: GoalReminder;
  weighted: boolean;
  startingValue: number;
  targetValue: number;
  currentValue: number;
  /** Projects source: the followed projects the viewer may see. */
  projects: GoalProjectRef[];
  /** Tasks source: the followed tasks the viewer may see. */
  tasks: GoalTaskRef[];
  /** Oldest first, at most GOAL_CHECK_INS_MAX (the newest). */
  checkIns: GoalCheckInRow[];
  nextReminderAt: string | null;
  createdAt: string;
  rights: { edit: boolean; delete: boolean };
}

/** The dashboard's counts for its tabs and filter (GET /api/v1/goals/counts?active=). */
export interface GoalCounts {
  all: number;
  open: number;
  closed: number;
}

/**
 * The socket event of the workspace room (`workspace:{id}`) when goals' progress or fields changed:
 * only ids, so each client refetches what it may see through the API.
 */
export const GOALS_CHANGED_EVENT = "goals:changed";
export interface GoalsChangedPayload {
  goalIds: string[];
}
