// Where the grid's lines are when its records are grouped: each group's header line, then its
// records (none while it is collapsed), the records in the view's order (sorted by the grouping
// column first, so each group's records are one run of the view); pure.

/** A line of the grid: a group's header, or the record at a row of the view. */
export type GridLine = { kind: "header"; group: number } | { kind: "row"; row: number };

export interface GridLayout {
  /** Lines in all. */
  count: number;
  line: (index: number) => GridLine;
  /** The line showing the view's row `row` (its group's header while the group is collapsed). */
  lineOf: (row: number) => number;
  grouped: boolean;
}

/** Every line a record, in the view's order. */
export const flatLayout = (total: number): GridLayout => ({
  count: total,
  line: (index) => ({ kind: "row", row: index }),
  lineOf: (row) => row,
  grouped: false,
});

/** The largest i with values[i] <= target (values ascending, values[0] <= target). */
function lastAtOrBefore(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (values[middle]! <= target) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The lines of groups of `counts` records each, those in `collapsed` (by index) showing only their header. */
export function groupLayout(counts: readonly number[], collapsed: ReadonlySet<number>): GridLayout {
  const headers: number[] = [];
  const starts: number[] = [];
  let line = 0;
  let row = 0;
  counts.forEach((count, group) => {
    headers.push(line);
    starts.push(row);
    line += 1 + (collapsed.has(group) ? 0 : count);
    row += count;
  });
  if (counts.length === 0) return { ...flatLayout(0), grouped: true };
  return {
    count: line,
    grouped: true,
    line: (index) => {
      const group = lastAtOrBefore(headers, index);
      return index === headers[group]
        ? { kind: "header", group }
        : { kind: "row", row: starts[group]! + index - headers[group]! - 1 };
    },
    lineOf: (target) => {
      const group = lastAtOrBefore(starts, target);
      return collapsed.has(group) ? headers[group]! : headers[group]! + 1 + target - starts[group]!;
    },
  };
}

/** The rows of the view the lines `from`–`to` show (null: only headers). */
export function rowsOf(layout: GridLayout, from: number, to: number): { first: number; last: number } | null {
  let first: number | null = null;
  let last: number | null = null;
  for (let index = from; index <= to && index < layout.count; index++) {
    const line = layout.line(index);
    if (line.kind !== "row") continue;
    first ??= line.row;
    last = line.row;
  }
  return first === null || last === null ? null : { first, last };
}
