import "server-only";
import { firstFreeSpot, GRID_COLUMNS, type GridRect } from "@/lib/modules/grid-placement";

// One first-free-spot rule for the browser (the Add button) and the server (onboarding, wizard, moves).
export { firstFreeSpot, GRID_COLUMNS, type GridRect };

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
  /** None: the catalog's title shows, in each viewer's language (a name is stored once someone types one). */
  name: null;
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
      name: null,
      i: String(existing.length + plan.placements.length),
    });
  }
  return plan;
}
