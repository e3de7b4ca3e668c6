// The report entities of the data visualization kind (issue 37; modules.md §3 "Report entities"):
// what a chart may report on and, for each, its X-axis options (what the bars are) and Y-axis options
// (what is measured), the spec's first and default first. Shared by the chart form, the contracts
// and the server's metric sources (lib/server/metrics), each declared by the kind whose data it is.
import * as z from "@/lib/zod";

export const REPORT_ENTITIES = {
  tasks: {
    x: ["assignee", "task-status", "completion-status", "project", "date"],
    y: ["task-count", "time-to-complete"],
  },
  databases: { x: ["assignee", "databases", "date"], y: ["table-count", "database-type"] },
  events: { x: ["assignee", "event-status", "date"], y: ["event-count", "time-on-event"] },
  files: { x: ["file-owner", "files", "date"], y: ["file-count", "file-type"] },
  chats: { x: ["assignee", "chat-status", "date"], y: ["chat-count"] },
  meetings: { x: ["assignee", "meeting-status", "date"], y: ["meeting-count", "time-on-meeting"] },
  notifications: {
    x: ["channels", "notification-status", "sent-status", "date"],
    y: ["notification-count", "sent-time"],
  },
  "time-entries": { x: ["assignee", "project", "billable", "date"], y: ["hours", "entry-count"] },
  goals: { x: ["goal-status", "owner"], y: ["goal-count", "progress"] },
  "form-responses": { x: ["forms", "date"], y: ["response-count"] },
} as const satisfies Record<string, { x: readonly string[]; y: readonly string[] }>;

export type ReportEntity = keyof typeof REPORT_ENTITIES;
export const REPORT_ENTITY_IDS = Object.keys(REPORT_ENTITIES) as ReportEntity[];
export type XOption<E extends ReportEntity = ReportEntity> = (typeof REPORT_ENTITIES)[E]["x"][number];
export type YOption<E extends ReportEntity = ReportEntity> = (typeof REPORT_ENTITIES)[E]["y"][number];

export const reportEntitySchema = z.enum(REPORT_ENTITY_IDS as [ReportEntity, ...ReportEntity[]], {
  error: "validation.chartEntityInvalid",
});

/** How a date X-axis groups its instants, in the viewer's (or the dashboard's) time zone. */
export const DATE_BUCKETS = ["day", "week", "month"] as const;
export type DateBucket = (typeof DATE_BUCKETS)[number];
export const dateBucketSchema = z.enum(DATE_BUCKETS);

/** The key of a point with no value on its axis (a task nobody is assigned to): the spec's 'unassigned'. */
export const UNASSIGNED = "unassigned";

export const isXOption = (entity: ReportEntity, x: string): boolean =>
  (REPORT_ENTITIES[entity].x as readonly string[]).includes(x);
export const isYOption = (entity: ReportEntity, y: string): boolean =>
  (REPORT_ENTITIES[entity].y as readonly string[]).includes(y);

/**
 * One point of a chart's data: the X key (a person's id, a status, a bucket's first day
 * `YYYY-MM-DD`, or UNASSIGNED), its label when it is a name (null: the client names it from the key,
 * in its language), an optional series (the Y options that split a count, e.g. files by type) and
 * the measured value.
 */
export const metricPointSchema = z.object({
  key: z.string(),
  label: z.nullable(z.string()),
  series: z.nullable(z.string()),
  seriesLabel: z.nullable(z.string()),
  value: z.number(),
});
export type MetricPoint = z.infer<typeof metricPointSchema>;

/** A row behind a point (drill-down): what it is, where it opens, and when it happened. */
export const drillRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  href: z.nullable(z.string()),
  at: z.nullable(z.string()),
});
export type DrillRow = z.infer<typeof drillRowSchema>;
