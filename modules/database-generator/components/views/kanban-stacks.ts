// The kanban and gallery views' rules (kanban-view.tsx, gallery-view.tsx), pure: the columns a card
// shows, the stacks of a single select with their counts, what each stack reads, how far "Show more"
// goes, and the moves shown before the server has answered (and still shown over answers read before
// it did), and a drag's data, announcements and keyboard moves.
import type { Announcements, KeyboardCoordinateGetter } from "@dnd-kit/core";
import type { RecordsView } from "@/modules/database-generator/client/api";
import type { Choice } from "@/modules/database-generator/shared/columns";
import type { Condition } from "@/modules/database-generator/shared/filters";
import {
  RECORDS_PAGE_MAX,
  type Column,
  type DbRecordAnswer,
  type Groups,
} from "@/modules/database-generator/shared/types";
import { CARD_COLUMNS_MAX, narrowedFilter } from "@/modules/database-generator/shared/views";

/** Records a kanban stack reads at first, and how many more each "Show more" adds. */
export const STACK_PAGE = 50;
/** Records a gallery reads at first, and how many more each "Load more" adds. */
export const GALLERY_PAGE = 60;
/** The most records a stack or a gallery shows (one read of the API). */
export const VIEW_RECORDS_MAX = RECORDS_PAGE_MAX;
/** How long a move the server took keeps being shown over answers read before it (they are read again). */
export const MOVE_KEEP_MS = 30_000;

/** The columns a card shows besides the record's name: the view's, in its order (not the primary, at most 10). */
export function cardColumnsOf(columns: readonly Column[], ids: readonly string[]): Column[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const out: Column[] = [];
  for (const id of new Set(ids)) {
    const column = byId.get(id);
    if (column && !column.primary) out.push(column);
  }
  return out.slice(0, CARD_COLUMNS_MAX);
}

/** A stack's key: its choice's id, or null for the records whose cell is empty ("No value"). */
export type StackKey = string | null;

export interface KanbanStack {
  key: StackKey;
  /** The choice it holds (null: "No value"). */
  choice: Choice | null;
  /** How many records of the view it holds (null before the groups have been read). */
  count: number | null;
}

/**
 * The stacks of a kanban by a single select: one per choice in the choices' order, then "No value",
 * each with its count from the view's groups by the column (a choice no record holds: 0).
 */
export function kanbanStacks(
  column: Pick<Column, "options">,
  groups: Groups["groups"] | undefined,
): KanbanStack[] {
  const counts = new Map<StackKey, number>();
  for (const group of groups ?? []) {
    const key = group.value === null ? null : typeof group.value === "string" ? group.value : undefined;
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + group.count);
  }
  const countOf = (key: StackKey) => (groups ? (counts.get(key) ?? 0) : null);
  return [
    ...(column.options.choices ?? []).map((choice) => ({
      key: choice.id,
      choice,
      count: countOf(choice.id),
    })),
    { key: null, choice: null, count: countOf(null) },
  ];
}

/** The condition a stack adds to the view's filter: the column is its choice, or empty. */
export const stackCondition = (columnId: string, key: StackKey): Condition =>
  key === null ? { columnId, operator: "isEmpty" } : { columnId, operator: "is", value: key };

/** What a stack reads: the view's sorts and search, its filter narrowed to the stack. */
export const stackRecordsView = (view: RecordsView, columnId: string, key: StackKey): RecordsView => ({
  ...view,
  filter: narrowedFilter(view.filter, stackCondition(columnId, key)),
});

/** The limit after "Show more" / "Load more", or null when the count says all are shown or the cap is met. */
export function nextLimit(limit: number, step: number, count: number | null): number | null {
  if (count === null || count <= limit || limit >= VIEW_RECORDS_MAX) return null;
  return Math.min(VIEW_RECORDS_MAX, limit + step);
}

/** Each stack's limit after its "Show more"s (by the stack's key, "" for No value), for one view of the records. */
export interface StackLimits {
  key: string;
  map: Readonly<Record<string, number>>;
}

/** A stack's limit: its own in the view `viewKey`, else the first page (another view forgets them). */
export const limitIn = (limits: StackLimits, viewKey: string, stack: StackKey): number =>
  (limits.key === viewKey ? limits.map[stack ?? ""] : undefined) ?? STACK_PAGE;

/** The limits with a stack's changed, for the view `viewKey`. */
export const withLimit = (
  limits: StackLimits,
  viewKey: string,
  stack: StackKey,
  limit: number,
): StackLimits => ({
  key: viewKey,
  map: { ...(limits.key === viewKey ? limits.map : {}), [stack ?? ""]: limit },
});

/** A record with its stack cell set to a stack's choice (or emptied). */
export function withStack(record: DbRecordAnswer, columnId: string, key: StackKey): DbRecordAnswer {
  const cells = { ...record.cells };
  if (key === null) delete cells[columnId];
  else cells[columnId] = key;
  return { ...record, cells };
}

/** A card moved to another stack, shown there before (and until shortly after) the server takes it. */
export interface KanbanMove {
  id: number;
  /** The record as it was shown when moved. */
  record: DbRecordAnswer;
  /** The stack the server's counts had it in when moved. */
  from: StackKey;
  to: StackKey;
  /** When the server took it (ms since the epoch); null while it has not answered. */
  settledAt: number | null;
}

/**
 * Whether a move still applies to an answer read at `updatedAt` (0: none yet): until the server took
 * it, and to answers read before then (a read started after it, as the invalidation's, includes it).
 */
export const movePending = (move: KanbanMove, updatedAt: number): boolean =>
  move.settledAt === null || updatedAt <= move.settledAt;

/**
 * The moves with a new one. A record moved again replaces its earlier move; while the counts read do
 * not include the earlier one yet, the new one is counted from where they have the record.
 */
export function addMove(moves: readonly KanbanMove[], move: KanbanMove, countsAt: number): KanbanMove[] {
  const earlier = moves.find((entry) => entry.record.id === move.record.id);
  const from = earlier && movePending(earlier, countsAt) ? earlier.from : move.from;
  return [...moves.filter((entry) => entry.record.id !== move.record.id), { ...move, from }];
}

/** The moves with one taken by the server at `at` (nothing when it was replaced meanwhile). */
export const settleMove = (moves: readonly KanbanMove[], id: number, at: number): KanbanMove[] =>
  moves.map((move) => (move.id === id ? { ...move, settledAt: at } : move));

/** The moves without one (refused by the server: the card goes back). */
export const dropMove = (moves: readonly KanbanMove[], id: number): KanbanMove[] =>
  moves.filter((move) => move.id !== id);

/** The moves still worth keeping at `now`: those not answered yet, and those taken in the last 30 s. */
export const pruneMoves = (moves: readonly KanbanMove[], now: number): KanbanMove[] =>
  moves.filter((move) => move.settledAt === null || now - move.settledAt <= MOVE_KEEP_MS);

/**
 * A stack's records as shown: its answer (read at `updatedAt`) without the cards moved elsewhere, and
 * with the cards moved into it first (the latest on top) unless the answer has them already.
 */
export function stackRecords(
  records: readonly DbRecordAnswer[],
  key: StackKey,
  columnId: string,
  moves: readonly KanbanMove[],
  updatedAt: number,
): DbRecordAnswer[] {
  const pending = moves.filter((move) => movePending(move, updatedAt));
  if (pending.length === 0) return [...records];
  const away = new Set(pending.filter((move) => move.to !== key).map((move) => move.record.id));
  const kept = records.filter((record) => !away.has(record.id));
  const present = new Set(kept.map((record) => record.id));
  const added = pending
    .filter((move) => move.to === key && !present.has(move.record.id))
    .reverse()
    .map((move) => withStack(move.record, columnId, key));
  return [...added, ...kept];
}

/** A stack's count as shown: the groups' (read at `updatedAt`) with the pending moves out of and into it. */
export function stackCount(
  count: number | null,
  key: StackKey,
  moves: readonly KanbanMove[],
  updatedAt: number,
): number | null {
  if (count === null) return null;
  let shown = count;
  for (const move of moves) {
    if (move.from === move.to || !movePending(move, updatedAt)) continue;
    if (move.from === key) shown -= 1;
    if (move.to === key) shown += 1;
  }
  return Math.max(0, shown);
}

/**
 * The stack a keyboard drag goes to with ←/→: the next one to the left or right of the stack it is
 * over (else of the point `x`), by the stacks' left edges; null at either end.
 */
export function neighbourStack<T extends string | number>(
  stacks: readonly { id: T; left: number }[],
  over: T | null,
  x: number,
  direction: 1 | -1,
): T | null {
  const sorted = [...stacks].sort((a, b) => a.left - b.left);
  let index = over === null ? -1 : sorted.findIndex((stack) => stack.id === over);
  if (index < 0) {
    index = sorted.findLastIndex((stack) => stack.left <= x);
    if (index < 0) return direction === 1 ? (sorted[0]?.id ?? null) : null;
  }
  return sorted[index + direction]?.id ?? null;
}

/**
 * The keyboard sensor's moves (dnd-kit): ←/→ carry a picked-up card to the middle of the next stack,
 * near its top; ↑/↓ do nothing (a stack keeps the view's order).
 */
export const stackCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect || event.code === "ArrowUp" || event.code === "ArrowDown") return undefined;
  const stacks = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ id: container.id, left: rect.left }] : [];
  });
  const direction = event.code === "ArrowRight" ? 1 : -1;
  const target = neighbourStack(stacks, over?.id ?? null, collisionRect.left, direction);
  const rect = target === null ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 8 };
};

/** What a dragged card and a stack it may land in carry (dnd-kit's `data`). */
export type DragData =
  | { type: "card"; record: DbRecordAnswer; stack: StackKey; name: string }
  | { type: "stack"; stack: StackKey; name: string };
export const dragDataOf = (item: { data: { current?: unknown } } | null | undefined) =>
  (item?.data.current ?? null) as DragData | null;
/** A stack's droppable id. */
export const stackDropId = (key: StackKey) => `stack:${key ?? ""}`;

export type DragMessage =
  "dragStart" | "dragOver" | "dragOutside" | "dragEnd" | "dragEndOutside" | "dragCancel";

/** What a screen reader hears during a drag (dnd-kit's live region): each message key said by `say`. */
export function dragAnnouncements(
  say: (key: DragMessage, values: { name: string; stack?: string }) => string,
): Announcements {
  const name = (item: { data: { current?: unknown } } | null) => dragDataOf(item)?.name ?? "";
  return {
    onDragStart: ({ active }) => say("dragStart", { name: name(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? say("dragOver", { name: name(active), stack: name(over) })
        : say("dragOutside", { name: name(active) }),
    onDragEnd: ({ active, over }) =>
      over
        ? say("dragEnd", { name: name(active), stack: name(over) })
        : say("dragEndOutside", { name: name(active) }),
    onDragCancel: ({ active }) => say("dragCancel", { name: name(active) }),
  };
}
