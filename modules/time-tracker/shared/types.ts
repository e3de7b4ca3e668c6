/**
 * The time tracker's contract (spec/work-management.md §2 Time tracker, §3 time entry and tag, §7
 * Time tracker), shared by the API (lib/server/time-tracker), the client and the tests.
 */

export const TIME_TRACKER_TAG = "TimeTracker";

/** The page's `active` tabs; the default is the first. */
export const TIME_TRACKER_TABS = ["timer", "timesheet", "reports"] as const;
export type TimeTrackerTab = (typeof TIME_TRACKER_TABS)[number];

/** Longest entry: 24 hours (a CHECK in the database too). */
export const MAX_ENTRY_SECONDS = 24 * 60 * 60;
/** Entries per page of the timer's list (keyset, newest start first). */
export const ENTRY_PAGE_SIZE = 50;
export const ENTRY_PAGE_MAX = 200;
/** Bulk PATCH: at most this many creates, deletes and updates in all. */
export const BULK_MAX = 200;
export const DESCRIPTION_MAX = 500;
export const TAG_TITLE_MAX = 50;
export const TAGS_PER_ENTRY_MAX = 20;

export interface TimeTagItem {
  id: string;
  title: string;
}

/** The task an entry was tracked on. */
export interface TimeEntryTask {
  taskManagementId: string;
  taskManagementTaskId: string;
  taskKey: string;
  /** The task's title now (null when the task was deleted or is not readable). */
  title: string | null;
}

export interface TimeEntryItem {
  id: string;
  moduleId: string;
  description: string;
  /** ISO instants (UTC). `end` null: running. */
  start: string;
  end: string | null;
  isBillable: boolean;
  /** Tag ids of the entry's module. */
  tags: string[];
  task: TimeEntryTask | null;
  state: "Running" | "Stopped";
}

/** The caller's running entry, wherever it runs (with its module, to say where and to stop it). */
export interface RunningEntry {
  entry: TimeEntryItem;
  module: { id: string; name: string };
}

/** GET /time-tracker/{id}/entry: a page of the caller's entries and the totals of the days it touches. */
export interface EntryPage {
  data: TimeEntryItem[];
  nextCursor: string | null;
  /**
   * Seconds tracked per local day (`YYYY-MM-DD` in the request's time zone) for every day that has
   * an entry on this page — the whole day, including entries on other pages (running ones count up
   * to now). Week totals are the sum of their days.
   */
  dayTotals: Record<string, number>;
}

/** GET /time-tracker/{id}: the module, what the caller may do, its tags and the caller's running entry. */
export interface TimeTrackerInfo {
  id: string;
  name: string;
  project: { id: string; name: string } | null;
  access: { add: boolean; edit: boolean; delete: boolean; manageMembers: boolean };
  tags: TimeTagItem[];
  running: RunningEntry | null;
}

/** The 409 of a start while another timer runs: the standard error body plus the running entry. */
export interface TimerRunningError {
  statusCode: 409;
  message: string;
  error: string;
  running: RunningEntry;
}

/** Bulk PATCH /time-tracker/{id}/entry answer: what was created and updated, and the deleted ids. */
export interface BulkResult {
  created: TimeEntryItem[];
  updated: TimeEntryItem[];
  deleted: string[];
}

/**
 * Live, on the caller's user room (every tab and device of theirs): their entries changed in a
 * module, and what runs now.
 */
export const TIME_ENTRIES_EVENT = "time:entries";
export interface TimeEntriesEvent {
  moduleId: string;
  changed: TimeEntryItem[];
  deleted: string[];
  running: RunningEntry | null;
  /** The tab that made the change (it applied it already). */
  clientId: string | null;
}

/**
 * GET /task-management/{id}/tasks/{taskId}/timer: the task's time in the time tracker integrated with
 * its board (spec §4 task timer). POST …/timer {isBillable, description?, tags?} starts the caller's
 * timer on it (201 TimeEntryItem; 409 TimerRunningError while another runs); PATCH
 * …/timer/{entryId} {end} stops it (TimeEntryItem).
 */
export interface TaskTime {
  /** The time tracker integrated with the task's board; null: none yet (say how to add one). */
  timeTracker: { id: string; name: string; canTrack: boolean } | null;
  /** Everyone's time on the task in that tracker, running timers up to now. */
  trackedSeconds: number;
  /** The caller's running timer on this task, if any. */
  running: TimeEntryItem | null;
}

/** The longest search the task picker sends (GET /time-tracker/{id}/task?search). */
export const TRACKER_TASK_SEARCH_MAX = 200;
/** Tasks per page of the time tracker's task picker (GET /time-tracker/{id}/task), and the most asked. */
export const TRACKER_TASK_PAGE_SIZE = 20;
export const TRACKER_TASK_PAGE_MAX = 50;

/** A task the caller may track time on from the time tracker: an option of the timer bar's picker. */
export interface TrackerTaskItem {
  taskManagementId: string;
  taskManagementTaskId: string;
  taskKey: string;
  title: string;
  /** The task module's name in the caller's language. */
  moduleName: string;
  /** From the task's column: the first is todo, the last done, the others work-in-progress. */
  status: "todo" | "work-in-progress" | "done";
  columnName: string;
}

/**
 * GET /time-tracker/{id}/task?search&limit&cursor: tasks of the task modules integrated with the
 * time tracker that the caller may read, open ones first, newest first within each; keyset pages.
 */
export interface TrackerTaskPage {
  data: TrackerTaskItem[];
  nextCursor: string | null;
  /** The integrated task modules the caller may read; empty: none (the picker says how to add one). */
  taskModules: { id: string; name: string }[];
}
