// The create-task form (spec/work-management.md §4 defaults, §5 title rule, §7 body).
import { escapeHtml, stripHtmlTags } from "@/lib/html-text";
import * as z from "@/lib/zod";
import { taskTitleSchema, type CreateTaskInput } from "@/modules/task-management/schemas/tasks";
import type { IssueType, Priority } from "@/modules/task-management/shared/constants";
import { addedItems, type DraftItem } from "./draft-items";
import type { TaskRepeat } from "@/modules/task-management/shared/repeat";

export type SubtaskDraft = DraftItem & { assignees: string[]; priority: Priority };
export type ChecklistDraft = DraftItem & { isCompleted: boolean };

export interface CreateTaskValues {
  title: string;
  /** Editor HTML; "" when the editor holds nothing. */
  description: string;
  issueType: IssueType;
  priority: Priority;
  columnId: string;
  assignees: string[];
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
  /** The repeat (a top-level task with a due date), or null. */
  repeat: TaskRepeat | null;
  labels: string[];
  subtasks: SubtaskDraft[];
  checkList: ChecklistDraft[];
}

/** What the form validates itself; the other fields come from pickers that only offer valid values. */
export const createTaskFormSchema = z.object({ title: taskTitleSchema });

/** The issue types a form offers: the five of §9, plus subtask only for a task with a parent. */
export const FORM_ISSUE_TYPES: readonly IssueType[] = ["task", "bug", "feature", "story", "epic"];

/** §4 defaults: task (subtask under a parent), low, the given column if it exists else the first. */
export function defaultCreateValues(input: {
  parentId?: string;
  columnId?: string;
  columnIds: readonly string[];
}): CreateTaskValues {
  const columnId =
    input.columnId && input.columnIds.includes(input.columnId) ? input.columnId : (input.columnIds[0] ?? "");
  return {
    title: "",
    description: "",
    issueType: input.parentId ? "subtask" : "task",
    priority: "low",
    columnId,
    assignees: [],
    dueDate: null,
    repeat: null,
    labels: [],
    subtasks: [],
    checkList: [],
  };
}

/** What an Ask AI draft prefills (the create route's search, validated by the page). */
export interface CreatePrefill {
  title: string;
  description?: string;
  priority?: Priority;
  issueType?: IssueType;
  dueDate?: string;
  labels?: string[];
}

/** The defaults with a draft's fields; its plain-text description becomes paragraphs. */
export function withPrefill(values: CreateTaskValues, prefill?: CreatePrefill): CreateTaskValues {
  if (!prefill) return values;
  return {
    ...values,
    title: prefill.title,
    description: prefill.description
      ? prefill.description
          .split(/\n+/)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join("")
      : values.description,
    priority: prefill.priority ?? values.priority,
    issueType: prefill.issueType ?? values.issueType,
    dueDate: prefill.dueDate ?? values.dueDate,
    labels: prefill.labels ?? values.labels,
  };
}

/** Rich text with no visible text and no embedded media counts as no description. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|video|iframe|hr)\b/i.test(html)) return false;
  return stripHtmlTags(html).trim() === "";
}

/**
 * POST body: the form values with added rows only; subtasks only for a top-level task (§4), each
 * with its title, assignees and priority (the server sets issueType subtask).
 */
export function createTaskBody(values: CreateTaskValues, parentId?: string): CreateTaskInput {
  return {
    title: values.title.trim(),
    description: isBlankHtml(values.description) ? null : values.description,
    issueType: parentId ? "subtask" : values.issueType,
    priority: values.priority,
    columnId: values.columnId || undefined,
    assignees: values.assignees,
    dueDate: values.dueDate,
    // A repeat runs from the due date: without one (cleared after choosing a repeat) there is none.
    repeat: parentId || !values.dueDate ? undefined : (values.repeat ?? undefined),
    labels: values.labels,
    parent: parentId ?? null,
    checkList: addedItems(values.checkList).map(({ title, isCompleted }) => ({ title, isCompleted })),
    subtasks: parentId
      ? []
      : addedItems(values.subtasks).map(({ title, assignees, priority }) => ({ title, assignees, priority })),
  };
}

/** The form differs from its defaults (the leave guard asks before dropping it). */
export function isCreateFormDirty(initial: CreateTaskValues, values: CreateTaskValues): boolean {
  if (values.title.trim() !== initial.title) return true;
  if (!isBlankHtml(values.description)) return true;
  if (values.subtasks.some((item) => item.isAdded || item.title.trim())) return true;
  if (values.checkList.some((item) => item.isAdded || item.title.trim())) return true;
  return (
    values.issueType !== initial.issueType ||
    values.priority !== initial.priority ||
    values.columnId !== initial.columnId ||
    values.assignees.length > 0 ||
    values.dueDate !== null ||
    values.repeat !== null ||
    values.labels.length > 0
  );
}
