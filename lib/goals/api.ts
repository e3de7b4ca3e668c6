/**
 * What the goals API returns and the goals pages read (issue 14), as the schemas of the answers
 * (lib/contracts/goals.ts); each type is its schema's output. Shared by lib/server/goals/ (services),
 * app/api/v1/goals/ (REST) and components/goals/ (UI). No server imports; dates are ISO strings.
 *
 * Visibility: a goal is seen by its owner, its members and the workspace's owners and admins; other
 * members (not guests) also see it under Team goals unless it follows a project or a task they may
 * not see (a private project's work stays private). Editing (title, status, owner, members, links,
 * progress settings, progress) needs a writing role (member or above) and to be the owner, a member
 * of the goal or a workspace admin; a new link needs that on both goals. Deleting needs the owner or
 * an admin.
 */
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { TASK_STATUSES } from "@/modules/task-management/shared/constants";
import { GOAL_MEASUREMENTS, GOAL_REMINDERS, GOAL_SOURCES, GOAL_STATUSES } from "./types";

/** The dashboard's tabs (`?active=`) and filter. */
export const GOAL_TABS = ["my-goals", "team-goals"] as const;
export type GoalTab = (typeof GOAL_TABS)[number];
export const GOAL_FILTERS = ["all", "open", "closed"] as const;
export type GoalFilter = (typeof GOAL_FILTERS)[number];
/** The dashboard's view without search params (where /goals goes): the one read with the page. */
export const GOALS_FIRST_VIEW = { active: "my-goals", filter: "all" } as const satisfies {
  active: GoalTab;
  filter: GoalFilter;
};
/** Goals per page of the dashboard's list. */
export const GOAL_PAGE_SIZE = 50;
/** Check-ins a goal page charts and lists (the newest). */
export const GOAL_CHECK_INS_MAX = 200;

export const goalPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
});
export type GoalPerson = z.output<typeof goalPersonSchema>;

/** A goal's time period: calendar days `YYYY-MM-DD`, both included. */
export const goalPeriodSchema = z.object({ start: z.string(), end: z.string() });
export type GoalPeriod = z.output<typeof goalPeriodSchema>;

/** A goal in a list (the dashboard, sub-goals, the parent). */
export const goalSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(GOAL_STATUSES),
  owner: z.nullable(goalPersonSchema),
  timePeriod: z.nullable(goalPeriodSchema),
  /** 0–1, unrounded; null: no data yet. Shown with lib/goals/progress.ts formatProgress. */
  progress: z.nullable(z.number()),
  source: z.enum(GOAL_SOURCES),
  measurement: z.enum(GOAL_MEASUREMENTS),
  decimals: z.literal([0, 1, 2, 3]),
  parentId: z.nullable(z.string()),
  subGoalCount: z.number(),
  updatedAt: isoDate,
});
export type GoalSummary = z.output<typeof goalSummarySchema>;

/** GET /api/v1/goals?active=&filter=&q=&cursor= */
export const goalPageSchema = z.object({
  items: z.array(goalSummarySchema),
  /** Keyset cursor of the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type GoalPage = z.output<typeof goalPageSchema>;

/** A sub-goal with its weight in this goal's weighted average. */
export const subGoalSummarySchema = z.extend(goalSummarySchema, { weight: z.number() });
export type SubGoalSummary = z.output<typeof subGoalSummarySchema>;

/** A task a Tasks goal follows, as its board shows it. */
export const goalTaskRefSchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  /** The task module, to link to the task (`/task-management/{moduleId}/…`). */
  moduleId: z.string(),
});
export type GoalTaskRef = z.output<typeof goalTaskRefSchema>;

/** GET /api/v1/goals/tasks?q=&cursor=: tasks of boards the caller may read, for the Tasks source picker. */
export const goalTaskPageSchema = z.object({
  items: z.array(goalTaskRefSchema),
  /** Keyset cursor of the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type GoalTaskPage = z.output<typeof goalTaskPageSchema>;
/** Tasks per page of the Tasks source picker. */
export const GOAL_TASK_PAGE_SIZE = 20;

/** The connect dialogs' lists (`GET /api/v1/goals/{goalId}/link-options?kind=&q=`): goals that may become a sub-goal or the parent. */
export const GOAL_LINK_KINDS = ["sub", "parent"] as const;
export type GoalLinkKind = (typeof GOAL_LINK_KINDS)[number];
/** Goals a link-options answer holds at most. */
export const GOAL_LINK_OPTIONS_MAX = 50;

export const goalProjectRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Done and total tasks of the project's task modules (top-level tasks). */
  done: z.number(),
  total: z.number(),
});
export type GoalProjectRef = z.output<typeof goalProjectRefSchema>;

export const GOAL_CHECK_IN_KINDS = ["manual", "computed", "settings"] as const;
export type GoalCheckInKind = (typeof GOAL_CHECK_IN_KINDS)[number];

export const goalCheckInRowSchema = z.object({
  id: z.string(),
  kind: z.enum(GOAL_CHECK_IN_KINDS),
  /** Progress after it, 0–1 (null: no data). */
  progress: z.nullable(z.number()),
  /** The manual value after it (manual goals). */
  value: z.nullable(z.number()),
  note: z.nullable(z.string()),
  actor: z.nullable(goalPersonSchema),
  createdAt: isoDate,
});
export type GoalCheckInRow = z.output<typeof goalCheckInRowSchema>;

/** GET /api/v1/goals/{goalId}: everything the goal page shows. */
export const goalDetailSchema = z.extend(goalSummarySchema, {
  description: z.nullable(z.string()),
  members: z.array(goalPersonSchema),
  parent: z.nullable(goalSummarySchema),
  subGoals: z.array(subGoalSummarySchema),
  /** Progress settings (the progress-settings dialog). */
  reminder: z.enum(GOAL_REMINDERS),
  weighted: z.boolean(),
  startingValue: z.number(),
  targetValue: z.number(),
  currentValue: z.number(),
  /** Projects source: the followed projects the viewer may see. */
  projects: z.array(goalProjectRefSchema),
  /** Tasks source: the followed tasks the viewer may see. */
  tasks: z.array(goalTaskRefSchema),
  /** Oldest first, at most GOAL_CHECK_INS_MAX (the newest). */
  checkIns: z.array(goalCheckInRowSchema),
  nextReminderAt: z.nullable(isoDate),
  createdAt: isoDate,
  rights: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type GoalDetail = z.output<typeof goalDetailSchema>;

/** The dashboard's counts for its tabs and filter (GET /api/v1/goals/counts?active=). */
export const goalCountsSchema = z.object({ all: z.number(), open: z.number(), closed: z.number() });
export type GoalCounts = z.output<typeof goalCountsSchema>;

/**
 * The socket event of the workspace room (`workspace:{id}`) when goals' progress or fields changed:
 * only ids, so each client refetches what it may see through the API.
 */
export const GOALS_CHANGED_EVENT = "goals:changed";
export interface GoalsChangedPayload {
  goalIds: string[];
}
