// The webhook service with the job system running: queueWebhookEvent enqueues a `webhook-delivery`
// job per delivery, a worker posts it, and a failed attempt schedules its retry as a new job at the
// backoff's time; queued inside a transaction, the job waits a few seconds for the commit.
process.env.WEBHOOK_ALLOW_PRIVATE = "true";

import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { webhookDeliveryJob, webhookSweepJob } from "@/lib/server/jobs/stored-webhook-job";
import { WEBHOOK_RETRY_DELAYS_S } from "@/lib/server/webhooks/attempt";
import { queueWebhookEvent } from "@/lib/server/webhooks/service";
import { startTestJobs, stopTestJobs, waitFor } from "../jobs/helpers";
import { seedSubscription, startReceiver, type Receiver } from "./helpers";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  await startTestJobs({ jobs: [webhookDeliveryJob, webhookSweepJob] });
});
afterAll(async () => {
  await stopTestJobs();
  await receiver.close();
});

it("delivers through its job and schedules a failed attempt's retry at the backoff's time", async () => {
  const hub = await seedSubscription(receiver.url);
  const event = (id = newId()) => ({
    id,
    type: "content.post.published",
    workspaceId: hub.team.workspace.id,
    moduleId: hub.moduleId,
    occurredAt: new Date(),
    data: { n: 1 },
  });
  const first = event();
  expect(await queueWebhookEvent(getDb(), first)).toBe(1);
  // The worker posts it (not this call).
  await waitFor(async () => receiver.received.length === 1);
  expect(receiver.received[0]!.headers["webhook-id"]).toBe(first.id);
  await waitFor(
    async () =>
      (await getDb().webhookDelivery.findFirst({ where: { eventId: first.id } }))?.status === "sent",
  );

  receiver.answers.push(500);
  const second = event();
  await getDb().$transaction((tx) => queueWebhookEvent(tx, second));
  // Its job waits a few seconds for the commit.
  const [waiting] = await getDb().$queryRawUnsafe<{ wait: number }[]>(
    `SELECT extract(epoch FROM start_after - created_on)::float AS wait FROM pgboss.job
      WHERE name = $1 ORDER BY created_on DESC LIMIT 1`,
    webhookDeliveryJob.name,
  );
  expect(waiting!.wait).toBeGreaterThan(2);
  await waitFor(async () => receiver.received.length === 2, 20_000);
  const delivery = await waitFor(async () => {
    const row = await getDb().webhookDelivery.findFirst({ where: { eventId: second.id } });
    return row && row.attemptCount === 1 ? row : null;
  });
  expect(delivery.status).toBe("queued");
  const retryAt = delivery.nextAttemptAt!.getTime();
  expect(Math.round((retryAt - Date.now()) / 1000)).toBeGreaterThan(WEBHOOK_RETRY_DELAYS_S[0] - 5);
  // The retry is queued right after the attempt is logged.
  const jobs = await waitFor(async () => {
    const rows = await getDb().$queryRawUnsafe<{ start_after: Date }[]>(
      `SELECT start_after FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = $2 AND state = 'created'`,
      webhookDeliveryJob.name,
      delivery.id,
    );
    return rows.length > 0 ? rows : null;
  });
  expect(jobs).toHaveLength(1);
  expect(Math.abs(jobs[0]!.start_after.getTime() - retryAt)).toBeLessThan(1_000);
});
