import type { Result } from "autocannon";

/**
 * A steady offered load: one request every 1000 / `rate` ms for `durationS` seconds, each timed on
 * its own, never waiting for the one before (open loop: a slow answer does not hold the next
 * request back). autocannon's `overallRate` is not that: each connection's quota refills on a
 * one-second timer started with the others, so 20 connections send their requests in one burst
 * every second, and its coordinated-omission correction records made-up samples from 1 ms up to
 * each answer. The figures come back in autocannon's shape, for `report`.
 */
export async function paced(options: {
  url: string;
  headers?: Record<string, string>;
  rate: number;
  durationS: number;
}): Promise<Result> {
  const interval = 1000 / options.rate;
  const total = Math.max(1, Math.round(options.rate * options.durationS));
  const latencies: number[] = [];
  let failed = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const one = async () => {
    const sent = performance.now();
    try {
      const answer = await fetch(options.url, { headers: options.headers });
      bytes += (await answer.arrayBuffer()).byteLength;
      if (answer.status < 200 || answer.status > 299) failed += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - sent);
  };
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one());
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return {
    requests: { average: latencies.length / seconds, total: latencies.length },
    latency: {
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: at(1),
      average: sorted.reduce((s, v) => s + v, 0) / sorted.length,
    },
    throughput: { average: bytes / seconds },
    non2xx: failed,
    errors,
  } as unknown as Result;
}
