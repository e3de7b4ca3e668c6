/**
 * Percentiles of durations (cycle times) for the reports. Linear interpolation between closest
 * ranks (Hyndman & Fan type 7: Excel's PERCENTILE.INC, numpy's default), so the median of an even
 * list is the mean of its middle two, as people expect. Pure.
 */
import * as z from "@/lib/zod";

/**
 * The `p`th percentile (0 to 100) of `values`, interpolated linearly: the value at rank
 * (n − 1) × p / 100 of the sorted list. Non-finite values are skipped; an empty list gives null, a
 * single value is every percentile. `p` is clamped to [0, 100].
 */
export function percentile(values: readonly number[], p: number): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  const share = Number.isNaN(p) ? 0 : Math.min(100, Math.max(0, p));
  // (n − 1) × p first, then / 100: 20 × 85 / 100 is exactly 17, 20 × 0.85 need not be.
  const rank = ((n - 1) * share) / 100;
  const lower = Math.floor(rank);
  const low = sorted[lower] ?? 0;
  const high = sorted[Math.min(n - 1, lower + 1)] ?? low;
  return low + (rank - lower) * (high - low);
}

/** The median (50th percentile); null for no values. */
export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** The 85th percentile: 85% of the items took this long or less; null for no values. */
export function p85(values: readonly number[]): number | null {
  return percentile(values, 85);
}

/** A report's summary of durations: how many, their median and 85th percentile. */
export const durationSummarySchema = z.object({
  count: z.number(),
  median: z.nullable(z.number()),
  p85: z.nullable(z.number()),
});
export type DurationSummary = z.output<typeof durationSummarySchema>;

/** Count, median and p85 of the known durations; nulls (tasks without a cycle time) are left out. */
export function summarizeDurations(durations: readonly (number | null)[]): DurationSummary {
  const known = durations.filter((value): value is number => value !== null && Number.isFinite(value));
  return { count: known.length, median: median(known), p85: p85(known) };
}
