/** The module grid of a project is 12 columns wide (spec/shell.md §9). */
export const GRID_COLUMNS = 12;

export interface GridRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What placement needs from a catalog row (ModuleDefinition). */
export interface PlaceableModule {
  id: string;
  tag: string;
  title: string;
  active: boolean;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

export interface Placement extends GridRect {
  moduleId: string;
  tag: string;
  name: string;
  /** The spec's position index: "0", "1", … continuing after the modules already placed. */
  i: string;
}

export interface PlacementPlan {
  placements: Placement[];
  /** Tags that are not in the catalog. */
  unknown: string[];
  /** Tags of inactive modules, which cannot be added. */
  inactive: string[];
}

const overlaps = (a: GridRect, b: GridRect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The first spot where a `w`×`h` item fits without overlapping `occupied`, scanning rows top to
 * bottom and, in each row, columns left to right. Items wider than the grid are narrowed to it.
 */
export function firstFreeSpot(
  occupied: GridRect[],
  size: { w: number; h: number },
  columns = GRID_COLUMNS,
): GridRect {
  const w = Math.min(Math.max(1, size.w), columns);
  const h = Math.max(1, size.h);
  // Below the lowest item every row is free, so the scan always ends there at the latest.
  const bottom = occupied.reduce((max, rect) => Math.max(max, rect.y + rect.h), 0);
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + w <= columns; x++) {
      const candidate = { x, y, w, h };
      if (!occupied.some((rect) => overlaps(rect, candidate))) return candidate;
    }
  }
  return { x: 0, y: bottom, w, h };
}

/**
 * Places the modules named by `tags`, in order, each at the first free spot of the grid that
 * already holds `existing`. A module already on the grid (or named twice) is placed once; unknown
 * and inactive tags are reported instead of placed.
 */
export function planPlacement(
  catalog: PlaceableModule[],
  tags: string[],
  existing: (GridRect & { tag: string })[] = [],
  columns = GRID_COLUMNS,
): PlacementPlan {
  const byTag = new Map(catalog.map((module) => [module.tag, module]));
  const present = new Set(existing.map((item) => item.tag));
  const occupied: GridRect[] = existing.map(({ x, y, w, h }) => ({ x, y, w, h }));
  const plan: PlacementPlan = { placements: [], unknown: [], inactive: [] };

  for (const tag of tags) {
    const definition = byTag.get(tag);
    if (!definition) {
      if (!plan.unknown.includes(tag)) plan.unknown.push(tag);
      continue;
    }
    if (!definition.active) {
      if (!plan.inactive.includes(tag)) plan.inactive.push(tag);
      continue;
    }
    if (present.has(tag)) continue;
    present.add(tag);
    const spot = firstFreeSpot(
      occupied,
      {
        w: Math.max(definition.width, definition.minWidth),
        h: Math.max(definition.height, definition.minHeight),
      },
      columns,
    );
    occupied.push(spot);
    plan.placements.push({
      ...spot,
      moduleId: definition.id,
      tag,
      name: definition.title,
      i: String(existing.length + plan.placements.length),
    });
  }
  return plan;
}
