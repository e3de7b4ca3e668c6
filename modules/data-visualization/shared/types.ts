// Answers of the data visualization API (issue 37): dashboards, their charts and the charts' data.
import * as z from "@/lib/zod";
import { drillRowSchema, metricPointSchema } from "@/lib/metrics/entities";
import { moduleInfoSchema } from "@/lib/modules/types";
import { chartSourceSchema, CHART_STYLES } from "./chart";
import { filtersSchema } from "./filters";

export * from "./chart";
export * from "./filters";

export const dataVisualizationInfoSchema = moduleInfoSchema;
export type DataVisualizationInfo = z.output<typeof dataVisualizationInfoSchema>;

export const chartSchema = z.object({
  id: z.string(),
  dashboardId: z.string(),
  name: z.string(),
  style: z.enum(CHART_STYLES),
  color: z.string(),
  source: chartSourceSchema,
  filters: filtersSchema,
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  updatedAt: z.string(),
});
export type Chart = z.output<typeof chartSchema>;

/** A dashboard in the module's list: its cover chart's id (its card's thumbnail) and chart count. */
export const dashboardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  chartCount: z.number(),
  coverChartId: z.nullable(z.string()),
  createdBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  updatedAt: z.string(),
});
export type DashboardSummary = z.output<typeof dashboardSummarySchema>;

export const dashboardSchema = z.extend(dashboardSummarySchema, {
  filters: filtersSchema,
  charts: z.array(chartSchema),
});
export type Dashboard = z.output<typeof dashboardSchema>;

/**
 * A chart's data as read now: its points (lib/metrics/entities.ts), whether some were cut, and for a
 * metric card the same figure over the previous period (null without a period to compare with).
 * Burn charts' points are days (key `YYYY-MM-DD`) with the series "scope", "done", "remaining" or
 * "ideal".
 */
export const chartDataSchema = z.object({
  id: z.string(),
  points: z.array(metricPointSchema),
  truncated: z.boolean(),
  previous: z.nullable(z.number()),
  /** The local days read (null: all time), in `zone`. */
  period: z.nullable(z.object({ from: z.string(), to: z.string() })),
  zone: z.string(),
  /** Why the chart has no data when its source refused (a connector down, a query cut): shown on it. */
  error: z.nullable(z.string()),
});
export type ChartData = z.output<typeof chartDataSchema>;

export const dashboardDataSchema = z.object({ charts: z.array(chartDataSchema), readAt: z.string() });
export type DashboardData = z.output<typeof dashboardDataSchema>;

/** The AI smart builder's answer: charts to show before adding, and who wrote them. */
export const proposalSchema = z.object({
  charts: z.array(
    z.object({
      name: z.string(),
      style: z.enum(CHART_STYLES),
      color: z.string(),
      source: chartSourceSchema,
      filters: filtersSchema,
    }),
  ),
  /** "built-in": the rules of server/ai (no model configured, or it failed); "model": a configured model. */
  by: z.enum(["built-in", "model"]),
});
export type Proposal = z.output<typeof proposalSchema>;

export const drillPageSchema = z.object({ rows: z.array(drillRowSchema), more: z.boolean() });
export type DrillPage = z.output<typeof drillPageSchema>;

/**
 * What the module's room hears: a dashboard to read again (its charts or data), one gone, or the
 * data its charts count changed somewhere in the workspace (server/live-data.ts): read it again.
 */
export type DataVisualizationEvent =
  | { type: "dashboard.changed"; dashboardId: string }
  | { type: "dashboard.removed"; dashboardId: string }
  | { type: "data.changed" };
