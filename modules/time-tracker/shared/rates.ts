/**
 * Billing rates of the time tracker (Kimai's model): a module has one currency and may have an hourly
 * rate; a person's own rate in the module overrides it. Amounts are kept in hundredths (cents) so
 * sums are exact; an entry's amount is rounded to the cent once, and every total is a sum of those.
 * Pure; the report's SQL (modules/time-tracker/server/report-sql.ts) applies the same rule and the
 * integration tests compare the two.
 */
import * as z from "@/lib/zod";

export const DEFAULT_CURRENCY = "USD";
/** Highest hourly rate, in major units (a CHECK in the database too). */
export const RATE_MAX = 10_000_000;
/** Rates a PUT may set at once. */
export const RATE_MEMBERS_MAX = 1_000;

/** GET /time-tracker/{id}/rate. Amounts in major units (12.5 = 12.50 of the currency). */
export const timeRatesSchema = z.object({
  currency: z.string(),
  hourlyRate: z.nullable(z.number()),
  /** People's own rates; null for callers who do not manage the module's members. */
  members: z.nullable(z.array(z.object({ userId: z.string(), name: z.string(), hourlyRate: z.number() }))),
});
export type TimeRates = z.output<typeof timeRatesSchema>;

export { currencyCodes, fromCents, hasAtMostCents, isCurrencyCode, toCents } from "@/lib/money";

/** The hourly rate (cents) that applies to a person: their own, else the module's, else none. */
export function resolveHourlyRate(
  memberRateCents: number | null | undefined,
  moduleRateCents: number | null,
) {
  return memberRateCents ?? moduleRateCents ?? null;
}

/** What an entry bills, in cents: billable seconds × the hourly rate, rounded to the cent (half up). */
export function entryAmountCents(seconds: number, billable: boolean, rateCents: number | null): number {
  if (!billable || rateCents === null || seconds <= 0) return 0;
  return Math.round((seconds * rateCents) / 3600);
}
