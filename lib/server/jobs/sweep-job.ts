import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/server/jobs/job";
import { logger } from "@/lib/server/logger";

/** Items handled per batch; a run goes on until a batch comes back short. */
const BATCH = 50;

/**
 * A scheduled sweep: finds the ids that have work (at most a batch at a time), does each, and goes
 * on until none is left; one run at a time across the nodes. `work` is imported when a run starts
 * (the services that import the definition do not load the sweep's code).
 */
export function sweepJob(options: {
  name: string;
  schedule: string;
  /** What the log says was done, after the count: "forms folded". */
  done: string;
  work: () => Promise<{ find(limit: number): Promise<string[]>; each(id: string): Promise<unknown> }>;
}) {
  return defineJob({
    name: options.name,
    schedule: options.schedule,
    policy: "stately",
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    expireInSeconds: 600,
    workers: 1,
    payload: z.object({}),
    async handler() {
      const { find, each } = await options.work();
      let count = 0;
      for (;;) {
        const ids = await find(BATCH);
        for (const id of ids) await each(id);
        count += ids.length;
        if (ids.length < BATCH) break;
      }
      if (count) logger.info(`[jobs] ${count} ${options.done}`);
    },
  });
}
