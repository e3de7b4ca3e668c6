// Ranges of cells as spreadsheets copy and paste them (tab-separated, quoted where a value holds a
// tab, a new line or a quote) and the grid's selection arithmetic; pure.

/** A cell's place: the row's index in the view and the column's index among the shown columns. */
export interface CellPlace {
  row: number;
  col: number;
}

/** A rectangle of cells, from its anchor (where the selection began) to the active cell. */
export interface CellRange {
  anchor: CellPlace;
  active: CellPlace;
}

/** Its corners, smallest first. */
export function bounds(range: CellRange) {
  return {
    top: Math.min(range.anchor.row, range.active.row),
    bottom: Math.max(range.anchor.row, range.active.row),
    left: Math.min(range.anchor.col, range.active.col),
    right: Math.max(range.anchor.col, range.active.col),
  };
}

export const inRange = (range: CellRange, place: CellPlace) => {
  const box = bounds(range);
  return place.row >= box.top && place.row <= box.bottom && place.col >= box.left && place.col <= box.right;
};

/** Keeps a place inside a grid of `rows` × `cols` (both at least 1). */
export const clamp = (place: CellPlace, rows: number, cols: number): CellPlace => ({
  row: Math.max(0, Math.min(rows - 1, place.row)),
  col: Math.max(0, Math.min(cols - 1, place.col)),
});

const quote = (value: string) => (/[\t\n\r"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows of texts as a spreadsheet's clipboard text. */
export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join("\t")).join("\n");
}

/**
 * A spreadsheet's clipboard text as rows of texts: tabs between cells, new lines between rows, a
 * quoted cell holding tabs, new lines and doubled quotes; the trailing new line spreadsheets add is
 * dropped. Text with neither tabs nor new lines is one cell.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  const source = text.replace(/\r\n?/g, "\n");
  while (i < source.length) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        i += 1;
        continue;
      }
      cell += char;
      i += 1;
      continue;
    }
    if (char === '"' && cell === "") {
      quoted = true;
    } else if (char === "\t") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += char;
    }
    i += 1;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * Where a pasted block goes: a single copied value fills the whole selected range; a block starts at
 * the range's top-left corner and keeps its size, cut at the last column.
 */
export function pasteTargets(
  block: readonly (readonly string[])[],
  range: CellRange,
  cols: number,
): { row: number; col: number; text: string }[] {
  const box = bounds(range);
  const single = block.length === 1 && block[0]!.length === 1;
  const out: { row: number; col: number; text: string }[] = [];
  if (single) {
    for (let row = box.top; row <= box.bottom; row++)
      for (let col = box.left; col <= box.right; col++) out.push({ row, col, text: block[0]![0]! });
    return out;
  }
  block.forEach((cells, r) =>
    cells.forEach((text, c) => {
      if (box.left + c < cols) out.push({ row: box.top + r, col: box.left + c, text });
    }),
  );
  return out;
}
