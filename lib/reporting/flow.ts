/**
 * Cumulative flow (issue 14): how many tasks sat in each column at the end of each day, replayed from
 * where each task was created and its moves. Days are calendar days in the viewer's IANA time zone;
 * a day ends at the next local midnight (DST-aware). Pure.
 */
import { addDays, daysBetween, zonedTimeToUtc, type LocalDay } from "@/modules/time-tracker/shared/grouping";
import { instantMs, type Instant } from "./cycle-time";

/** Longest range of days a flow chart replays. */
export const FLOW_MAX_DAYS = 366;

/** A task's history: the column it was created in and its moves, in any order. */
export interface TaskFlowHistory {
  createdAt: Instant;
  /** The column it was created in. */
  columnId: string;
  moves: readonly { at: Instant; toColumnId: string }[];
  /** When it was deleted: from then on it is in no column. */
  deletedAt?: Instant | null;
}

/** The tasks in each column at the end of one day. */
export interface FlowDay {
  day: LocalDay;
  /** Column id → tasks; every column of `columnIds`, 0 included. */
  counts: Record<string, number>;
}

interface Step {
  ms: number;
  /** null: deleted. */
  columnId: string | null;
}

/** A task's steps in time order; equal instants keep creation, then the moves as given, then deletion. */
function stepsOf(task: TaskFlowHistory): Step[] {
  const created = instantMs(task.createdAt);
  if (!Number.isFinite(created)) return [];
  const moves = task.moves
    .map((move) => ({ ms: instantMs(move.at), columnId: move.toColumnId as string | null }))
    .filter((move) => Number.isFinite(move.ms));
  const steps: Step[] = [{ ms: created, columnId: task.columnId }, ...moves];
  const deleted = task.deletedAt === null || task.deletedAt === undefined ? NaN : instantMs(task.deletedAt);
  if (Number.isFinite(deleted)) steps.push({ ms: deleted, columnId: null });
  // A step stamped before the creation (clock skew) happens at the creation, after it (stable sort).
  return steps.map((step) => ({ ...step, ms: Math.max(step.ms, created) })).sort((a, b) => a.ms - b.ms);
}

/**
 * Tasks per column at the end of each day of `range` (local days in `zone`, both included; at most
 * FLOW_MAX_DAYS days, the earliest). A task counts from its creation in the column of its latest
 * step before the day's end; a task not yet created or already deleted counts nowhere. Tasks in a
 * column not among `columnIds` (a deleted column) are left out. A move stamped before the creation
 * (clock skew) applies from the creation on.
 */
export function columnCountsByDay(
  tasks: readonly TaskFlowHistory[],
  columnIds: readonly string[],
  range: { from: LocalDay; to: LocalDay },
  zone: string,
): FlowDay[] {
  const dayCount = Math.min(FLOW_MAX_DAYS, daysBetween(range.from, range.to) + 1);
  if (!(dayCount > 0)) return [];
  const known = new Set(columnIds);
  const histories = tasks.map(stepsOf).filter((steps) => steps.length > 0);
  // Where each task's replay stands; days go forward, so each step is read once.
  const cursor = histories.map(() => 0);
  const column: (string | null)[] = histories.map(() => null);
  const days: FlowDay[] = [];
  for (let offset = 0; offset < dayCount; offset += 1) {
    const day = addDays(range.from, offset);
    const end = zonedTimeToUtc(addDays(day, 1), "00:00", zone)?.getTime() ?? NaN;
    const counts: Record<string, number> = Object.fromEntries(columnIds.map((id) => [id, 0]));
    histories.forEach((steps, index) => {
      let at = cursor[index] ?? 0;
      while (at < steps.length && (steps[at]?.ms ?? Infinity) < end) {
        column[index] = steps[at]?.columnId ?? null;
        at += 1;
      }
      cursor[index] = at;
      // The creation is the first step: until it is read the task is in no column.
      const current = column[index];
      if (current && known.has(current)) counts[current] = (counts[current] ?? 0) + 1;
    });
    days.push({ day, counts });
  }
  return days;
}
