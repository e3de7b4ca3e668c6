import type PgBoss from "pg-boss";
import { getDb } from "@/lib/server/db";
import { startJobs, stopJobs, type StartJobsOptions } from "@/lib/server/jobs/boss";

/** The boss on this test file's database, polling every 0.5 s and retrying after a second. */
export function startTestJobs(options: Partial<StartJobsOptions> = {}): Promise<PgBoss> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is set by the fresh-database setup");
  return startJobs({
    databaseUrl,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    poolSize: 3,
    ...options,
  });
}

/** Resolves with `check()`'s value once it is truthy; fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`waitFor: still false after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The payloads of the jobs sent to `queue`, as stored by pg-boss. */
export async function queuedPayloads(queue: string): Promise<unknown[]> {
  const rows = await getDb().$queryRawUnsafe<{ data: unknown }[]>(
    `SELECT data FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    queue,
  );
  return rows.map((row) => row.data);
}

/**
 * Stops the boss at the end of a test file (pg-boss's sleeps after it are made safe by
 * tests/integration/setup/pg-boss-delay.ts).
 */
export async function stopTestJobs(): Promise<void> {
  await stopJobs();
}
