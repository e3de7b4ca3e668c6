import "server-only";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

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
  return scheduledJob({
    name: options.name,
    schedule: options.schedule,
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    expireInSeconds: 600,
    async run() {
      const { find, each } = await options.work();
      let count = 0;
      for (;;) {
        const ids = await find(BATCH);
        for (const id of ids) await each(id);
        count += ids.length;
        if (ids.length < BATCH) break;
      }
      return count ? `${count} ${options.done}` : undefined;
    },
  });
}
