/**
 * What the reporting API returns and the reporting pages read (issue 14): My impact, My organization
 * and custom reports, as the schemas of the answers (lib/contracts/reports.ts); each type is its
 * schema's output. Shared by lib/server/reporting/ (services), app/api/v1/reports/ (REST) and
 * components/reporting/ (UI). No server imports. Durations are milliseconds; days are
 * `YYYY-MM-DD` in the viewer's time zone; weeks are ISO weeks (`YYYY-Www`, starting on Monday).
 *
 * Only what the viewer may see counts: tasks of task modules they may read (private projects and
 * private modules of others left out), time entries of time trackers they may read, plus, in My
 * impact, their own time entries.
 */
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { durationSummarySchema } from "./stats";
import { onTimeRateSchema, weekThroughputSchema } from "./throughput";

const IMPACT_WIDGETS = ["completed", "on-time", "time-tracked", "activity"] as const;
const ORGANIZATION_WIDGETS = [
  "throughput",
  "cycle-time",
  "cumulative-flow",
  "overdue-trend",
  "workload",
  "time-per-project",
] as const;

/** Every chart a report can hold, in the dashboard's order. */
export const REPORT_WIDGETS = [...IMPACT_WIDGETS, ...ORGANIZATION_WIDGETS] as const;
export type ReportWidget = (typeof REPORT_WIDGETS)[number];

/** My impact: about the viewer's own work. */
export const MY_IMPACT_WIDGETS: readonly ReportWidget[] = IMPACT_WIDGETS;
/** My organization: the team's flow of work. */
export const MY_ORGANIZATION_WIDGETS: readonly ReportWidget[] = ORGANIZATION_WIDGETS;

/** The two built-in reports (`/reporting/my-impact`, `/reporting/my-organization`). */
export const BUILT_IN_REPORTS = ["my-impact", "my-organization"] as const;
export type BuiltInReport = (typeof BUILT_IN_REPORTS)[number];

/** Longest period a report covers, in days. */
export const REPORT_PERIOD_MAX_DAYS = 366;
export const REPORT_TITLE_MAX = 200;
export const REPORT_MEMBERS_MAX = 200;
export const REPORT_PROJECTS_MAX = 100;

/** Calendar days `YYYY-MM-DD`, both included (the input's schema is lib/schemas/reports.ts reportPeriodSchema). */
const periodSchema = z.object({ from: z.string(), to: z.string() });
export type ReportPeriod = z.output<typeof periodSchema>;

export const reportPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
});
export type ReportPerson = z.output<typeof reportPersonSchema>;

/** Who and what a report covers; empty lists: everyone / every project the viewer may see. */
export const reportScopeSchema = z.object({
  period: periodSchema,
  memberIds: z.array(z.string()),
  projectIds: z.array(z.string()),
});
export type ReportScope = z.output<typeof reportScopeSchema>;

/** Actions in the activity log of the period, by type. */
export const activityCountsSchema = z.object({
  created: z.number(),
  updated: z.number(),
  moved: z.number(),
  assigned: z.number(),
  unassigned: z.number(),
  commented: z.number(),
  total: z.number(),
});
export type ActivityCounts = z.output<typeof activityCountsSchema>;

/** Tracked time, billable and not. */
const billableSplit = { billableMs: z.number(), nonBillableMs: z.number() };

const projectRefSchema = z.object({ id: z.string(), name: z.string() });

export const timeTrackedSchema = z.object({
  ...billableSplit,
  /** Per ISO week of the period, every week listed. */
  weeks: z.array(z.object({ week: z.string(), start: z.string(), ...billableSplit })),
});
export type TimeTracked = z.output<typeof timeTrackedSchema>;

/** Tasks per column name at the end of each day (columns of the same name on several boards add up). */
export const cumulativeFlowSchema = z.object({
  /** Column names in board order (the order of their average rank), done last. */
  columns: z.array(z.string()),
  days: z.array(z.object({ day: z.string(), counts: z.record(z.string(), z.number()) })),
});
export type CumulativeFlow = z.output<typeof cumulativeFlowSchema>;

export const overdueDaySchema = z.object({
  day: z.string(),
  /** Open tasks whose due day had passed at the end of that day. */
  overdue: z.number(),
});
export type OverdueDay = z.output<typeof overdueDaySchema>;

export const workloadRowSchema = z.object({
  member: reportPersonSchema,
  todo: z.number(),
  inProgress: z.number(),
  /** Of the open ones, those past their due day. */
  overdue: z.number(),
  /** Done in the period. */
  done: z.number(),
});
export type WorkloadRow = z.output<typeof workloadRowSchema>;

export const projectTimeSchema = z.object({
  project: z.nullable(projectRefSchema),
  ...billableSplit,
});
export type ProjectTime = z.output<typeof projectTimeSchema>;

/** The figures of a report; each widget's field is present when the report holds that widget. */
export const reportDataSchema = z.object({
  scope: reportScopeSchema,
  /** The IANA zone days and weeks were read in. */
  zone: z.string(),
  widgets: z.array(z.enum(REPORT_WIDGETS)),
  /** Tasks completed per week (My impact: the viewer's; elsewhere: the members'). */
  completed: z.optional(z.array(weekThroughputSchema)),
  onTime: z.optional(z.extend(onTimeRateSchema, { noDueDate: z.number() })),
  timeTracked: z.optional(timeTrackedSchema),
  activity: z.optional(activityCountsSchema),
  throughput: z.optional(z.array(weekThroughputSchema)),
  /** Median and 85th percentile of cycle times (ms) of tasks finished in the period. */
  cycleTime: z.optional(durationSummarySchema),
  cumulativeFlow: z.optional(cumulativeFlowSchema),
  overdueTrend: z.optional(z.array(overdueDaySchema)),
  workload: z.optional(z.array(workloadRowSchema)),
  timePerProject: z.optional(z.array(projectTimeSchema)),
});
export type ReportData = z.output<typeof reportDataSchema>;

/** A saved custom report (the add-report dialog). */
export const reportSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  owner: z.nullable(reportPersonSchema),
  members: z.array(reportPersonSchema),
  projects: z.array(projectRefSchema),
  period: periodSchema,
  widgets: z.array(z.enum(REPORT_WIDGETS)),
  shared: z.boolean(),
  updatedAt: isoDate,
  rights: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type ReportSummary = z.output<typeof reportSummarySchema>;

/**
 * What a report page's server read gives its view (issue 42): a saved report's settings, and the
 * figures of the view the page shows without search params, read in `zone` (the user's saved zone)
 * for `period` (null: the saved report's own); null when the server could not read them.
 */
export interface ReportFirstView {
  summary: ReportSummary | null;
  figures: { zone: string; period: ReportPeriod | null; data: ReportData } | null;
}
