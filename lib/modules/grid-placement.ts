/** The project grid is saved as its 12-column layout (spec/shell.md §9). */
export const GRID_COLUMNS = 12;

export interface GridRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A catalog module's size settings (uiSettings.configuration). */
export interface ModuleSize {
  w: number;
  h: number;
  minW: number;
  minH: number;
}

const overlaps = (a: GridRect, b: GridRect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The first spot where a `w`×`h` item fits without overlapping `occupied`, scanning rows top to
 * bottom and, in each row, columns left to right (spec/shell.md §4). Items wider than the grid are
 * narrowed to it; below the lowest item every row is free, so the scan always ends there.
 */
export function firstFreeSpot(
  occupied: readonly GridRect[],
  size: { w: number; h: number },
  columns = GRID_COLUMNS,
): GridRect {
  const w = Math.min(Math.max(1, Math.round(size.w)), columns);
  const h = Math.max(1, Math.round(size.h));
  const bottom = occupied.reduce((max, rect) => Math.max(max, rect.y + rect.h), 0);
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + w <= columns; x++) {
      const candidate = { x, y, w, h };
      if (!occupied.some((rect) => overlaps(rect, candidate))) return candidate;
    }
  }
  return { x: 0, y: bottom, w, h };
}

/** The size a new module starts with: the catalog's default, never below its minimum nor over the grid. */
export function initialSize(size: ModuleSize, columns = GRID_COLUMNS): { w: number; h: number } {
  return {
    w: Math.min(Math.max(size.w, size.minW, 1), columns),
    h: Math.max(size.h, size.minH, 1),
  };
}

/** Where a module added with the 'Add' button goes: its initial size at the first free spot. */
export function placeNewModule(occupied: readonly GridRect[], size: ModuleSize, columns = GRID_COLUMNS) {
  return firstFreeSpot(occupied, initialSize(size, columns), columns);
}
