import "server-only";

// The Analyze tab and the Insights page (issue 17): numbers computed from the stored visits and
// responses, in PostgreSQL, a few statements side by side; the responses' counts come folded
// (stats/), so a form of 100,000 responses reads a few hundred rows, not its answers. Views are
// visits (one per page load), starts visits that answered something, submissions the stored
// responses; drop-off counts started visits that did not submit, by the furthest element they
// touched. This file: the arithmetic both share.

export const OVER_TIME_DAYS = 30;

/** The completion rate: submissions over starts (never above 1). */
export const rate = (submissions: number, starts: number) =>
  starts === 0 ? 0 : Math.min(1, submissions / Math.max(starts, submissions));

/** The days of the last OVER_TIME_DAYS (UTC), oldest first, each with its count (0 when none). */
export function fillDays(rows: { date: string; count: number }[]): { date: string; count: number }[] {
  const byDay = new Map(rows.map((r) => [r.date, r.count]));
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: OVER_TIME_DAYS }, (_, n) => {
    const date = new Date(today - (OVER_TIME_DAYS - 1 - n) * 86_400_000).toISOString().slice(0, 10);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/**
 * A number element's summary from its values' histogram: min, max, mean and the median as
 * PostgreSQL's percentile_cont(0.5) gives it (the middle value, or the mean of the two middle ones).
 */
export function numberSummary(
  histogram: { value: number; count: number }[],
): { min: number; max: number; mean: number; median: number } | null {
  const values = histogram.filter((h) => h.count > 0).sort((a, b) => a.value - b.value);
  const total = values.reduce((sum, h) => sum + h.count, 0);
  if (total === 0) return null;
  const at = (index: number) => {
    let seen = 0;
    for (const h of values) {
      seen += h.count;
      if (index < seen) return h.value;
    }
    return values[values.length - 1]!.value;
  };
  const middle = (total - 1) / 2;
  const median = (at(Math.floor(middle)) + at(Math.ceil(middle))) / 2;
  const sum = values.reduce((acc, h) => acc + h.value * h.count, 0);
  return { min: values[0]!.value, max: values[values.length - 1]!.value, mean: sum / total, median };
}
