// Task vocabularies of spec/work-management.md §3 and §9, shared by schemas, services and the UI.

export const PRIORITIES = ["lowest", "low", "medium", "high", "highest"] as const;
export type Priority = (typeof PRIORITIES)[number];

/** The five form issue types of §9 plus 'subtask', which is only set for tasks with a parent. */
export const ISSUE_TYPES = ["feature", "bug", "epic", "story", "subtask", "task"] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export { TASK_STATUSES, type TaskStatus } from "@/lib/tasks/status";

export const TASK_TITLE_MAX = 500;
