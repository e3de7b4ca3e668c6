import type { Layout } from "react-grid-layout";
import type { LocalModule, SavedModule } from "@/lib/modules/layout-diff";
import type { AvailableModule } from "@/lib/modules/types";

/** A placed module as the page and the batch endpoint hand it over (the fields the grid uses). */
export interface ServerModule extends SavedModule {
  tag: string;
  isBookmark: boolean;
  i: string;
}

/** A module on the grid: saved (id) or waiting for its first save (id null). */
export interface GridItem extends LocalModule {
  tag: string;
  isBookmark: boolean;
}

export type CatalogModule = AvailableModule;

export interface GridProject {
  id: string;
  name: string;
}

/**
 * The grid's breakpoints (widths of the grid itself, not of the window) and columns (spec/shell.md
 * §9); only `lg` (12 columns) is saved. `lg` starts at 900 px so that a 1280 px laptop screen with
 * the sidebar open (about 990 px of grid) arranges the 12-column layout.
 */
export const BREAKPOINTS = { lg: 900, md: 720, sm: 540, xs: 360, xxs: 0 } as const;
export const COLUMNS = { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 } as const;
export const ROW_HEIGHT = 30;
export const MIN_GRID_HEIGHT = 990;
/** The drawer closes this long after a module starts being dragged out of it. */
export const DRAWER_CLOSE_DELAY = 500;

/** The items with the positions a react-grid-layout layout gives them (by key). */
export function withLayout(items: readonly GridItem[], layout: Layout): GridItem[] {
  const byKey = new Map(layout.map((entry) => [entry.i, entry]));
  return items.map((item) => {
    const entry = byKey.get(item.key);
    if (!entry) return item;
    const { x, y, w, h } = entry;
    return item.x === x && item.y === y && item.w === w && item.h === h ? item : { ...item, x, y, w, h };
  });
}
