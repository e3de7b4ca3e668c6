import "server-only";
import { sweepJob } from "@/lib/server/jobs/sweep-job";

const BATCH = 100;

/**
 * Every five minutes: makes the next occurrence of repeating tasks that owe one — "schedule" series
 * whose due date has come, and completed tasks whose move did not make theirs (server/recurrence.ts).
 * One run at a time across the nodes; each occurrence is made once whoever makes it.
 */
export const taskRecurrenceJob = sweepJob<string>({
  name: "task-recurrence",
  schedule: "*/5 * * * *",
  runOnStart: true,
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 240,
  batch: BATCH,
  done: "repeating tasks' next occurrences handled",
  work: async () => {
    const { findOwed, spawnNext } = await import("@/modules/task-management/server/recurrence");
    const now = new Date();
    return { find: (limit) => findOwed(now, limit), each: (taskId) => spawnNext(taskId, now) };
  },
});
