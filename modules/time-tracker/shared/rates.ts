/**
 * Billing rates of the time tracker (Kimai's model): a module has one currency and may have an hourly
 * rate; a person's own rate in the module overrides it. Amounts are kept in hundredths (cents) so
 * sums are exact; an entry's amount is rounded to the cent once, and every total is a sum of those.
 * Pure; the report's SQL (modules/time-tracker/server/report-sql.ts) applies the same rule and the
 * integration tests compare the two.
 */

export const DEFAULT_CURRENCY = "USD";
/** Highest hourly rate, in major units (a CHECK in the database too). */
export const RATE_MAX = 10_000_000;
/** Rates a PUT may set at once. */
export const RATE_MEMBERS_MAX = 1_000;

/** GET /time-tracker/{id}/rate. Amounts in major units (12.5 = 12.50 of the currency). */
export interface TimeRates {
  currency: string;
  hourlyRate: number | null;
  /** People's own rates; null for callers who do not manage the module's members. */
  members: { userId: string; name: string; hourlyRate: number }[] | null;
}

let known: ReadonlySet<string> | null = null;

function currencies(): ReadonlySet<string> | null {
  if (known) return known;
  const supported = (Intl as { supportedValuesOf?: (key: "currency") => string[] }).supportedValuesOf;
  known = supported ? new Set(supported("currency")) : null;
  return known;
}

/** Every ISO 4217 code this runtime knows, sorted (the currency select). */
export function currencyCodes(): string[] {
  return [...(currencies() ?? [DEFAULT_CURRENCY])].sort();
}

/** Whether `code` is an ISO 4217 code (three capitals this runtime knows as a currency). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const all = currencies();
  return all === null || all.has(code);
}

/** Whether an amount has at most two decimals (12.5, 12.05; not 12.005). */
export function hasAtMostCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

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
