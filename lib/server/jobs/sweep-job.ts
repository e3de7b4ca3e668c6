import "server-only";
import type { JobDefinition } from "@/lib/server/jobs/job";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

/** Items handled per batch by default; a sweep goes on until a batch comes back short. */
const BATCH = 50;

/**
 * One sweep's work: `find` answers at most `limit` items that have work (ids it found, or rows it
 * claimed, e.g. with `FOR UPDATE SKIP LOCKED` in a statement that also marks them taken); then
 * either `each` does one item at a time (the sweep counts the items), or `batch` does a whole batch
 * and answers what it counts (say, the notifications it wrote).
 */
export type Sweep<Item> = { find(limit: number): Promise<Item[]> } & (
  { each(item: Item): Promise<unknown> } | { batch(items: Item[]): Promise<number> }
);

/**
 * The claim loop of every sweep: finds a batch, does it, and goes on until a batch comes back
 * shorter than `size`. Answers the sum of the batches' counts.
 */
export async function sweep<Item>(work: Sweep<Item>, size = BATCH): Promise<number> {
  let count = 0;
  for (;;) {
    const items = await work.find(size);
    if ("batch" in work) count += await work.batch(items);
    else {
      for (const item of items) await work.each(item);
      count += items.length;
    }
    if (items.length < size) break;
  }
  return count;
}

/**
 * A scheduled sweep: runs the sweeps `work` answers one after the other; one run at a time across
 * the nodes. `work` is called (and may import the sweep's code) when a run starts, so the services
 * that import the definition do not load it; it may do what a run does first (clear stale rows).
 */
export function sweepJob<Item = string>(options: {
  name: string;
  schedule: string;
  runOnStart?: boolean;
  /** Default: 2 retries a minute apart with backoff, expiring after 10 minutes. */
  retry?: JobDefinition["retry"];
  expireInSeconds?: number;
  /** Items per batch (default 50). */
  batch?: number;
  /**
   * What the log says was done, after the total ("forms folded"); or the log line of each sweep's
   * count, in `work`'s order (undefined: nothing to tell).
   */
  done: string | ((counts: number[]) => string | undefined);
  work: () => Promise<Sweep<Item> | Sweep<Item>[]>;
}) {
  return scheduledJob({
    name: options.name,
    schedule: options.schedule,
    runOnStart: options.runOnStart,
    retry: options.retry ?? { limit: 2, delaySeconds: 60, backoff: true },
    expireInSeconds: options.expireInSeconds ?? 600,
    async run() {
      const work = await options.work();
      const counts: number[] = [];
      for (const one of Array.isArray(work) ? work : [work]) counts.push(await sweep(one, options.batch));
      if (typeof options.done !== "string") return options.done(counts);
      const count = counts.reduce((sum, n) => sum + n, 0);
      return count ? `${count} ${options.done}` : undefined;
    },
  });
}
