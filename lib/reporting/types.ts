/**
 * What the reporting API returns and the reporting pages read (issue 14): My impact, My organization
 * and custom reports. The contract between lib/server/reporting/ (services), app/api/v1/reports/
 * (REST) and components/reporting/ (UI). No server imports. Durations are milliseconds; days are
 * `YYYY-MM-DD` in the viewer's time zone; weeks are ISO weeks (`YYYY-Www`, starting on Monday).
 *
 * Only what the viewer may see counts: tasks of task modules they may read (private projects and
 * private modules of others left out), time entries of time trackers they may read, plus, in My
 * impact, their own time entries.
 */
import type { DurationSummary } from "./stats";
import type { OnTimeRate, WeekThroughput } from "./throughput";

/** Every chart a report can hold, in the dashboard's order. */
export const REPORT_WIDGETS = [
  "completed",
  "on-time",
  "time-tracked",
  "activity",
  "throughput",
  "cycle-time",
  "cumulative-flow",
  "overdue-trend",
  "workload",
  "time-per-project",
] as const;
export type ReportWidget = (typeof REPORT_WIDGETS)[number];

/** My impact: about the viewer's own work. */
export const MY_IMPACT_WIDGETS: readonly ReportWidget[] = [
  "completed",
  "on-time",
  "time-tracked",
  "activity",
];
/** My organization: the team's flow of work. */
export const MY_ORGANIZATION_WIDGETS: readonly ReportWidget[] = [
  "throughput",
  "cycle-time",
  "cumulative-flow",
  "overdue-trend",
  "workload",
  "time-per-project",
];

/** The two built-in reports (`/reporting/my-impact`, `/reporting/my-organization`). */
export const BUILT_IN_REPORTS = ["my-impact", "my-organization"] as const;
export type BuiltInReport = (typeof BUILT_IN_REPORTS)[number];

/** Longest period a report covers, in days. */
export const REPORT_PERIOD_MAX_DAYS = 366;
export const REPORT_TITLE_MAX = 200;
export const REPORT_MEMBERS_MAX = 200;
export const REPORT_PROJECTS_MAX = 100;

export interface ReportPeriod {
  from: string;
  to: string;
}

export interface ReportPerson {
  id: string;
  name: string;
  image: string | null;
}

/** Who and what a report covers; empty lists: everyone / every project the viewer may see. */
export interface ReportScope {
  period: ReportPeriod;
  memberIds: string[];
  projectIds: string[];
}

/** Actions in the activity log of the period, by type. */
export interface ActivityCounts {
  created: number;
  updated: number;
  moved: number;
  assigned: number;
  unassigned: number;
  commented: number;
  total: number;
}

export interface TimeTracked {
  billableMs: number;
  nonBillableMs: number;
  /** Per ISO week of the period, every week listed. */
  weeks: { week: string; start: string; billableMs: number; nonBillableMs: number }[];
}

/** Tasks per column name at the end of each day (columns of the same name on several boards add up). */
export interface CumulativeFlow {
  /** Column names in board order (the order of their average rank), done last. */
  columns: string[];
  days: { day: string; counts: Record<string, number> }[];
}

export interface OverdueDay {
  day: string;
  /** Open tasks whose due day had passed at the end of that day. */
  overdue: number;
}

export interface WorkloadRow {
  member: ReportPerson;
  todo: number;
  inProgress: number;
  /** Of the open ones, those past their due day. */
  overdue: number;
  /** Done in the period. */
  done: number;
}

export interface ProjectTime {
  project: { id: string; name: string } | null;
  billableMs: number;
  nonBillableMs: number;
}

/** The figures of a report; each widget's field is present when the report holds that widget. */
export interface ReportData {
  scope: ReportScope;
  /** The IANA zone days and weeks were read in. */
  zone: string;
  widgets: ReportWidget[];
  /** Tasks completed per week (My impact: the viewer's; elsewhere: the members'). */
  completed?: WeekThroughput[];
  onTime?: OnTimeRate & { noDueDate: number };
  timeTracked?: TimeTracked;
  activity?: ActivityCounts;
  throughput?: WeekThroughput[];
  /** Median and 85th percentile of cycle times (ms) of tasks finished in the period. */
  cycleTime?: DurationSummary;
  cumulativeFlow?: CumulativeFlow;
  overdueTrend?: OverdueDay[];
  workload?: WorkloadRow[];
  timePerProject?: ProjectTime[];
}

/** A saved custom report (the add-report dialog). */
export interface ReportSummary {
  id: string;
  title: string;
  owner: ReportPerson | null;
  members: ReportPerson[];
  projects: { id: string; name: string }[];
  period: ReportPeriod;
  widgets: ReportWidget[];
  shared: boolean;
  updatedAt: string;
  rights: { edit: boolean; delete: boolean };
}
