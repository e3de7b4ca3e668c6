import "server-only";
import { z } from "zod";
import { defineJob, type JobDefinition } from "@/lib/server/jobs/job";
import { logger } from "@/lib/server/logger";

/**
 * A job the schedule starts, with nothing to carry: one run at a time across the nodes (stately),
 * one worker per node. `run` answers what it did for the log, or undefined when there is nothing to
 * tell.
 */
export function scheduledJob({
  run,
  ...options
}: Pick<JobDefinition, "name" | "schedule" | "runOnStart" | "retry" | "expireInSeconds"> & {
  run: () => Promise<string | undefined>;
}) {
  return defineJob({
    ...options,
    policy: "stately",
    workers: 1,
    payload: z.object({}),
    async handler() {
      const done = await run();
      if (done) logger.info(`[jobs] ${done}`);
    },
  });
}
