// Inputs of the time tracker's reports, exports and rates. Messages are keys of messages/*.json
// (validation.*).
import * as z from "@/lib/zod";
import { daysInRange, isIsoDate } from "@/modules/time-tracker/shared/report-range";
import { EXPORT_FORMATS, REPORT_GROUPS, REPORT_MAX_DAYS } from "@/modules/time-tracker/shared/report-types";
import {
  hasAtMostCents,
  isCurrencyCode,
  RATE_MAX,
  RATE_MEMBERS_MAX,
} from "@/modules/time-tracker/shared/rates";
import { memberIdSchema } from "@/lib/schemas/members";
import { timeZoneSchema } from "./time-tracker";

const localDate = z
  .string({ error: "validation.reportDateInvalid" })
  .check(z.refine(isIsoDate, "validation.reportDateInvalid"));

/** `to` not before `from`, and REPORT_MAX_DAYS days at most (both ends included). */
function checkRange(value: { from: string; to: string }, ctx: z.core.$RefinementCtx) {
  if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
  const days = daysInRange(value);
  if (days < 1) ctx.addIssue({ code: "custom", message: "validation.invalidRange", path: ["to"] });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: "custom", message: "validation.reportRangeTooLong", path: ["to"] });
}

const rangeShape = {
  /** Local dates in `tz`, both included: an entry counts on the day it starts. */
  from: localDate,
  to: localDate,
  tz: z._default(timeZoneSchema, "UTC"),
  /** Only this person's entries (module admins; others see only their own). */
  member: z.optional(memberIdSchema),
};

/** GET /time-tracker/{id}/report?from&to&tz&groupBy&member. */
export const reportQuerySchema = z
  .object({
    ...rangeShape,
    groupBy: z._default(z.enum(REPORT_GROUPS, { error: "validation.reportGroupInvalid" }), "day"),
  })
  .check(z.superRefine(checkRange));
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** GET /time-tracker/{id}/report/export?format&from&to&tz&member. */
export const exportQuerySchema = z
  .object({
    ...rangeShape,
    format: z.enum(EXPORT_FORMATS, { error: "validation.exportFormatInvalid" }),
  })
  .check(z.superRefine(checkRange));
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** An hourly rate in major units: 0 to RATE_MAX, at most two decimals. */
export const hourlyRateSchema = z
  .number({ error: "validation.rateInvalid" })
  .check(
    z.gte(0, "validation.rateInvalid"),
    z.lte(RATE_MAX, "validation.rateTooHigh"),
    z.refine(hasAtMostCents, "validation.rateDecimals"),
  );

export const currencySchema = z
  .string({ error: "validation.currencyInvalid" })
  .check(z.refine(isCurrencyCode, "validation.currencyInvalid"));

/**
 * PUT /time-tracker/{id}/rate: the module's currency and rate, and every person's own rate (the list
 * replaces the saved one; a null rate, or leaving a person out, removes theirs).
 */
export const updateRatesSchema = z.object({
  currency: currencySchema,
  hourlyRate: z.nullable(hourlyRateSchema),
  members: z._default(
    z
      .array(z.object({ userId: memberIdSchema, hourlyRate: z.nullable(hourlyRateSchema) }), {
        error: "validation.rateMembersInvalid",
      })
      .check(
        z.maxLength(RATE_MEMBERS_MAX, "validation.rateMembersInvalid"),
        z.refine(
          (members) => new Set(members.map((member) => member.userId)).size === members.length,
          "validation.rateMembersInvalid",
        ),
      ),
    [],
  ),
});
export type UpdateRatesInput = z.infer<typeof updateRatesSchema>;
