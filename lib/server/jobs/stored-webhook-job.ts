import "server-only";
import { z } from "zod";
import { runningJobs } from "@/lib/server/jobs/enqueue";
import { defineJob } from "@/lib/server/jobs/job";
import { sweepJob } from "@/lib/server/jobs/sweep-job";

// The jobs of the one webhook service (lib/server/webhooks/): one `webhook-delivery` job per attempt
// of a delivery (the payload is its id, the body stays in its row; a failed attempt schedules the
// next one itself, at the backoff's time, with `startAfter`), and a sweep every minute that attempts
// what is due but has no job (one queued inside a transaction that had not committed when its job
// ran, one whose job was lost, deliveries moved from the old tables). A claim on the row
// (`claimedUntil`) keeps a job and the sweep from posting one delivery at once. The attempt's code
// is imported when a job runs (the services import these definitions to enqueue).

const deliveryPayload = z.object({ deliveryId: z.string().regex(/^[0-9a-f]{24}$/) });

/**
 * One attempt of one delivery. The receiver's failure is not the job's: it is logged on the
 * delivery and its retry scheduled as a new job; pg-boss retries only a run that crashed (the
 * claim then expires and the retry finds it due again).
 */
export const webhookDeliveryJob = defineJob({
  name: "webhook-delivery",
  policy: "standard",
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 60,
  workers: 2,
  payload: deliveryPayload,
  handler: async ({ deliveryId }) => {
    const { attemptWebhookDelivery } = await import("@/lib/server/webhooks/attempt");
    await attemptWebhookDelivery(deliveryId);
  },
});

/** Every minute: the deliveries due for a minute or more that no job has taken, 50 at a time. */
export const webhookSweepJob = sweepJob({
  name: "webhook-sweep",
  schedule: "* * * * *",
  done: "overdue webhook deliveries attempted",
  work: async () => {
    const { attemptWebhookDelivery, overdueWebhookDeliveries } =
      await import("@/lib/server/webhooks/attempt");
    return { find: overdueWebhookDeliveries, each: attemptWebhookDelivery };
  },
});

/**
 * Has this node's delivery workers fetch again at once instead of after their polling interval: a
 * delivery deferred by an open circuit breaker takes milliseconds, so the jobs behind it (other
 * receivers', other workspaces') are not paced by the interval.
 */
export function wakeDeliveryWorkers(): void {
  const jobs = runningJobs();
  for (const worker of jobs?.workers.get(webhookDeliveryJob.name) ?? []) jobs?.boss.notifyWorker(worker);
}

/**
 * Queues one attempt of a delivery, at `at` (default now). False when no job system runs in this
 * process (tests, scripts): the caller attempts inline or leaves it to the sweep.
 */
export async function enqueueWebhookAttempt(deliveryId: string, at?: Date): Promise<boolean> {
  const jobs = runningJobs();
  if (!jobs) return false;
  const id = await jobs.boss.send(
    webhookDeliveryJob.name,
    deliveryPayload.parse({ deliveryId }),
    at ? { startAfter: at } : {},
  );
  const worker = jobs.workers.get(webhookDeliveryJob.name)?.[0];
  if (id && worker && !at) jobs.boss.notifyWorker(worker);
  return true;
}
