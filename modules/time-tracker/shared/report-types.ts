/**
 * The time tracker's reports (GET /time-tracker/{id}/report and …/report/export): what they take
 * and answer (the report's schema, modules/time-tracker/contracts.ts). Shared by the API, the
 * reports tab and the tests.
 */
import * as z from "@/lib/zod";

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

export const reportTotalsSchema = z.object({
  seconds: z.number(),
  billableSeconds: z.number(),
  /** Billable seconds × each person's hourly rate, in major units of `currency`. */
  amount: z.number(),
});
export type ReportTotals = z.output<typeof reportTotalsSchema>;

/**
 * One group. `key`: a local date (`YYYY-MM-DD`; for weeks their Monday), a user, task or tag id,
 * `billable`/`nonBillable`, or null for entries without a task or a tag. `label`: the person's
 * name, `KEY-1 Title` (the title only while the caller may read the task), the tag's title, the
 * ISO date or week (`2026-W10`; the client formats dates), or the translated "No tag"/"No task".
 */
export const reportGroupSchema = z.extend(reportTotalsSchema, {
  key: z.nullable(z.string()),
  label: z.string(),
});
export type ReportGroup = z.output<typeof reportGroupSchema>;

/** GET /time-tracker/{id}/report. */
export const timeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  groupBy: z.enum(REPORT_GROUPS),
  /** The person the report is narrowed to (always the caller for those who see only their own). */
  member: z.nullable(z.string()),
  /** True when an entry may count in several groups (by tag): the groups then add up to more. */
  overlapping: z.boolean(),
  groups: z.array(reportGroupSchema),
  total: z.extend(reportTotalsSchema, { currency: z.string() }),
});
export type TimeReport = z.output<typeof timeReportSchema>;
