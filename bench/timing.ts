// Timing of one request at a time: p50 and p95 of RUNS runs after 3 to warm up, each after an untimed
// step (a change, so a cache never answers).
import { performance } from "node:perf_hooks";

export const RUNS = 20;

export function percentiles(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95) };
}

export async function timed(
  run: () => Promise<unknown>,
  before: () => Promise<unknown> = async () => undefined,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await before();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

export const fmt = ({ p50, p95 }: { p50: number; p95: number }) =>
  `p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`;
