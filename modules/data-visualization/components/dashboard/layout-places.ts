// The chart grid's places (issue 37, modules.md §9): the 12-column layout the grid draws from the
// charts, and what a drag or resize leaves to save (PUT …/layout takes every chart's place). Pure.
import { verticalCompactor } from "react-grid-layout/core";
import { GRID_COLUMNS, MAX_HEIGHT, MIN_SIZE, type Place } from "@/modules/data-visualization/shared/chart";
import type { Chart } from "@/modules/data-visualization/shared/types";

export type PlacedChart = Pick<Chart, "id" | "x" | "y" | "w" | "h">;
export type ChartPlace = Place & { id: string };

/** A react-grid-layout item (only the fields we read or give). */
export interface GridEntry {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  maxH?: number;
}

const COLUMNS = GRID_COLUMNS.lg;

/** A place the API accepts: whole cells, at least MIN_SIZE, at most 12 wide and MAX_HEIGHT high, inside the grid. */
export function validPlace(place: { x: number; y: number; w: number; h: number }): Place {
  const whole = (value: number) => (Number.isFinite(value) ? Math.round(value) : 0);
  const w = Math.min(COLUMNS, Math.max(MIN_SIZE.w, whole(place.w)));
  const h = Math.min(MAX_HEIGHT, Math.max(MIN_SIZE.h, whole(place.h)));
  const x = Math.min(COLUMNS - w, Math.max(0, whole(place.x)));
  const y = Math.max(0, whole(place.y));
  return { x, y, w, h };
}

/** The charts as the grid's 12-column layout, with their limits. */
export function layoutOf(charts: readonly PlacedChart[]): GridEntry[] {
  return charts.map((chart) => ({
    i: chart.id,
    ...validPlace(chart),
    minW: MIN_SIZE.w,
    minH: MIN_SIZE.h,
    maxH: MAX_HEIGHT,
  }));
}

const samePlace = (a: Place, b: Place) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/**
 * The places to save after a drag or resize: every chart's place (what the layout says, else where
 * it was), or null when none moved. Entries of the layout that are not charts are left out.
 */
export function placesToSave(
  charts: readonly PlacedChart[],
  layout: readonly GridEntry[],
): ChartPlace[] | null {
  const byId = new Map(layout.map((entry) => [entry.i, entry]));
  let moved = false;
  const places = charts.map((chart) => {
    const entry = byId.get(chart.id);
    const place = validPlace(entry ?? chart);
    if (!samePlace(place, chart)) moved = true;
    return { id: chart.id, ...place };
  });
  return moved ? places : null;
}

/** The charts at the places given (an optimistic update before the server answers). */
export function withPlaces<C extends PlacedChart>(charts: readonly C[], places: readonly ChartPlace[]): C[] {
  const byId = new Map(places.map((place) => [place.id, place]));
  return charts.map((chart) => {
    const place = byId.get(chart.id);
    return place ? { ...chart, x: place.x, y: place.y, w: place.w, h: place.h } : chart;
  });
}

/**
 * The layout with one chart put at `place` (the keyboard's 'Position and size'): the others make
 * room around it, as they do for a drag, then the grid closes gaps upwards.
 */
export function arrangedLayout(charts: readonly PlacedChart[], id: string, place: Place): GridEntry[] {
  const target = validPlace(place);
  const pinned = charts.map((chart) => ({
    i: chart.id,
    ...(chart.id === id ? target : validPlace(chart)),
    static: chart.id === id,
  }));
  const settled = verticalCompactor.compact(pinned, COLUMNS).map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
  return verticalCompactor.compact(settled, COLUMNS).map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}
