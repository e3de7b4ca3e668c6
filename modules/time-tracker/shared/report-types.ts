/**
 * The time tracker's reports (GET /time-tracker/{id}/report and …/report/export): what they take
 * and answer. Shared by the API, the reports tab and the tests.
 */

export const REPORT_GROUPS = ["day", "week", "member", "task", "tag", "billable"] as const;
export type ReportGroupBy = (typeof REPORT_GROUPS)[number];

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Longest range of a report or an export, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
/** Entries an export reads per statement (keyset batches: a year never loads at once). */
export const EXPORT_BATCH = 1_000;

/** The keys of the billable grouping. */
export const BILLABLE_KEY = "billable";
export const NON_BILLABLE_KEY = "nonBillable";

export interface ReportTotals {
  seconds: number;
  billableSeconds: number;
  /** Billable seconds × each person's hourly rate, in major units of `currency`. */
  amount: number;
}

/**
 * One group. `key`: a local date (`YYYY-MM-DD`; for weeks their Monday), a user, task or tag id,
 * `billable`/`nonBillable`, or null for entries without a task or a tag. `label`: the person's
 * name, `KEY-1 Title` (the title only while the caller may read the task), the tag's title, the
 * ISO date or week (`2026-W10`; the client formats dates), or the translated "No tag"/"No task".
 */
export interface ReportGroup extends ReportTotals {
  key: string | null;
  label: string;
}

/** GET /time-tracker/{id}/report. */
export interface TimeReport {
  from: string;
  to: string;
  tz: string;
  groupBy: ReportGroupBy;
  /** The person the report is narrowed to (always the caller for those who see only their own). */
  member: string | null;
  /** True when an entry may count in several groups (by tag): the groups then add up to more. */
  overlapping: boolean;
  groups: ReportGroup[];
  total: ReportTotals & { currency: string };
}
