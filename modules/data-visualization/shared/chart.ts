// A chart of a dashboard (issue 37; modules.md §3 "Chart widget/item" and §9): its styles, colours,
// what it reads and where it sits. Shared by the Add Item form, the contracts and the services.
import * as z from "@/lib/zod";
import { intInRange } from "@/lib/schemas/common";
import {
  dateBucketSchema,
  isXOption,
  isYOption,
  REPORT_ENTITIES,
  reportEntitySchema,
} from "@/lib/metrics/entities";

/** The widget types (the spec's 'groupped-bar' spelled right). */
export const CHART_STYLES = [
  "bar",
  "burndown",
  "burnup",
  "donut",
  "grouped-bar",
  "number",
  "stacked-bar",
  "line",
  "area",
  "metric",
] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

/** Styles that draw a series over days from task history: tasks only, X is the day. */
export const BURN_STYLES: readonly ChartStyle[] = ["burndown", "burnup"];
/** Styles that show one figure (the sum of the points), `metric` with the previous period beside it. */
export const FIGURE_STYLES: readonly ChartStyle[] = ["number", "metric"];

/** The palette offered (Mantine's colours); the default is the theme's primary colour. */
export const CHART_COLORS = [
  "blue",
  "indigo",
  "violet",
  "grape",
  "pink",
  "red",
  "orange",
  "yellow",
  "lime",
  "green",
  "teal",
  "cyan",
  "gray",
] as const;
export const DEFAULT_CHART_COLOR = "primary";

/** The dashboard's grid (modules.md §9): columns per breakpoint, 30 px rows, drags throttled. */
export const GRID_COLUMNS = { lg: 12, md: 12, sm: 6, xs: 4, xxs: 2 } as const;
export const GRID_ROW_HEIGHT = 30;
export const GRID_DRAG_THROTTLE_MS = 100;
/** A new widget: 10 rows high, 6 columns wide (the spec's default), at least 2 × 4. */
export const DEFAULT_SIZE = { w: 6, h: 10 } as const;
export const MIN_SIZE = { w: 2, h: 4 } as const;
export const MAX_HEIGHT = 60;

export const CHART_NAME_MAX = 120;
export const CHARTS_PER_DASHBOARD_MAX = 40;

const colorSchema = z
  .string({ error: "validation.chartColorInvalid" })
  .check(
    z.refine(
      (value) =>
        value === DEFAULT_CHART_COLOR ||
        (CHART_COLORS as readonly string[]).includes(value) ||
        /^#[0-9a-f]{6}$/i.test(value),
      "validation.chartColorInvalid",
    ),
  );

/**
 * What a chart reads: a report entity's X and Y options (lib/metrics/entities.ts), with the date
 * bucket of a `date` X-axis.
 */
export const entitySourceSchema = z
  .object({
    type: z.literal("entity"),
    entity: reportEntitySchema,
    x: z.string({ error: "validation.chartAxisInvalid" }),
    y: z.string({ error: "validation.chartAxisInvalid" }),
    bucket: z._default(dateBucketSchema, "week"),
  })
  .check(
    z.refine((source) => isXOption(source.entity, source.x), {
      message: "validation.chartAxisInvalid",
      path: ["x"],
    }),
    z.refine((source) => isYOption(source.entity, source.y), {
      message: "validation.chartAxisInvalid",
      path: ["y"],
    }),
  );
export type EntitySource = z.output<typeof entitySourceSchema>;

import { AGGREGATES, type Aggregate } from "@/lib/metrics/tables";

export { AGGREGATES, type Aggregate };

const idSchema = z
  .string({ error: "validation.chartSourceInvalid" })
  .check(z.regex(/^[0-9a-f]{24}$/, "validation.chartSourceInvalid"));
const columnRef = z
  .string({ error: "validation.chartAxisInvalid" })
  .check(z.minLength(1, "validation.chartAxisInvalid"), z.maxLength(128, "validation.chartAxisInvalid"));

/** The axes of a table-like source: X a column, Y an aggregate (of `column` unless a count), a series column. */
const tableAxes = {
  x: columnRef,
  y: z._default(z.enum(AGGREGATES, { error: "validation.chartAxisInvalid" }), "count"),
  column: z._default(z.nullable(columnRef), null),
  groupBy: z._default(z.nullable(columnRef), null),
  bucket: z._default(dateBucketSchema, "week"),
};
const aggregateNeedsColumn = (source: { y: Aggregate; column: string | null }) =>
  source.y === "count" || source.column !== null;

/** A database generator table the viewer may read: columns by id. */
export const tableSourceSchema = z
  .object({ type: z.literal("table"), tableId: idSchema, ...tableAxes })
  .check(z.refine(aggregateNeedsColumn, { message: "validation.chartAxisInvalid", path: ["column"] }));
export type TableSource = z.output<typeof tableSourceSchema>;

/** An uploaded CSV/XLSX file of the module, stored as a table: columns by key. */
export const datasetSourceSchema = z
  .object({ type: z.literal("dataset"), datasetId: idSchema, ...tableAxes })
  .check(z.refine(aggregateNeedsColumn, { message: "validation.chartAxisInvalid", path: ["column"] }));
export type DatasetSource = z.output<typeof datasetSourceSchema>;

export const SQL_MAX = 10_000;

/**
 * One SELECT on an external PostgreSQL connector: its result's `x` column is the bar, its `y` column
 * the value (summed when X repeats), `series` an optional column that splits it.
 */
export const sqlSourceSchema = z.object({
  type: z.literal("sql"),
  connectorId: idSchema,
  sql: z
    .string({ error: "validation.sqlRequired" })
    .check(z.trim(), z.minLength(1, "validation.sqlRequired"), z.maxLength(SQL_MAX, "validation.sqlTooLong")),
  x: columnRef,
  y: columnRef,
  series: z._default(z.nullable(columnRef), null),
});
export type SqlSource = z.output<typeof sqlSourceSchema>;

export const chartSourceSchema = z.discriminatedUnion(
  "type",
  [entitySourceSchema, tableSourceSchema, datasetSourceSchema, sqlSourceSchema],
  { error: "validation.chartSourceInvalid" },
);
export type ChartSource = z.output<typeof chartSourceSchema>;

/** The spec's defaults: a bar chart of tasks (first X and Y options) in the primary colour. */
export const defaultSource = (): EntitySource => ({
  type: "entity",
  entity: "tasks",
  x: REPORT_ENTITIES.tasks.x[0],
  y: REPORT_ENTITIES.tasks.y[0],
  bucket: "week",
});

export const chartNameSchema = z
  .string({ error: "validation.chartNameRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.chartNameRequired"),
    z.maxLength(CHART_NAME_MAX, "validation.chartNameTooLong"),
  );
export const chartStyleSchema = z.enum(CHART_STYLES, { error: "validation.chartStyleInvalid" });
export const chartColorSchema = colorSchema;

/** A place on the grid (lg columns). */
export const placeSchema = z
  .object({
    x: intInRange("validation.chartPlaceInvalid", 0, GRID_COLUMNS.lg - 1),
    y: intInRange("validation.chartPlaceInvalid", 0, 10_000),
    w: intInRange("validation.chartPlaceInvalid", MIN_SIZE.w, GRID_COLUMNS.lg),
    h: intInRange("validation.chartPlaceInvalid", MIN_SIZE.h, MAX_HEIGHT),
  })
  .check(z.refine((place) => place.x + place.w <= GRID_COLUMNS.lg, "validation.chartPlaceInvalid"));
export type Place = z.output<typeof placeSchema>;

/** Burndown and burnup read tasks only; a figure or a burn chart has no other X-axis to pick. */
export function styleFits(style: ChartStyle, source: ChartSource): boolean {
  if (BURN_STYLES.includes(style)) return source.type === "entity" && source.entity === "tasks";
  return true;
}
