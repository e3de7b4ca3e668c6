/**
 * When a task started and finished, from its activity (issue 14, reporting on the team's real work).
 * A column's status comes from its rank on the board, as on the board itself: the first column is
 * todo, the last is done, the ones between are work in progress. Ranks are the board's current
 * order. Pure.
 */
import type { TaskStatus } from "@/lib/tasks/status";

/** An instant: a Date, an ISO string or milliseconds since the epoch. */
export type Instant = Date | string | number;

/** Milliseconds of an instant (NaN when it cannot be read). */
export function instantMs(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  return typeof instant === "string" ? Date.parse(instant) : instant;
}

/**
 * The status of the column at `rank` (1-based) on a board of `count` columns: 1 is todo, `count`
 * is done, between is work in progress (the same rule as statusOf in lib/tasks/status.ts;
 * a one-column board has no done column).
 */
export function columnStatus(rank: number, count: number): TaskStatus {
  if (rank <= 1) return "todo";
  return rank >= count ? "done" : "work-in-progress";
}

/** A task entering a column of some status: its creation in its first column, or a move. */
export interface StatusEntry {
  at: Instant;
  status: TaskStatus;
}

/** Activity rows that name the destination column by rank, as status entries. */
export function entriesFromRanks(
  moves: readonly { at: Instant; rank: number }[],
  columnCount: number,
): StatusEntry[] {
  return moves.map((move) => ({ at: move.at, status: columnStatus(move.rank, columnCount) }));
}

/** When a task started and finished, in ms; null where it did not. */
export interface TaskTiming {
  /** Its first entry into a work-in-progress column. */
  startedAt: number | null;
  /** When it entered done for the last time, if it is done now (no move out of done since). */
  doneAt: number | null;
  /** doneAt − startedAt; null unless both are known. */
  cycleTimeMs: number | null;
}

/**
 * A task's timing from its entries, in any order (sorted here by time; equal instants keep their
 * order; unreadable instants are skipped). Rules:
 * - the clock starts at the FIRST entry into work in progress, even when the task went back to todo
 *   later;
 * - it stops when the task entered done for the last time, if nothing moved it out since: a task
 *   reopened and done again is measured to its final done; entries into done while already done do
 *   not restart it;
 * - a task that is not done now has no doneAt, and no cycle time;
 * - a task that reached done without ever being in progress (todo → done) has a doneAt (it counts in
 *   throughput) but no cycle time: it was never seen being worked on, and a 0 would drag the median.
 */
export function taskTiming(entries: readonly StatusEntry[]): TaskTiming {
  const timed = entries
    .map((entry) => ({ ms: instantMs(entry.at), status: entry.status }))
    .filter((entry) => Number.isFinite(entry.ms))
    .sort((a, b) => a.ms - b.ms);
  const startedAt = timed.find((entry) => entry.status === "work-in-progress")?.ms ?? null;
  let doneIndex = timed.length;
  while (doneIndex > 0 && timed[doneIndex - 1]?.status === "done") doneIndex -= 1;
  const doneAt = doneIndex < timed.length ? (timed[doneIndex]?.ms ?? null) : null;
  const cycleTimeMs = startedAt !== null && doneAt !== null ? doneAt - startedAt : null;
  return { startedAt, doneAt, cycleTimeMs };
}

/** A task's cycle time in ms (see taskTiming), or null when it has none. */
export function cycleTime(entries: readonly StatusEntry[]): number | null {
  return taskTiming(entries).cycleTimeMs;
}
