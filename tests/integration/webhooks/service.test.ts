// The one webhook service (lib/server/webhooks/): queueWebhookEvent finds the subscriptions that want
// an event and queues one delivery each, once per event id; every attempt is signed with Standard
// Webhooks (verified here with the standardwebhooks package), keeps the event's id as webhook-id and
// is logged; failures are retried with exponential backoff; a delivery can be sent again from the
// log; a subscription whose deliveries keep failing is turned off and its owner told (inbox and
// e-mail). The receiver is a local HTTP server on 127.0.0.1.
process.env.WEBHOOK_ALLOW_PRIVATE = "true";
// These tests fail one receiver many times in a row on purpose: its circuit breaker (tested in
// tests/integration/notification/delivery-fairness.test.ts) stays out of their way.
process.env.WEBHOOK_BREAKER_FAILURES = "1000";

import { Webhook } from "standardwebhooks";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import {
  AUTO_DISABLE_AFTER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_S,
  attemptWebhookDelivery,
  overdueWebhookDeliveries,
} from "@/lib/server/webhooks/attempt";
import { redeliver } from "@/lib/server/webhooks/deliveries";
import { dispatchWebhookEvents, queueWebhookEvent } from "@/lib/server/webhooks/service";
import type { WebhookAttempt } from "@/lib/webhooks/types";
import { makeDue, seedSubscription, startReceiver, type Receiver, type Subscribed } from "./helpers";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

let hub: Subscribed;
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
  hub = await seedSubscription(receiver.url);
});

const event = (overrides: Partial<Parameters<typeof queueWebhookEvent>[1]> = {}) => ({
  id: newId(),
  type: "content.post.published",
  workspaceId: hub.team.workspace.id,
  moduleId: hub.moduleId,
  occurredAt: new Date("2026-11-28T10:00:00.000Z"),
  data: { title: "Hello" },
  ...overrides,
});

const deliveriesOf = (subscriptionId: string) =>
  getDb().webhookDelivery.findMany({ where: { subscriptionId }, orderBy: { id: "asc" } });

describe("queueWebhookEvent", () => {
  it("sends a Standard Webhooks request the standardwebhooks verifier accepts", async () => {
    const sent = event();
    expect(await queueWebhookEvent(getDb(), sent)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers["webhook-id"]).toBe(sent.id);
    expect(request!.headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
    expect(request!.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(hub.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = new Webhook(hub.secret).verify(request!.body, request!.headers);
    expect(body).toEqual({
      type: "content.post.published",
      timestamp: "2026-11-28T10:00:00.000Z",
      data: { title: "Hello" },
    });
    // Another subscription's secret does not verify it.
    const other = await seedSubscription(receiver.url, { name: "Other Studio" });
    expect(() => new Webhook(other.secret).verify(request!.body, request!.headers)).toThrow();

    const [delivery] = await deliveriesOf(hub.subscriptionId);
    expect(delivery).toMatchObject({ status: "sent", attemptCount: 1, eventId: sent.id });
    const [attempt] = delivery!.attempts as unknown as WebhookAttempt[];
    expect(attempt).toMatchObject({ status: 200, error: null, nextRetryAt: null });
    expect(attempt!.durationMs).toEqual(expect.any(Number));
  });

  it("queues an event once per subscription and event id", async () => {
    const sent = event();
    expect(await queueWebhookEvent(getDb(), sent)).toBe(1);
    expect(await queueWebhookEvent(getDb(), sent)).toBe(0);
    expect(await queueWebhookEvent(getDb(), { ...sent, data: { title: "Changed" } })).toBe(0);
    expect(await deliveriesOf(hub.subscriptionId)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it("goes only to enabled subscriptions of the event's module that want its type and match its filter", async () => {
    const other = await seedSubscription(receiver.url, { name: "Other Studio" });
    // Another type, another module (of another workspace), a workspace-level event: none of them.
    expect(await queueWebhookEvent(getDb(), event({ type: "content.post.deleted" }))).toBe(0);
    expect(await queueWebhookEvent(getDb(), event({ moduleId: other.moduleId }))).toBe(0);
    expect(await queueWebhookEvent(getDb(), event({ moduleId: null }))).toBe(0);
    // A filter: only events whose data holds its values.
    await getDb().webhookSubscription.update({
      where: { id: hub.subscriptionId },
      data: { filter: { formId: "f1" } },
    });
    expect(await queueWebhookEvent(getDb(), event({ data: { formId: "f2" } }))).toBe(0);
    expect(await queueWebhookEvent(getDb(), event({ data: { formId: "f1", x: 1 } }))).toBe(1);
    // Turned off: nothing.
    await getDb().webhookSubscription.update({ where: { id: hub.subscriptionId }, data: { enabled: false } });
    expect(await queueWebhookEvent(getDb(), event({ data: { formId: "f1" } }))).toBe(0);
    expect(await deliveriesOf(other.subscriptionId)).toHaveLength(0);
  });

  it("inside a transaction: nothing if it rolls back; sent once committed and dispatched", async () => {
    const rolledBack = event();
    await expect(
      getDb().$transaction(async (tx) => {
        expect(await queueWebhookEvent(tx, rolledBack)).toBe(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await deliveriesOf(hub.subscriptionId)).toHaveLength(0);

    const committed = event();
    await getDb().$transaction((tx) => queueWebhookEvent(tx, committed));
    // Nothing is posted inside the caller's transaction.
    expect(receiver.received).toHaveLength(0);
    await dispatchWebhookEvents([committed.id]);
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([committed.id]);
  });
});

describe("retries", () => {
  it("a receiver that fails 3 times then succeeds gets the event once, with the same id", async () => {
    receiver.answers.push(500, 503, 500);
    const sent = event();
    await queueWebhookEvent(getDb(), sent);
    const [delivery] = await deliveriesOf(hub.subscriptionId);
    // Not due before its backoff: an early run does nothing.
    expect(await attemptWebhookDelivery(delivery!.id)).toBe("skipped");
    for (let n = 0; n < 3; n += 1) {
      await makeDue(hub.subscriptionId);
      await attemptWebhookDelivery(delivery!.id);
    }
    expect(await attemptWebhookDelivery(delivery!.id)).toBe("skipped");

    // Four requests, one event: the same webhook-id and body, each validly signed; a receiver that
    // drops repeats by webhook-id handles it once.
    expect(receiver.received).toHaveLength(4);
    const handled = new Map<string, unknown>();
    for (const request of receiver.received) {
      const body = new Webhook(hub.secret).verify(request.body, request.headers);
      handled.set(request.headers["webhook-id"]!, body);
    }
    expect([...handled.keys()]).toEqual([sent.id]);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);

    const stored = await getDb().webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } });
    expect(stored).toMatchObject({ status: "sent", attemptCount: 4, nextAttemptAt: null });
    const attempts = stored.attempts as unknown as WebhookAttempt[];
    expect(attempts.map((a) => [a.status, a.error, a.outcome])).toEqual([
      [500, "HTTP 500", "retry"],
      [503, "HTTP 503", "retry"],
      [500, "HTTP 500", "retry"],
      [200, null, "sent"],
    ]);
    // Exponential backoff: 30 s, 2 min, 10 min after each failed attempt.
    const waits = attempts
      .slice(0, 3)
      .map((a) => Math.round((Date.parse(a.nextRetryAt!) - Date.parse(a.at)) / 1000));
    waits.forEach((wait, i) => expect(Math.abs(wait - WEBHOOK_RETRY_DELAYS_S[i]!)).toBeLessThanOrEqual(2));
    expect(attempts[3]!.nextRetryAt).toBeNull();
    const subscription = await getDb().webhookSubscription.findUniqueOrThrow({
      where: { id: hub.subscriptionId },
    });
    expect(subscription).toMatchObject({ consecutiveFailures: 0, lastError: null, enabled: true });
  });

  it("fails a delivery after its last attempt; the sweep finds what is overdue", async () => {
    receiver.answers.push(...Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, () => 500));
    await queueWebhookEvent(getDb(), event());
    const [delivery] = await deliveriesOf(hub.subscriptionId);
    expect(await overdueWebhookDeliveries(10)).not.toContain(delivery!.id);
    await getDb().webhookDelivery.update({
      where: { id: delivery!.id },
      data: { nextAttemptAt: new Date(Date.now() - 120_000) },
    });
    expect(await overdueWebhookDeliveries(10)).toContain(delivery!.id);
    for (let n = 1; n < WEBHOOK_MAX_ATTEMPTS; n += 1) {
      await makeDue(hub.subscriptionId);
      await attemptWebhookDelivery(delivery!.id);
    }
    const stored = await getDb().webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } });
    expect(stored).toMatchObject({
      status: "failed",
      attemptCount: WEBHOOK_MAX_ATTEMPTS,
      attemptsLeft: 0,
      nextAttemptAt: null,
    });
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(await overdueWebhookDeliveries(10)).not.toContain(delivery!.id);
    const subscription = await getDb().webhookSubscription.findUniqueOrThrow({
      where: { id: hub.subscriptionId },
    });
    expect(subscription).toMatchObject({ consecutiveFailures: 1, lastError: "HTTP 500", enabled: true });
  });
});

describe("redelivery", () => {
  it("sends a delivery of the log again with the same webhook-id, one attempt", async () => {
    const sent = event();
    await queueWebhookEvent(getDb(), sent);
    const [delivery] = await deliveriesOf(hub.subscriptionId);
    receiver.answers.push(500);
    const failedAgain = await redeliver(hub.subscriptionId, delivery!.id);
    // A manual redelivery is one attempt: its failure is not retried.
    expect(failedAgain).toMatchObject({ status: "failed", eventId: sent.id });
    expect(failedAgain.attempts.map((a) => a.status)).toEqual([200, 500]);
    const again = await redeliver(hub.subscriptionId, delivery!.id);
    expect(again).toMatchObject({ status: "sent", data: { title: "Hello" } });
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([sent.id, sent.id, sent.id]);
    receiver.received.forEach((r) => new Webhook(hub.secret).verify(r.body, r.headers));

    // Another subscription's delivery: 404; a subscription turned off: 409.
    const other = await seedSubscription(receiver.url, { name: "Other Studio" });
    await expect(redeliver(other.subscriptionId, delivery!.id)).rejects.toMatchObject({ code: "not_found" });
    await getDb().webhookSubscription.update({ where: { id: hub.subscriptionId }, data: { enabled: false } });
    await expect(redeliver(hub.subscriptionId, delivery!.id)).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("auto-disable", () => {
  it(`turns a subscription off after ${AUTO_DISABLE_AFTER} deliveries in a row failed, and tells its owner`, async () => {
    receiver.answers.push(...Array.from({ length: 100 }, () => 500));
    const owner = hub.team.admin.user;
    const failOne = async () => {
      await queueWebhookEvent(getDb(), event());
      for (let n = 1; n < WEBHOOK_MAX_ATTEMPTS; n += 1) {
        await makeDue(hub.subscriptionId);
        const queued = await getDb().webhookDelivery.findMany({
          where: { subscriptionId: hub.subscriptionId, status: "queued" },
        });
        for (const row of queued) await attemptWebhookDelivery(row.id);
      }
    };
    // A success in between starts the count afresh.
    for (let n = 0; n < AUTO_DISABLE_AFTER - 1; n += 1) await failOne();
    receiver.answers.length = 0;
    await queueWebhookEvent(getDb(), event());
    receiver.answers.push(...Array.from({ length: 100 }, () => 500));
    for (let n = 0; n < AUTO_DISABLE_AFTER - 1; n += 1) await failOne();
    let subscription = await getDb().webhookSubscription.findUniqueOrThrow({
      where: { id: hub.subscriptionId },
    });
    expect(subscription).toMatchObject({ enabled: true, consecutiveFailures: AUTO_DISABLE_AFTER - 1 });
    const notified = { kind: "webhook.disabled", workspaceId: hub.team.workspace.id };
    expect(await getDb().notification.count({ where: notified })).toBe(0);

    await failOne();
    subscription = await getDb().webhookSubscription.findUniqueOrThrow({ where: { id: hub.subscriptionId } });
    expect(subscription.enabled).toBe(false);
    expect(subscription.disabledAt).not.toBeNull();

    // The owner (who set it up) is told once: in the inbox and by e-mail.
    const notices = await getDb().notification.findMany({ where: notified });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: owner.id,
      workspaceId: hub.team.workspace.id,
      moduleId: hub.moduleId,
      objectId: hub.subscriptionId,
      params: { moduleName: "Site", excerpt: receiver.url, count: AUTO_DISABLE_AFTER },
    });
    const mails = await getDb().outboxEmail.findMany({
      where: { to: owner.email, subject: { contains: "webhook" } },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A webhook of Site was turned off");
    expect(mails[0]!.text).toContain(receiver.url);

    // A delivery still waiting when it was turned off is given up without a request.
    const requests = receiver.received.length;
    const waiting = await getDb().webhookDelivery.create({
      data: {
        id: newId(),
        subscriptionId: hub.subscriptionId,
        workspaceId: hub.team.workspace.id,
        moduleId: hub.moduleId,
        eventId: newId(),
        eventType: "content.post.published",
        payload: "{}",
      },
    });
    expect(await attemptWebhookDelivery(waiting.id)).toBe("failed");
    expect(receiver.received).toHaveLength(requests);
    expect(
      (await getDb().webhookDelivery.findUniqueOrThrow({ where: { id: waiting.id } })).attempts,
    ).toMatchObject([{ status: null, error: "webhook turned off" }]);
    // No new deliveries while it is off.
    expect(await queueWebhookEvent(getDb(), event())).toBe(0);
  });

  it("tells the workspace's owner when who set it up has left", async () => {
    const gone = await seedSubscription(receiver.url, { name: "Gone Studio" });
    await getDb().webhookSubscription.update({
      where: { id: gone.subscriptionId },
      data: { createdById: newId(), consecutiveFailures: AUTO_DISABLE_AFTER - 1 },
    });
    receiver.answers.push(...Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, () => 500));
    await queueWebhookEvent(getDb(), event({ workspaceId: gone.team.workspace.id, moduleId: gone.moduleId }));
    const [delivery] = await deliveriesOf(gone.subscriptionId);
    for (let n = 1; n < WEBHOOK_MAX_ATTEMPTS; n += 1) {
      await makeDue(gone.subscriptionId);
      await attemptWebhookDelivery(delivery!.id);
    }
    const notices = await getDb().notification.findMany({
      where: { kind: "webhook.disabled", workspaceId: gone.team.workspace.id },
    });
    expect(notices.map((n) => n.userId)).toEqual([gone.team.owner.user.id]);
  });
});
