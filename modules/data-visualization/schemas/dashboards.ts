// Inputs of the data visualization API (issue 37). Messages are keys of messages/*.json (validation.*).
import * as z from "@/lib/zod";
import { intInRange } from "@/lib/schemas/common";
import { idItem, listOf } from "@/lib/schemas/lists";
import { memberIdSchema } from "@/lib/schemas/members";
import { timeZoneSchema } from "@/lib/schemas/time-zone";
import {
  CHARTS_PER_DASHBOARD_MAX,
  chartColorSchema,
  chartNameSchema,
  chartSourceSchema,
  chartStyleSchema,
  filtersSchema,
  placeSchema,
} from "@/modules/data-visualization/shared/types";

export const DASHBOARD_NAME_MAX = 100;
export const DASHBOARD_DESCRIPTION_MAX = 500;
export const DRILL_PAGE_MAX = 100;

export const moduleParamsSchema = z.object({ moduleId: memberIdSchema });
export const dashboardParamsSchema = z.object({ moduleId: memberIdSchema, dashboardId: memberIdSchema });
export const chartParamsSchema = z.object({
  moduleId: memberIdSchema,
  dashboardId: memberIdSchema,
  chartId: memberIdSchema,
});

const dashboardName = z
  .string({ error: "validation.dashboardNameRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.dashboardNameRequired"),
    z.maxLength(DASHBOARD_NAME_MAX, "validation.dashboardNameTooLong"),
  );
const description = z.nullable(
  z
    .string({ error: "validation.dashboardDescriptionTooLong" })
    .check(z.trim(), z.maxLength(DASHBOARD_DESCRIPTION_MAX, "validation.dashboardDescriptionTooLong")),
);

export const listDashboardsQuerySchema = z.object({ cursor: z.optional(z.string()) });

/** A chart as a template or the AI smart builder proposes it (placed in order when created). */
export const chartProposalSchema = z.object({
  name: chartNameSchema,
  style: z._default(chartStyleSchema, "bar"),
  color: z._default(chartColorSchema, "primary"),
  source: chartSourceSchema,
  filters: z._default(filtersSchema, { period: "all", projectIds: [], personIds: [] }),
});
export type ChartProposal = z.output<typeof chartProposalSchema>;

/** POST …/dashboards: a name, and the charts of a template or of the AI smart builder's proposal. */
export const createDashboardSchema = z.object({
  name: dashboardName,
  description: z.optional(description),
  charts: z._default(
    z
      .array(chartProposalSchema, { error: "validation.chartPlaceInvalid" })
      .check(z.maxLength(CHARTS_PER_DASHBOARD_MAX, "validation.dashboardFull")),
    [],
  ),
});
export type CreateDashboardInput = z.output<typeof createDashboardSchema>;

export const updateDashboardSchema = z.object({
  name: z.optional(dashboardName),
  description: z.optional(description),
  filters: z.optional(filtersSchema),
  coverChartId: z.optional(z.nullable(memberIdSchema)),
});
export type UpdateDashboardInput = z.output<typeof updateDashboardSchema>;

/** A new chart: where it goes is optional (the first free place at the bottom, 6 × 10). */
export const createChartSchema = z.object({
  name: chartNameSchema,
  style: z._default(chartStyleSchema, "bar"),
  color: z._default(chartColorSchema, "primary"),
  source: chartSourceSchema,
  filters: z._default(filtersSchema, { period: "all", projectIds: [], personIds: [] }),
  place: z.optional(placeSchema),
});
export type CreateChartInput = z.output<typeof createChartSchema>;

export const updateChartSchema = z.object({
  name: z.optional(chartNameSchema),
  style: z.optional(chartStyleSchema),
  color: z.optional(chartColorSchema),
  source: z.optional(chartSourceSchema),
  filters: z.optional(filtersSchema),
});
export type UpdateChartInput = z.output<typeof updateChartSchema>;

/** PUT …/layout: every chart's place (what the grid reports after a drag or resize). */
export const layoutSchema = z.object({
  items: z
    .array(z.extend(placeSchema, { id: memberIdSchema }), { error: "validation.chartPlaceInvalid" })
    .check(z.maxLength(CHARTS_PER_DASHBOARD_MAX, "validation.chartPlaceInvalid")),
});
export type LayoutInput = z.output<typeof layoutSchema>;

/** GET …/data: the zone days are read in (else the viewer's saved one, else UTC) and which charts. */
export const dataQuerySchema = z.object({
  zone: z.optional(timeZoneSchema),
  charts: z.optional(
    listOf(
      idItem("validation.chartFilterInvalid"),
      CHARTS_PER_DASHBOARD_MAX,
      "validation.chartFilterInvalid",
    ),
  ),
});
export type DataQuery = z.output<typeof dataQuerySchema>;

export const AI_PROMPT_MAX = 1000;

/** POST …/ai/propose: a description of the charts wanted ('Describe Your Ideal visualization...'). */
export const proposeSchema = z.object({
  prompt: z
    .string({ error: "validation.aiPromptRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.aiPromptRequired"),
      z.maxLength(AI_PROMPT_MAX, "validation.aiPromptTooLong"),
    ),
  /** At most this many charts (the Add Item dialog asks for one). */
  max: z._default(intInRange("validation.aiPromptRequired", 1, 12), 6),
});
export type ProposeInput = z.output<typeof proposeSchema>;

/** POST …/preview: a chart not saved yet (the Add Item dialog's preview). */
export const previewSchema = z.object({
  style: z._default(chartStyleSchema, "bar"),
  source: chartSourceSchema,
  filters: z._default(filtersSchema, { period: "all", projectIds: [], personIds: [] }),
  dashboardId: z.optional(z.nullable(memberIdSchema)),
  zone: z.optional(timeZoneSchema),
});
export type PreviewInput = z.output<typeof previewSchema>;

/** GET …/charts/{chartId}/rows: the rows behind one point of the chart. */
export const drillQuerySchema = z.object({
  key: z
    .string({ error: "validation.chartPointInvalid" })
    .check(z.minLength(1, "validation.chartPointInvalid"), z.maxLength(200, "validation.chartPointInvalid")),
  series: z.optional(z.string().check(z.maxLength(200, "validation.chartPointInvalid"))),
  zone: z.optional(timeZoneSchema),
});
export type DrillQuery = z.output<typeof drillQuerySchema>;
