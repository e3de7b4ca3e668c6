// Published links of a dashboard (issue 37): `/d/{token}`, read-only for people without an account.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { reportEntitySchema } from "@/lib/metrics/entities";
import { CHART_STYLES } from "./chart";
import { chartDataSchema } from "./types";
import { filtersSchema } from "./filters";

export const SHARE_PATH = "/d";
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 200;

/** A link as its publisher and the dashboard's editors see it. */
export const shareSchema = z.object({
  id: z.string(),
  /** Its address; null when its sealed token no longer opens (AUTH_SECRET was changed). */
  url: z.nullable(z.string()),
  hasPassword: z.boolean(),
  expiresAt: z.nullable(isoDate),
  filters: filtersSchema,
  state: z.enum(["active", "expired", "revoked"]),
  views: z.number(),
  lastViewedAt: z.nullable(isoDate),
  createdBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: isoDate,
});
export type Share = z.output<typeof shareSchema>;

/** A chart as a visitor sees it: its look and place, never what it reads. */
export const publicChartSchema = z.object({
  id: z.string(),
  name: z.string(),
  style: z.enum(CHART_STYLES),
  color: z.string(),
  /**
   * How its points read: a report entity's X and Y options (null for a table, a file or a query,
   * whose points carry their own labels) and the date bucket.
   */
  axis: z.object({
    entity: z.nullable(reportEntitySchema),
    x: z.nullable(z.string()),
    y: z.nullable(z.string()),
    bucket: z.nullable(z.enum(["day", "week", "month"])),
  }),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});
export type PublicChart = z.output<typeof publicChartSchema>;

/** GET /public/dashboards/{token}: the dashboard and its data, or "locked" until the password is given. */
export const publicDashboardSchema = z.union([
  z.object({ access: z.literal("locked") }),
  z.object({
    access: z.literal("open"),
    name: z.string(),
    description: z.nullable(z.string()),
    sharedBy: z.nullable(z.string()),
    filters: filtersSchema,
    expiresAt: z.nullable(isoDate),
    charts: z.array(publicChartSchema),
    data: z.array(chartDataSchema),
    readAt: isoDate,
  }),
]);
export type PublicDashboard = z.output<typeof publicDashboardSchema>;
