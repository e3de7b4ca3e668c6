import "server-only";
import type PgBoss from "pg-boss";
import type { JobDefinition } from "@/lib/server/jobs/job";

/** The started job system of this process (boss.ts sets it; null when not started). */
export interface RunningJobs {
  boss: PgBoss;
  /** Local worker ids per queue, to wake one when a job is sent from this node. */
  workers: Map<string, string[]>;
  /** Wakes a queue's workers in this node's worker process, when they run there. */
  wake?: (queue: string) => void;
}

// server.ts (run by tsx) and Next's bundled route code are two module graphs in one process: the
// running boss lives on globalThis so services called from routes see it. This module only imports
// pg-boss's types, so the route bundles do not carry it.
const globalForJobs = globalThis as unknown as { suiteJobs?: RunningJobs | null };

export function runningJobs(): RunningJobs | null {
  return globalForJobs.suiteJobs ?? null;
}

export function setRunningJobs(jobs: RunningJobs | null): void {
  globalForJobs.suiteJobs = jobs;
}

/** Which local worker of each queue the next job sent from this node wakes. */
const wakeTurns = new Map<string, number>();

/**
 * Queues one job; null when the job system is not running in this process (tests, scripts), so
 * the caller can do the work inline. Throws when the queue cannot be written.
 */
export async function enqueueJob<Data extends object>(
  definition: JobDefinition<Data>,
  data: Data,
): Promise<string | null> {
  const jobs = runningJobs();
  if (!jobs) return null;
  const id = await jobs.boss.send(definition.name, definition.payload.parse(data));
  // Wake a local worker instead of waiting for its next poll: each in turn, so a burst of jobs keeps
  // all of the queue's workers busy (a worker waits its polling interval after every job it is not
  // woken for).
  const workers = jobs.workers.get(definition.name) ?? [];
  if (id && workers.length === 0) jobs.wake?.(definition.name);
  if (id && workers.length > 0) {
    const turn = (wakeTurns.get(definition.name) ?? 0) % workers.length;
    wakeTurns.set(definition.name, turn + 1);
    jobs.boss.notifyWorker(workers[turn]!);
  }
  return id;
}
