import type { Page } from "@playwright/test";

/** The value at quantile `p` (0–1) of `values`. */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** Frame intervals while `work` runs (requestAnimationFrame in the page). */
export async function frames<T>(
  page: Page,
  work: () => Promise<T>,
): Promise<{ result: T; intervals: number[] }> {
  await page.evaluate(() => {
    const state = { run: true, last: performance.now(), intervals: [] as number[] };
    (window as unknown as { frameLog: typeof state }).frameLog = state;
    const tick = (now: number) => {
      state.intervals.push(now - state.last);
      state.last = now;
      if (state.run) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const result = await work();
  const intervals = await page.evaluate(() => {
    const state = (window as unknown as { frameLog: { run: boolean; intervals: number[] } }).frameLog;
    state.run = false;
    return state.intervals.slice(1);
  });
  return { result, intervals };
}

/** A line of frame figures: count, mean, p50, p95, max and how many took over 50 ms. */
export const frameLine = (name: string, intervals: number[]) =>
  `${name.padEnd(40)} ${String(intervals.length).padStart(5)} frames   mean ${(intervals.reduce((a, b) => a + b, 0) / Math.max(1, intervals.length)).toFixed(1)} ms   p50 ${percentile(intervals, 0.5).toFixed(1)} ms   p95 ${percentile(intervals, 0.95).toFixed(1)} ms   max ${Math.max(0, ...intervals).toFixed(1)} ms   over 50 ms: ${intervals.filter((i) => i > 50).length}`;
