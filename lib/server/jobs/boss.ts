import "server-only";
import { Client } from "pg";
import PgBoss from "pg-boss";
import type { JobDefinition } from "@/lib/server/jobs/job";
import { runningJobs, setRunningJobs } from "@/lib/server/jobs/enqueue";
import { jobDefinitions } from "@/lib/server/jobs/registry";
import { logger } from "@/lib/server/logger";

/** pg-boss keeps its tables in this schema of the app's database, apart from Prisma's. */
export const JOBS_SCHEMA = "pgboss";

export interface StartJobsOptions {
  /** The app's database (server.ts passes the embedded or DATABASE_URL one). */
  databaseUrl: string;
  /** How often an idle worker polls its queue; pg-boss allows 0.5 s at least. Default 2 s. */
  pollingIntervalSeconds?: number;
  /** Replaces every job's retry delay (tests, so a retry comes in seconds, not minutes). */
  retryDelaySeconds?: number;
  /** Connections of pg-boss's own pool on this node. */
  poolSize?: number;
  /** The jobs to serve; default all of the registry. */
  jobs?: readonly JobDefinition[];
  /**
   * Run workers here (default). False: this process only sends jobs and prepares the queues; its
   * node's worker process (lib/server/jobs/worker-process.ts) or worker nodes run them.
   */
  serve?: boolean;
  /** Wakes the workers of a queue in another process of this node (the worker process). */
  wake?: (queue: string) => void;
}

function queueOptions(job: JobDefinition, options: StartJobsOptions): PgBoss.Queue {
  return {
    name: job.name,
    policy: job.policy,
    retryLimit: job.retry.limit,
    retryDelay: options.retryDelaySeconds ?? job.retry.delaySeconds,
    retryBackoff: job.retry.backoff,
    expireInSeconds: job.expireInSeconds,
  };
}

/**
 * Wakes this node's workers of a queue: a worker waits its polling interval after every fetch, even
 * one that found a job, so a queue with a backlog (a burst of automation runs) would drain at one job
 * per worker per interval. A worker that found work looks again at once, and wakes its idle peers.
 */
export function wakeWorkers(name: string): void {
  const jobs = runningJobs();
  for (const id of jobs?.workers.get(name) ?? []) jobs?.boss.notifyWorker(id);
}

/** Runs each fetched job through the definition's handler; a throw makes pg-boss retry it. */
function handlerFor(job: JobDefinition) {
  return async (fetched: PgBoss.JobWithMetadata<unknown>[]) => {
    if (fetched.length > 0) wakeWorkers(job.name);
    for (const item of fetched) {
      const run = { id: item.id, attempt: item.retryCount + 1, final: item.retryCount >= item.retryLimit };
      try {
        // Scheduled runs carry no data: null in the queue.
        await job.handler(job.payload.parse(item.data ?? {}), run);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.warn(`[jobs] ${job.name} ${item.id} failed (attempt ${run.attempt}): ${message}`);
        throw error;
      }
    }
  };
}

/**
 * Creates (and updates) one queue per job and registers the schedules, one node at a time: nodes
 * that start together on a database without the queues (a deployment's first start) would otherwise
 * run pg-boss's create_queue for the same queues at once, which deadlocks (each creates a partition
 * and inserts its queue row), and a node would exit. A session advisory lock on a connection of its
 * own, let go when that connection ends.
 */
export async function prepareQueues(boss: PgBoss, options: StartJobsOptions): Promise<void> {
  const lock = new Client({ connectionString: options.databaseUrl, application_name: "suite-jobs-setup" });
  // A lost connection fails the setup's next statement; the event itself must not crash the node.
  lock.on("error", () => undefined);
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtextextended('suite-jobs:prepare-queues', 0))`);
    for (const job of options.jobs ?? jobDefinitions) {
      const queue = queueOptions(job, options);
      await boss.createQueue(job.name, queue);
      // createQueue keeps an existing queue as it is: bring its settings in line with the code.
      await boss.updateQueue(job.name, queue);
      if (job.schedule) await boss.schedule(job.name, job.schedule, undefined, { tz: "UTC" });
      else await boss.unschedule(job.name);
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/**
 * Starts pg-boss on this node: installs or migrates its schema, creates (and updates) one queue per
 * job, registers the schedules and starts the workers. Every node runs this; pg-boss coordinates
 * through the database, so a job runs on one node only and a schedule fires once per tick in all.
 */
export async function startJobs(options: StartJobsOptions): Promise<PgBoss> {
  const current = runningJobs();
  if (current) return current.boss;
  const jobs = options.jobs ?? jobDefinitions;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: JOBS_SCHEMA,
    max: options.poolSize ?? 4,
    application_name: "suite-jobs",
  });
  boss.on("error", (error) => logger.error(`[jobs] ${error.message}`));
  await boss.start();
  try {
    await prepareQueues(boss, options);
    const workers = new Map<string, string[]>();
    // pg-boss rejects an explicit undefined polling interval: the key is set only when given.
    const work = {
      batchSize: 1,
      includeMetadata: true as const,
      ...(options.pollingIntervalSeconds && { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    };
    const serve = options.serve ?? true;
    for (const job of serve ? jobs : []) {
      const ids: string[] = [];
      for (let i = 0; i < job.workers; i++) ids.push(await boss.work(job.name, work, handlerFor(job)));
      workers.set(job.name, ids);
    }
    setRunningJobs({ boss, workers, ...(options.wake && { wake: options.wake }) });
    if (serve) for (const job of jobs) if (job.runOnStart) await boss.send(job.name, {});
  } catch (error) {
    setRunningJobs(null);
    await boss.stop({ graceful: false });
    throw error;
  }
  return boss;
}

/** The running boss of this process, or null (not started, or stopped). */
export function getBoss(): PgBoss | null {
  return runningJobs()?.boss ?? null;
}

/**
 * Stops this node's workers and waits for running jobs, at most `timeoutMs` (a job still running
 * then is failed, and retried later by any node), then closes pg-boss's pool. New e-mails from then
 * on are sent inline. Call it before the database pool closes and the embedded PostgreSQL stops.
 */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  const jobs = runningJobs();
  if (!jobs) return;
  setRunningJobs(null);
  await jobs.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
