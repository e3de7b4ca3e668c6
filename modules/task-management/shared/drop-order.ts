// Drop ordering of spec/work-management.md §4: tasks in a column are sorted by a float `order`, and a
// drop computes one new order from the neighbours so that only the moved task is written. Repeated
// drops at the same spot halve the gap each time; once floats can no longer separate the neighbours
// the column is renumbered 100, 200, 300, ...

/** Gap between consecutive orders in an empty or renumbered column, and after the last task (§9). */
export const DROP_ORDER_STEP = 100;

/**
 * Neighbours closer than this are renumbered. Far above float precision at the orders we use
 * (≤ ~1e9), so the midpoint is always representable, yet reached only after ~27 drops at one spot.
 */
export const MIN_ORDER_GAP = 1e-6;

function targetIndex(orders: readonly number[], index: number): number {
  if (!Number.isFinite(index)) throw new RangeError(`Invalid drop index: ${index}`);
  return Math.min(Math.max(Math.trunc(index), 0), orders.length);
}

/**
 * The order for a task dropped at `index` (0..orders.length; clamped) into a column whose
 * `orders` are ascending and exclude the moved task: 100 when empty, half the first order at the
 * top, last + 100 at the bottom, otherwise the average of the two neighbours.
 */
export function orderForDrop(orders: readonly number[], index: number): number {
  const at = targetIndex(orders, index);
  const first = orders[0];
  const last = orders[orders.length - 1];
  if (first === undefined || last === undefined) return DROP_ORDER_STEP;
  if (at === 0) return first / 2;
  if (at === orders.length) return last + DROP_ORDER_STEP;
  return ((orders[at - 1] as number) + (orders[at] as number)) / 2;
}

/**
 * True when `orderForDrop` cannot place the task: the result is not strictly between its
 * neighbours (0 stands in as the lower neighbour at the top, since halving approaches it), or the
 * neighbours are less than MIN_ORDER_GAP apart, or any value involved is not a finite number.
 */
export function needsRenumber(orders: readonly number[], index: number): boolean {
  if (orders.length === 0) return false;
  const at = targetIndex(orders, index);
  const order = orderForDrop(orders, at);
  const lower = at === 0 ? 0 : (orders[at - 1] as number);
  const upper = at === orders.length ? Number.POSITIVE_INFINITY : (orders[at] as number);
  if (!Number.isFinite(order) || !Number.isFinite(lower) || Number.isNaN(upper)) return true;
  if (!(lower < order && order < upper)) return true;
  return upper - lower < MIN_ORDER_GAP;
}

/** Fresh orders for a column of `count` tasks: 100, 200, 300, ... */
export function renumberOrders(count: number): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Invalid task count: ${count}`);
  return Array.from({ length: count }, (_, i) => (i + 1) * DROP_ORDER_STEP);
}

export type ColumnPlacement = {
  /** The moved task's new order. */
  order: number;
  /**
   * Null when only the moved task changes. Otherwise the new orders of the whole column, one per
   * position after the move (length orders.length + 1), the moved task's at the drop index.
   */
  renumbered: number[] | null;
};

/** Where a dropped task goes: a single new order, or a renumbering of the column when needed. */
export function placeInColumn(orders: readonly number[], index: number): ColumnPlacement {
  const at = targetIndex(orders, index);
  if (!needsRenumber(orders, at)) return { order: orderForDrop(orders, at), renumbered: null };
  const renumbered = renumberOrders(orders.length + 1);
  return { order: renumbered[at] as number, renumbered };
}
