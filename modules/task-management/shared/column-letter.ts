// Dropping a task on the board's placeholder creates a column "named with the next letter"
// (spec/work-management.md §4): the first unused name of A, B, …, Z, AA, AB, …, AZ, BA, …

/** The n-th name (0-based) of the spreadsheet-style sequence: 0 → A, 25 → Z, 26 → AA, 701 → ZZ. */
export function columnLetter(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Invalid column letter index: ${n}`);
  let name = "";
  for (let rest = n + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * The first letter name not already used by a column. Names are compared trimmed and
 * case-insensitively, so an existing "a" or " B " also counts as used.
 */
export function nextColumnName(existing: readonly string[]): string {
  const used = new Set(existing.map((name) => name.trim().toUpperCase()));
  // At most existing.length names can be taken, so one of the first existing.length + 1 is free.
  for (let n = 0; n <= existing.length; n++) {
    const name = columnLetter(n);
    if (!used.has(name)) return name;
  }
  throw new Error("unreachable");
}
