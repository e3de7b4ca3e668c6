import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  chartSourceSchema,
  CHART_STYLES,
  defaultSource,
  readFilters,
  type Chart,
  type ChartStyle,
  type Place,
} from "@/modules/data-visualization/shared/types";
import { GRID_COLUMNS } from "@/modules/data-visualization/shared/chart";

export const chartRowSelect = {
  id: true,
  dashboardId: true,
  name: true,
  style: true,
  color: true,
  source: true,
  filters: true,
  x: true,
  y: true,
  w: true,
  h: true,
  updatedAt: true,
} satisfies Prisma.DashboardChartSelect;
export type ChartRow = Prisma.DashboardChartGetPayload<{ select: typeof chartRowSelect }>;

const isStyle = (value: string): value is ChartStyle => (CHART_STYLES as readonly string[]).includes(value);

/** A stored chart as the API answers it (its JSON read back through the same schemas). */
export function chartOf(row: ChartRow): Chart {
  const source = chartSourceSchema.safeParse(row.source);
  return {
    id: row.id,
    dashboardId: row.dashboardId,
    name: row.name,
    style: isStyle(row.style) ? row.style : "bar",
    color: row.color,
    source: source.success ? source.data : defaultSource(),
    filters: readFilters(row.filters),
    x: row.x,
    y: row.y,
    w: row.w,
    h: row.h,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const overlaps = (a: Place, b: Place) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The first free place of a size, reading the grid top to bottom and left to right (as the grid
 * compacts upward, a new chart goes beside the last one when there is room, else below everything).
 */
export function freePlace(taken: readonly Place[], size: { w: number; h: number }): Place {
  const bottom = taken.reduce((max, place) => Math.max(max, place.y + place.h), 0);
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + size.w <= GRID_COLUMNS.lg; x++) {
      const place = { x, y, ...size };
      if (!taken.some((other) => overlaps(place, other))) return place;
    }
  }
  return { x: 0, y: bottom, ...size };
}
