/**
 * The time tracker's contract (spec/work-management.md §2 Time tracker, §3 time entry and tag, §7
 * Time tracker), shared by the API (modules/time-tracker/server), the client and the tests, as the
 * schemas of the answers (modules/time-tracker/contracts.ts); each type is its schema's output.
 * Dates are ISO strings.
 */
import * as z from "@/lib/zod";
import { isoDate, pageSchema } from "@/lib/contracts/endpoint";

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

export const timeTagItemSchema = z.object({
  id: z.string(),
  title: z.string(),
});
export type TimeTagItem = z.output<typeof timeTagItemSchema>;

/** The task an entry was tracked on. */
export const timeEntryTaskSchema = z.object({
  taskManagementId: z.string(),
  taskManagementTaskId: z.string(),
  taskKey: z.string(),
  /** The task's title now (null when the task was deleted or is not readable). */
  title: z.nullable(z.string()),
});
export type TimeEntryTask = z.output<typeof timeEntryTaskSchema>;

export const TIME_ENTRY_STATES = ["Running", "Stopped"] as const;

export const timeEntryItemSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  description: z.string(),
  /** ISO instants (UTC). `end` null: running. */
  start: isoDate,
  end: z.nullable(isoDate),
  isBillable: z.boolean(),
  /** Tag ids of the entry's module. */
  tags: z.array(z.string()),
  task: z.nullable(timeEntryTaskSchema),
  state: z.enum(TIME_ENTRY_STATES),
});
export type TimeEntryItem = z.output<typeof timeEntryItemSchema>;

/** The caller's running entry, wherever it runs (with its module, to say where and to stop it). */
export const runningEntrySchema = z.object({
  entry: timeEntryItemSchema,
  module: z.object({ id: z.string(), name: z.string() }),
});
export type RunningEntry = z.output<typeof runningEntrySchema>;

/** GET /time-tracker/{id}/entry: a page of the caller's entries and the totals of the days it touches. */
export const entryPageSchema = z.extend(pageSchema(timeEntryItemSchema), {
  /**
   * Seconds tracked per local day (`YYYY-MM-DD` in the request's time zone) for every day that has
   * an entry on this page — the whole day, including entries on other pages (running ones count up
   * to now). Week totals are the sum of their days.
   */
  dayTotals: z.record(z.string(), z.number()),
});
export type EntryPage = z.output<typeof entryPageSchema>;

/** GET /time-tracker/{id}: the module, what the caller may do, its tags and the caller's running entry. */
export const timeTrackerInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  project: z.nullable(z.object({ id: z.string(), name: z.string() })),
  access: z.object({
    add: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
    manageMembers: z.boolean(),
  }),
  tags: z.array(timeTagItemSchema),
  running: z.nullable(runningEntrySchema),
});
export type TimeTrackerInfo = z.output<typeof timeTrackerInfoSchema>;

/** The timer tab's first entries as the server read them with the page, in the zone they count days in. */
export interface TimeTrackerFirstEntries {
  zone: string;
  page: EntryPage;
}

/** The timesheet tab's week as the server read it with the page (its instants as ISO strings). */
export interface TimesheetFirstWeek {
  zone: string;
  from: string;
  to: string;
  /** Every entry of the caller's that starts in [from, to), newest first. */
  entries: TimeEntryItem[];
}

/** What the module page renders with (getTimeTrackerPage). */
export interface TimeTrackerPage {
  info: TimeTrackerInfo;
  /** The user's saved time zone (null = automatic: the browser's). */
  savedZone: string | null;
  /** The zone the browser told on an earlier visit (the `tz` cookie); null without one. */
  toldZone: string | null;
  /**
   * The first entries in the saved zone, else the told one; null without either (the browser reads
   * them in its own).
   */
  entries: TimeTrackerFirstEntries | null;
  /** The timesheet's current week in that zone, when the page opens on the timesheet tab; else null. */
  timesheet: TimesheetFirstWeek | null;
  /** The instant (ms) the page was rendered for: "now" until the browser's clock takes over. */
  renderedAt: number;
}

/** The 409 of a start while another timer runs: the standard error body plus the running entry. */
export interface TimerRunningError {
  statusCode: 409;
  message: string;
  error: string;
  running: RunningEntry;
}

/** Bulk PATCH /time-tracker/{id}/entry answer: what was created and updated, and the deleted ids. */
export const bulkResultSchema = z.object({
  created: z.array(timeEntryItemSchema),
  updated: z.array(timeEntryItemSchema),
  deleted: z.array(z.string()),
});
export type BulkResult = z.output<typeof bulkResultSchema>;

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
  /**
   * Those of `changed` whose running timer this change stopped (they got their end); absent when
   * none. Workflow automation's time.entryStopped reads it; the tabs need not.
   */
  stopped?: string[];
}

/**
 * GET /task-management/{id}/tasks/{taskId}/timer: the task's time in the time tracker integrated with
 * its board (spec §4 task timer). POST …/timer {isBillable, description?, tags?} starts the caller's
 * timer on it (201 TimeEntryItem; 409 TimerRunningError while another runs); PATCH
 * …/timer/{entryId} {end} stops it (TimeEntryItem).
 */
export const taskTimeSchema = z.object({
  /** The time tracker integrated with the task's board; null: none yet (say how to add one). */
  timeTracker: z.nullable(z.object({ id: z.string(), name: z.string(), canTrack: z.boolean() })),
  /** Everyone's time on the task in that tracker, running timers up to now. */
  trackedSeconds: z.number(),
  /** The caller's running timer on this task, if any. */
  running: z.nullable(timeEntryItemSchema),
});
export type TaskTime = z.output<typeof taskTimeSchema>;

/** The longest search the task picker sends (GET /time-tracker/{id}/task?search). */
export const TRACKER_TASK_SEARCH_MAX = 200;
/** Tasks per page of the time tracker's task picker (GET /time-tracker/{id}/task), and the most asked. */
export const TRACKER_TASK_PAGE_SIZE = 20;
export const TRACKER_TASK_PAGE_MAX = 50;

/** A task's status, from its column: the first is todo, the last done, the others work-in-progress. */
export const TRACKER_TASK_STATUSES = ["todo", "work-in-progress", "done"] as const;

/** A task the caller may track time on from the time tracker: an option of the timer bar's picker. */
export const trackerTaskItemSchema = z.object({
  taskManagementId: z.string(),
  taskManagementTaskId: z.string(),
  taskKey: z.string(),
  title: z.string(),
  /** The task module's name in the caller's language. */
  moduleName: z.string(),
  /** From the task's column: the first is todo, the last done, the others work-in-progress. */
  status: z.enum(TRACKER_TASK_STATUSES),
  columnName: z.string(),
});
export type TrackerTaskItem = z.output<typeof trackerTaskItemSchema>;

/**
 * GET /time-tracker/{id}/task?search&limit&cursor: tasks of the task modules integrated with the
 * time tracker that the caller may read, open ones first, newest first within each; keyset pages.
 */
export const trackerTaskPageSchema = z.extend(pageSchema(trackerTaskItemSchema), {
  /** The integrated task modules the caller may read; empty: none (the picker says how to add one). */
  taskModules: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TrackerTaskPage = z.output<typeof trackerTaskPageSchema>;
