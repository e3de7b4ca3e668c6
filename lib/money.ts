// Amounts of money shared by every kind that prices something (the time tracker's rates, the content
// hub's products): ISO 4217 codes this runtime knows, amounts with at most two decimals, cents.

let known: ReadonlySet<string> | null = null;

function currencies(): ReadonlySet<string> | null {
  if (known) return known;
  const supported = (Intl as { supportedValuesOf?: (key: "currency") => string[] }).supportedValuesOf;
  known = supported ? new Set(supported("currency")) : null;
  return known;
}

/** Every ISO 4217 code this runtime knows, sorted (the currency select). */
export function currencyCodes(): string[] {
  return [...(currencies() ?? ["USD"])].sort();
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
