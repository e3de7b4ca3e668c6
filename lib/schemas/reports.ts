// Inputs of reporting (issue 14; spec/work-management.md §2 Reporting, §3 report, §5 "Title is
// required"): the figures' query and the saved custom reports. Messages are keys of messages/*.json.
import * as z from "@/lib/zod";
import {
  BUILT_IN_REPORTS,
  REPORT_MEMBERS_MAX,
  REPORT_PERIOD_MAX_DAYS,
  REPORT_PROJECTS_MAX,
  REPORT_TITLE_MAX,
  REPORT_WIDGETS,
  type ReportWidget,
} from "@/lib/reporting/types";
import { daysInRange, isIsoDate } from "@/modules/time-tracker/shared/report-range";
import { idSchema } from "./common";
import { idItem, listOf } from "./lists";
import { memberIdSchema } from "./members";
import { timeZoneSchema } from "@/lib/schemas/time-zone";

/** A calendar day written YYYY-MM-DD. */
const localDate = z
  .string({ error: "validation.reportDateInvalid" })
  .check(z.refine(isIsoDate, "validation.reportDateInvalid"));

/** `to` not before `from`, and REPORT_PERIOD_MAX_DAYS days at most (both ends included). */
export function periodIssue(period: { from: string; to: string }): string | null {
  const days = daysInRange(period);
  if (days < 1) return "validation.invalidRange";
  if (days > REPORT_PERIOD_MAX_DAYS) return "validation.reportRangeTooLong";
  return null;
}

function checkPeriod(value: { from?: string; to?: string }, ctx: z.core.$RefinementCtx) {
  if (value.from === undefined || value.to === undefined) return;
  if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
  const issue = periodIssue({ from: value.from, to: value.to });
  if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["to"] });
}

/** Members a report covers (user ids); empty: everyone the viewer may see. */
export const reportMembersSchema = listOf(
  idItem("validation.reportMembersInvalid"),
  REPORT_MEMBERS_MAX,
  "validation.reportMembersInvalid",
);
/** Projects a report covers; empty: every project the viewer may see. */
export const reportProjectsSchema = listOf(
  idItem("validation.reportProjectsInvalid"),
  REPORT_PROJECTS_MAX,
  "validation.reportProjectsInvalid",
);

const widgetSchema = z.enum(REPORT_WIDGETS, { error: "validation.reportWidgetInvalid" });

/** The charts of a report, at least one, each once (order kept). */
export const reportWidgetsSchema = z.pipe(
  listOf(widgetSchema, REPORT_WIDGETS.length, "validation.reportWidgetInvalid"),
  z.array(widgetSchema).check(z.minLength(1, "validation.reportWidgetsRequired")),
);

/** `my-impact`, `my-organization` or the id of a saved report. */
export const reportIdSchema = z.union([z.enum(BUILT_IN_REPORTS), idSchema], {
  error: "validation.invalidId",
});
export const reportParamsSchema = z.object({ reportId: reportIdSchema });
export const savedReportParamsSchema = z.object({ reportId: memberIdSchema });

/**
 * GET /reports/{reportId}/data?from&to&zone&memberIds&projectIds&widgets. `from`/`to`: calendar days
 * in `zone`, both included (default: the 90 days ending today; a saved report's own period); `zone`:
 * an IANA name (default: the user's saved time zone, else UTC); `memberIds`/`projectIds`: comma
 * lists (default: everyone / every visible project; a saved report's own); `widgets`: only these of
 * the report's charts.
 */
export const reportDataQuerySchema = z
  .object({
    from: z.optional(localDate),
    to: z.optional(localDate),
    zone: z.optional(timeZoneSchema),
    memberIds: z.optional(reportMembersSchema),
    projectIds: z.optional(reportProjectsSchema),
    widgets: z.optional(reportWidgetsSchema),
  })
  .check(z.superRefine(checkPeriod));
export type ReportDataQuery = z.infer<typeof reportDataQuerySchema>;

/** A report's time period: two calendar days, both included, REPORT_PERIOD_MAX_DAYS at most. */
export const reportPeriodSchema = z
  .object({ from: localDate, to: localDate }, { error: "validation.reportDateInvalid" })
  .check(z.superRefine(checkPeriod));

/** §5: 'Title is required'. The type check is piped first (no "too long" for a non-string). */
export const reportTitleSchema = z.pipe(
  z.string({ error: "validation.itemTitleRequired" }),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: "validation.itemTitleRequired", abort: true }),
      z.maxLength(REPORT_TITLE_MAX, "validation.reportTitleTooLong"),
    ),
);

const sharedSchema = z.boolean({ error: "validation.reportSharedInvalid" });

/** The add-report dialog: title, members, projects, time period, charts (default: all), shared. */
export const createReportSchema = z.object({
  title: reportTitleSchema,
  memberIds: z._default(reportMembersSchema, []),
  projectIds: z._default(reportProjectsSchema, []),
  period: reportPeriodSchema,
  widgets: z._default(reportWidgetsSchema, [...REPORT_WIDGETS] as ReportWidget[]),
  shared: z._default(sharedSchema, false),
});
export type CreateReportInput = z.infer<typeof createReportSchema>;

/** A change of a saved report: only the fields sent. */
export const updateReportSchema = z
  .object({
    title: z.optional(reportTitleSchema),
    memberIds: z.optional(reportMembersSchema),
    projectIds: z.optional(reportProjectsSchema),
    period: z.optional(reportPeriodSchema),
    widgets: z.optional(reportWidgetsSchema),
    shared: z.optional(sharedSchema),
  })
  .check(
    z.refine(
      (value) => Object.values(value).some((field) => field !== undefined),
      "validation.nothingToUpdate",
    ),
  );
export type UpdateReportInput = z.infer<typeof updateReportSchema>;
