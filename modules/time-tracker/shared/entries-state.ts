/**
 * The entries list's state (the caller's entries of one module, keyset pages) and how pages and
 * changes (this tab's answers, live events) apply to it, idempotently. Pure.
 */
import { adjustTotals, withoutRunning, type LocalDay } from "./grouping";
import type { EntryPage, TimeEntryItem } from "./types";

export interface EntriesState {
  /** Newest start first. */
  entries: TimeEntryItem[];
  /** Seconds of finished entries per local day (the page's totals without running entries). */
  totals: Record<LocalDay, number>;
  nextCursor: string | null;
}

export const EMPTY_ENTRIES: EntriesState = { entries: [], totals: {}, nextCursor: null };

const byStartDesc = (a: TimeEntryItem, b: TimeEntryItem) =>
  Date.parse(b.start) - Date.parse(a.start) || (a.id < b.id ? 1 : -1);

/** A page read at `now` in `zone`: the first (replaces everything) or a next one (appended). */
export function applyPage(
  state: EntriesState,
  page: EntryPage,
  options: { append: boolean; zone: string; now: number },
): EntriesState {
  const totals = withoutRunning(page.dayTotals, page.data, options.zone, options.now);
  if (!options.append)
    return { entries: [...page.data].sort(byStartDesc), totals, nextCursor: page.nextCursor };
  const known = new Set(state.entries.map((entry) => entry.id));
  return {
    entries: [...state.entries, ...page.data.filter((entry) => !known.has(entry.id))].sort(byStartDesc),
    totals: { ...state.totals, ...totals },
    nextCursor: page.nextCursor,
  };
}

/**
 * Entries changed or deleted. `belongs` says whether an entry is shown (the tag filter); one that no
 * longer belongs leaves the list. A new entry older than the loaded pages waits for "Load more".
 */
export function applyChanges(
  state: EntriesState,
  change: { changed: readonly TimeEntryItem[]; deleted: readonly string[] },
  zone: string,
  belongs: (entry: TimeEntryItem) => boolean = () => true,
): EntriesState {
  const entries = new Map(state.entries.map((entry) => [entry.id, entry]));
  let totals = state.totals;
  const remove = (id: string) => {
    const before = entries.get(id);
    if (!before) return;
    totals = adjustTotals(totals, before, null, zone);
    entries.delete(id);
  };
  const oldest = state.entries.at(-1);
  const loaded = (entry: TimeEntryItem) =>
    state.nextCursor === null || !oldest || Date.parse(entry.start) >= Date.parse(oldest.start);

  for (const id of change.deleted) remove(id);
  for (const entry of change.changed) {
    const before = entries.get(entry.id) ?? null;
    if (!belongs(entry)) remove(entry.id);
    else if (before || loaded(entry)) {
      totals = adjustTotals(totals, before, entry, zone);
      entries.set(entry.id, entry);
    }
  }
  return { ...state, entries: [...entries.values()].sort(byStartDesc), totals };
}
