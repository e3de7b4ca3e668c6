/**
 * The timesheet (spec §2 Time tracker): a person's week (ISO, Monday first, in their time zone) as a
 * grid of rows (a task, or a description) by days, and what typing a duration into one of its cells
 * changes (one bulk PATCH). An entry belongs to the local day it starts, even past midnight. Pure.
 */
import type * as z from "@/lib/zod";
import type { bulkEntriesSchema, createEntrySchema } from "@/modules/time-tracker/schemas/time-tracker";
import { entrySeconds, parseDuration } from "./durations";
import { addDays, localDay, weekStart, zonedTimeToUtc, type LocalDay } from "./grouping";
import { MAX_ENTRY_SECONDS, type TimeEntryItem, type TimeEntryTask } from "./types";

export const WEEK_DAYS = 7;
/** Where a new entry of an empty cell starts (local time), unless that collides with another entry. */
export const DEFAULT_START_TIME = "09:00";

export interface TimesheetWeek {
  /** The Monday. */
  start: LocalDay;
  /** Monday to Sunday. */
  days: LocalDay[];
  /** The instants the week spans in the zone: entries that start in [from, to). */
  from: Date;
  to: Date;
}

const midnight = (day: LocalDay, zone: string): Date =>
  zonedTimeToUtc(day, "00:00", zone) ?? new Date(`${day}T00:00:00Z`);

/** The ISO week holding `day` (any day of it), in `zone`. */
export function timesheetWeek(day: LocalDay, zone: string): TimesheetWeek {
  const start = weekStart(day);
  return {
    start,
    days: Array.from({ length: WEEK_DAYS }, (_, index) => addDays(start, index)),
    from: midnight(start, zone),
    to: midnight(addDays(start, WEEK_DAYS), zone),
  };
}

/** What a new entry of a row copies: its latest entry's description, task, billable flag and tags. */
export interface RowTemplate {
  description: string;
  task: { taskManagementId: string; taskManagementTaskId: string } | null;
  isBillable: boolean;
  tags: string[];
}

export interface TimesheetCell {
  day: LocalDay;
  /** The row's entries that start this day, oldest start first. */
  entries: TimeEntryItem[];
  seconds: number;
  /** One of its entries is running (its time grows; the cell is not edited). */
  running: boolean;
}

export interface TimesheetRow {
  /** Stable across weeks and reloads: `task:<module>:<task>` or `description:<text>`. */
  key: string;
  /** The task the row tracks (labelled by its key and title), or null for a description's row. */
  task: TimeEntryTask | null;
  description: string;
  /** Monday to Sunday. */
  cells: TimesheetCell[];
  total: number;
  template: RowTemplate;
}

export interface Timesheet {
  week: TimesheetWeek;
  rows: TimesheetRow[];
  /** Monday to Sunday. */
  dayTotals: number[];
  total: number;
}

export const taskRowKey = (task: { taskManagementId: string; taskManagementTaskId: string }): string =>
  `task:${task.taskManagementId}:${task.taskManagementTaskId}`;
export const descriptionRowKey = (description: string): string => `description:${description}`;

const rowKeyOf = (entry: TimeEntryItem): string =>
  entry.task ? taskRowKey(entry.task) : descriptionRowKey(entry.description);

const byStart = (a: TimeEntryItem, b: TimeEntryItem) =>
  Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id);

const rowLabel = (row: TimesheetRow): string =>
  row.task ? `${row.task.taskKey} ${row.task.title ?? ""}` : row.description;

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

function templateOf(entry: TimeEntryItem): RowTemplate {
  return {
    description: entry.description,
    task: entry.task && {
      taskManagementId: entry.task.taskManagementId,
      taskManagementTaskId: entry.task.taskManagementTaskId,
    },
    isBillable: entry.isBillable,
    tags: [...entry.tags],
  };
}

function emptyRow(week: TimesheetWeek, key: string, template: RowTemplate): TimesheetRow {
  return {
    key,
    task: null,
    description: template.description,
    cells: week.days.map((day) => ({ day, entries: [], seconds: 0, running: false })),
    total: 0,
    template,
  };
}

/**
 * The week's grid of `entries` (those that start outside the week are left out): task rows, then
 * description rows, each by label; then `drafts` (descriptions of rows added by hand, in the order
 * added, which keep their place once their first entry exists so the row does not jump). Running
 * entries count up to `now` (ms).
 */
export function buildTimesheet(
  entries: readonly TimeEntryItem[],
  week: TimesheetWeek,
  zone: string,
  now: number,
  drafts: readonly string[] = [],
): Timesheet {
  const rows = new Map<string, TimesheetRow>();
  for (const entry of [...entries].sort(byStart)) {
    const index = week.days.indexOf(localDay(entry.start, zone));
    if (index < 0) continue;
    const key = rowKeyOf(entry);
    let row = rows.get(key);
    if (!row) {
      row = { ...emptyRow(week, key, templateOf(entry)), task: entry.task, description: entry.description };
      rows.set(key, row);
    }
    // Sorted by start: the last one seen is the row's latest.
    row.template = templateOf(entry);
    if (entry.task) row.task = entry.task;
    const cell = row.cells[index]!;
    const seconds = entrySeconds(entry, now);
    cell.entries.push(entry);
    cell.seconds += seconds;
    cell.running ||= entry.end === null;
    row.total += seconds;
  }

  const draftKeys = drafts.map(descriptionRowKey);
  const sorted = [...rows.values()]
    .filter((row) => !draftKeys.includes(row.key))
    .sort((a, b) => Number(!a.task) - Number(!b.task) || collator.compare(rowLabel(a), rowLabel(b)));
  const added = [...new Set(drafts)].map(
    (description) =>
      rows.get(descriptionRowKey(description)) ??
      emptyRow(week, descriptionRowKey(description), {
        description,
        task: null,
        isBillable: false,
        tags: [],
      }),
  );
  const all = [...sorted, ...added];
  const dayTotals = week.days.map((_, index) => all.reduce((sum, row) => sum + row.cells[index]!.seconds, 0));
  return { week, rows: all, dayTotals, total: dayTotals.reduce((sum, seconds) => sum + seconds, 0) };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A cell's or total's time as people type it: `H:mm`, with `:ss` only when there are seconds. */
export function formatSheetDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${pad(minutes)}${rest > 0 ? `:${pad(rest)}` : ""}`;
}

/** What the cell input shows: nothing for an empty cell. */
export const cellText = (seconds: number): string => (seconds > 0 ? formatSheetDuration(seconds) : "");

export type BulkChanges = z.input<typeof bulkEntriesSchema>;
type NewEntry = z.input<typeof createEntrySchema>;

/**
 * Why a typed value is refused: it does not read as a duration; it is over the 24 hours an entry
 * may last (`timeTracker.entryTooLong`); or the cell holds a running timer (stop it first).
 */
export type CellEditError = "invalidDuration" | "tooLong" | "running";

export type CellEdit =
  { kind: "unchanged" } | { kind: "changes"; changes: BulkChanges } | { kind: "error"; error: CellEditError };

/** The seconds a typed cell value means (empty or 0 clears), or why it is refused. */
export function parseCellValue(text: string): { seconds: number } | { error: CellEditError } {
  if (text.trim() === "") return { seconds: 0 };
  const seconds = parseDuration(text);
  if (seconds === null) return { error: "invalidDuration" };
  if (seconds > MAX_ENTRY_SECONDS) return { error: "tooLong" };
  return { seconds };
}

const endOf = (entry: TimeEntryItem, now: number): number =>
  entry.end === null ? now : Date.parse(entry.end);

/**
 * Where a new entry of `seconds` on `day` starts: 09:00 local, or else right after the first entry
 * (of any row) whose end leaves room until the next one, as long as that is still `day`; when the
 * day has no room, 09:00 anyway (entries may overlap).
 */
export function newEntryStart(
  day: LocalDay,
  seconds: number,
  entries: readonly TimeEntryItem[],
  zone: string,
  now: number,
): Date {
  const nine = zonedTimeToUtc(day, DEFAULT_START_TIME, zone) ?? midnight(day, zone);
  const spans = entries.map((entry) => [Date.parse(entry.start), endOf(entry, now)] as const);
  const free = (start: number) => spans.every(([from, to]) => to <= start || from >= start + seconds * 1000);
  const candidates = [nine.getTime(), ...spans.map(([, to]) => to).filter((to) => to > nine.getTime())].sort(
    (a, b) => a - b,
  );
  const start = candidates.find((candidate) => localDay(candidate, zone) === day && free(candidate));
  return new Date(start ?? nine.getTime());
}

/**
 * The bulk changes that make `row`'s cell of `day` total the typed `text`: an empty cell gets one
 * finished entry with the row's template (see `newEntryStart`; `entries` are the week's, to avoid);
 * otherwise the cell's entries are kept oldest first up to the value, the one that reaches it
 * ends there, and those after it are deleted; empty or 0 deletes them all.
 */
export function planCellEdit(input: {
  row: TimesheetRow;
  day: LocalDay;
  text: string;
  entries: readonly TimeEntryItem[];
  zone: string;
  now: number;
}): CellEdit {
  const { row, day, zone, now } = input;
  const cell = row.cells.find((candidate) => candidate.day === day);
  if (!cell) return { kind: "unchanged" };
  const parsed = parseCellValue(input.text);
  if ("error" in parsed) return { kind: "error", error: parsed.error };
  const target = parsed.seconds;
  if (target === cell.seconds) return { kind: "unchanged" };
  if (cell.running) return { kind: "error", error: "running" };

  if (cell.entries.length === 0) {
    const start = newEntryStart(day, target, input.entries, zone, now);
    const entry: NewEntry = {
      ...row.template,
      tags: [...row.template.tags],
      start: start.toISOString(),
      end: new Date(start.getTime() + target * 1000).toISOString(),
    };
    return { kind: "changes", changes: { create: [entry] } };
  }

  const update: { id: string; end: string }[] = [];
  const remove: string[] = [];
  let kept = 0;
  for (const entry of cell.entries) {
    const seconds = entrySeconds(entry, now);
    if (kept >= target) {
      remove.push(entry.id);
      continue;
    }
    const last = entry === cell.entries.at(-1);
    // The entry that reaches the value ends there; the cell's last one also grows to it.
    if (kept + seconds > target || last) {
      const wanted = target - kept;
      if (wanted !== seconds)
        update.push({ id: entry.id, end: new Date(Date.parse(entry.start) + wanted * 1000).toISOString() });
      kept = target;
    } else kept += seconds;
  }
  const changes: BulkChanges = {};
  if (update.length > 0) changes.update = update;
  if (remove.length > 0) changes.delete = remove;
  return update.length + remove.length > 0 ? { kind: "changes", changes } : { kind: "unchanged" };
}

/** Moves `week` by whole weeks. */
export const shiftWeek = (start: LocalDay, weeks: number): LocalDay => addDays(start, weeks * WEEK_DAYS);

/**
 * The week's entries after changes (this tab's answers or live events): changed ones that start in
 * the week are added or replaced, others and deleted ones leave. Applying twice changes nothing.
 */
export function applyWeekChanges(
  entries: readonly TimeEntryItem[],
  changes: { changed: readonly TimeEntryItem[]; deleted: readonly string[] },
  week: TimesheetWeek,
  moduleId: string,
): TimeEntryItem[] {
  const gone = new Set([...changes.deleted, ...changes.changed.map((entry) => entry.id)]);
  const inWeek = (entry: TimeEntryItem) => {
    const start = Date.parse(entry.start);
    return entry.moduleId === moduleId && start >= week.from.getTime() && start < week.to.getTime();
  };
  return [...entries.filter((entry) => !gone.has(entry.id)), ...changes.changed.filter(inWeek)];
}
