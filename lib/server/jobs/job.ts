import "server-only";
import type { z } from "zod";

/** Which run of a job this is: pg-boss retries a failed run until `retry.limit` is spent. */
export interface JobRun {
  id: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** True on the last run pg-boss will make: a failure now is final. */
  final: boolean;
}

/**
 * One background job: a pg-boss queue with its retry policy, an optional schedule and the handler
 * that runs each job. The payload is validated on the way out of the queue, as it was stored as JSON.
 */
export interface JobDefinition<Data extends object = object> {
  /** The pg-boss queue name (kebab-case). */
  name: string;
  /** A cron expression in UTC; pg-boss sends it once per tick across all nodes. */
  schedule?: string;
  /** Also enqueue one run when a node starts (the queue's stately policy drops duplicates). */
  runOnStart?: boolean;
  /**
   * `standard`: every job sent runs; `stately`: at most one queued and one running at a time, so
   * overlapping schedules or several starting nodes do not pile up runs of a sweep.
   */
  policy: "standard" | "stately";
  /** Retries after a failed run; with backoff the n-th retry waits about delay × 2^(n-1) to 2×. */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run longer than this is failed (and retried) by pg-boss. */
  expireInSeconds: number;
  /** Workers polling the queue on each node (each runs one job at a time). */
  workers: number;
  payload: z.ZodType<Data>;
  // Method syntax: a registry of definitions with different payloads type-checks as JobDefinition[].
  handler(data: Data, run: JobRun): Promise<void>;
}

/** Identity, for inference of `Data` from the payload schema. */
export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}
