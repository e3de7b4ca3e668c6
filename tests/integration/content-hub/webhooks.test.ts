// Webhooks on publish: set by module admins (https only; the secret shown once), a signed delivery
// (Standard Webhooks) for publishing, unpublishing, updating and deleting published content (none
// for drafts), retried by the one webhook service's job until it is sent or given up, every attempt
// in the delivery log, which can send one again. The changes reach the webhook through the outbox's
// durable subscriber (a dispatcher runs here, drained after each step). The receiver is a local
// HTTP server on 127.0.0.1.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// Deliveries here go to 127.0.0.1 over http: allowed only with this flag (read once per file).
process.env.WEBHOOK_ALLOW_PRIVATE = "true";

import {
  DELETE as deleteWebhookRoute,
  GET as getWebhookRoute,
  PUT as putWebhookRoute,
} from "@/app/api/v1/content-hub/[moduleId]/webhook/route";
import { GET as deliveriesRoute } from "@/app/api/v1/content-hub/[moduleId]/webhook/deliveries/route";
import { POST as redeliverRoute } from "@/app/api/v1/content-hub/[moduleId]/webhook/deliveries/[deliveryId]/redeliver/route";
import { POST as createPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import {
  DELETE as deletePostRoute,
  PATCH as patchPostRoute,
} from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/route";
import { POST as publishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/publish/route";
import { POST as unpublishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/unpublish/route";
import type {
  Post,
  WebhookDeliveryItem,
  WebhookInfo,
  WebhookPayload,
} from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { Webhook } from "standardwebhooks";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { webhookDeliveryJob } from "@/lib/server/jobs/stored-webhook-job";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { attachContentWebhooks } from "@/modules/content-hub/server/webhooks/notify-content-change";
import { startTestDispatcher } from "../helpers/events";
import { errorBody } from "../workspaces/helpers";
import { hit, seedHub, type Hub } from "./helpers";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let received: Received[] = [];
let answers: number[] = [];
let server: Server;
let receiverUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rebuild`;
});

let dispatcher: EventDispatcher;
let detach: () => void;
beforeAll(async () => {
  detach = attachContentWebhooks();
  dispatcher = await startTestDispatcher();
});
afterAll(async () => {
  await dispatcher.stop();
  detach();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
/** Everything committed so far has reached the webhook service (and its inline first attempt). */
const settle = () => dispatcher.drain();

let hub: Hub;
beforeEach(async () => {
  hub = await seedHub();
  received = [];
  answers = [];
});

const setWebhook = (body: unknown, c = hub.team.admin) =>
  hit<WebhookInfo>(putWebhookRoute, c, { method: "PUT", params: { moduleId: hub.moduleId }, body });
const post = async (title: string) =>
  (await hit<Post>(createPostRoute, hub.team.member, { params: { moduleId: hub.moduleId }, body: { title } }))
    .body;
const act = (handler: typeof publishPostRoute, blogId: string, method = "POST", body?: unknown) =>
  hit(handler, hub.team.member, { method, params: { moduleId: hub.moduleId, blogId }, body });

/** Checks a delivery's signature as a receiver would (the standardwebhooks verifier); its data. */
function verify(entry: Received, secret: string): WebhookPayload {
  const body = new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>) as {
    type: string;
    data: WebhookPayload;
  };
  expect(body.type).toBe(`content.post.${body.data.event}`);
  return body.data;
}

it("is set by module admins only, https or a valid address, with the secret shown once", async () => {
  expect((await setWebhook({ url: receiverUrl }, hub.team.member)).status).toBe(403);
  expect((await setWebhook({ url: receiverUrl }, hub.team.guest)).status).toBe(404);
  expect((await setWebhook({ url: "ftp://example.com" })).body).toEqual(
    errorBody(400, "Enter a full https:// address"),
  );
  const created = await setWebhook({ url: receiverUrl });
  expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const read = await hit<WebhookInfo>(getWebhookRoute, hub.team.admin, {
    params: { moduleId: hub.moduleId },
  });
  expect(read.body).toMatchObject({ url: receiverUrl, enabled: true, secret: null });
  expect((await hit(getWebhookRoute, hub.team.member, { params: { moduleId: hub.moduleId } })).status).toBe(
    403,
  );
  const same = await setWebhook({ url: receiverUrl });
  expect(same.body.secret).toBeNull();
  const rotated = await setWebhook({ url: receiverUrl, rotateSecret: true });
  expect(rotated.body.secret).not.toBe(created.body.secret);
  expect(
    (await hit(deleteWebhookRoute, hub.team.admin, { method: "DELETE", params: { moduleId: hub.moduleId } }))
      .status,
  ).toBe(200);
  expect((await hit(getWebhookRoute, hub.team.admin, { params: { moduleId: hub.moduleId } })).status).toBe(
    404,
  );
});

it("signs a delivery for each change of published content, none for drafts", async () => {
  const secret = (await setWebhook({ url: receiverUrl })).body.secret!;
  const draft = await post("Hello");
  await act(patchPostRoute, draft.id, "PATCH", { content: "<p>draft edit</p>" });
  await settle();
  expect(received).toHaveLength(0);

  await act(publishPostRoute, draft.id);
  await act(publishPostRoute, draft.id); // already published: nothing more
  await act(patchPostRoute, draft.id, "PATCH", { content: "<p>live edit</p>" });
  await act(unpublishPostRoute, draft.id);
  await act(publishPostRoute, draft.id);
  await act(deletePostRoute, draft.id, "DELETE");
  await settle();

  const events = received.map((entry) => verify(entry, secret));
  expect(events.map((e) => e.event)).toEqual(["published", "updated", "unpublished", "published", "deleted"]);
  expect(events[0]).toMatchObject({
    moduleId: hub.moduleId,
    contentType: "blog",
    contentId: draft.id,
    slug: "hello",
  });
  // Each event's id is its webhook-id (and idempotency key).
  expect(received[0]!.headers["webhook-id"]).toBe(events[0]!.id);
  expect(received[0]!.headers["idempotency-key"]).toBe(events[0]!.id);

  const log = await hit<Page<WebhookDeliveryItem>>(deliveriesRoute, hub.team.admin, {
    params: { moduleId: hub.moduleId },
  });
  expect(log.body.data.map((d) => [d.event, d.status, d.attempts.length])).toEqual([
    ["deleted", "sent", 1],
    ["published", "sent", 1],
    ["unpublished", "sent", 1],
    ["updated", "sent", 1],
    ["published", "sent", 1],
  ]);
  expect(log.body.data[0]!.attempts[0]).toMatchObject({ status: 200, error: null });
  expect((await hit(deliveriesRoute, hub.team.member, { params: { moduleId: hub.moduleId } })).status).toBe(
    403,
  );
});

it("sends no second `updated` while one for the same item is still queued (autosave)", async () => {
  await setWebhook({ url: receiverUrl });
  const live = await post("Live");
  await act(publishPostRoute, live.id);
  await settle();
  const webhook = await getDb().webhookSubscription.findFirstOrThrow({ where: { sourceId: hub.moduleId } });
  await getDb().webhookDelivery.create({
    data: {
      id: newId(),
      subscriptionId: webhook.id,
      workspaceId: hub.team.workspace.id,
      moduleId: hub.moduleId,
      eventId: newId(),
      eventType: "content.post.updated",
      payload: JSON.stringify({ data: { contentId: live.id } }),
      nextAttemptAt: new Date(Date.now() + 60_000),
    },
  });
  await act(patchPostRoute, live.id, "PATCH", { content: "<p>1</p>" });
  await act(patchPostRoute, live.id, "PATCH", { content: "<p>2</p>" });
  await settle();
  expect(
    await getDb().webhookDelivery.count({
      where: { subscriptionId: webhook.id, eventType: "content.post.updated" },
    }),
  ).toBe(1);
});

it("retries a failed delivery through the job and logs every attempt; the log sends one again", async () => {
  const secret = (await setWebhook({ url: receiverUrl })).body.secret!;
  const live = await post("Retry me");
  const due = () =>
    getDb().webhookDelivery.updateMany({ where: { status: "queued" }, data: { nextAttemptAt: new Date() } });
  const run = (deliveryId: string) =>
    webhookDeliveryJob.handler({ deliveryId }, { id: "j", attempt: 1, final: false });

  // Two failures, then success: each failure schedules the next attempt (30 s, then 2 min).
  answers = [500, 503];
  await act(publishPostRoute, live.id);
  await settle(); // the first attempt, inline (no job system here): 500
  const [queued] = await getDb().webhookDelivery.findMany({ where: { moduleId: hub.moduleId } });
  expect(queued).toMatchObject({ status: "queued", attemptCount: 1 });
  await run(queued!.id); // not due yet: nothing
  expect(received).toHaveLength(1);
  await due();
  await run(queued!.id);
  await due();
  await run(queued!.id);
  const sent = await getDb().webhookDelivery.findUniqueOrThrow({ where: { id: queued!.id } });
  expect(sent.status).toBe("sent");
  const attempts = sent.attempts as { status: number; error: string | null; nextRetryAt: string | null }[];
  expect(attempts.map((a) => [a.status, a.error])).toEqual([
    [500, "HTTP 500"],
    [503, "HTTP 503"],
    [200, null],
  ]);
  expect(attempts.map((a) => a.nextRetryAt === null)).toEqual([false, false, true]);
  // The same body, webhook-id and a valid signature on every attempt.
  expect(new Set(received.map((r) => r.body)).size).toBe(1);
  expect(new Set(received.map((r) => r.headers["webhook-id"])).size).toBe(1);
  received.forEach((entry) => verify(entry, secret));
  // A sent delivery is not sent again by a late run.
  await run(queued!.id);
  expect(received).toHaveLength(3);

  // The log shows it; an admin sends it again from there (the same webhook-id), a member may not.
  const log = await hit<Page<WebhookDeliveryItem>>(deliveriesRoute, hub.team.admin, {
    params: { moduleId: hub.moduleId },
  });
  expect(log.body.data[0]).toMatchObject({ id: queued!.id, event: "published", status: "sent" });
  const params = { moduleId: hub.moduleId, deliveryId: queued!.id };
  expect((await hit(redeliverRoute, hub.team.member, { method: "POST", params })).status).toBe(403);
  const again = await hit<WebhookDeliveryItem>(redeliverRoute, hub.team.admin, { method: "POST", params });
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ id: queued!.id, status: "sent" });
  expect(again.body.attempts).toHaveLength(4);
  expect(received).toHaveLength(4);
  expect(received[3]!.headers["webhook-id"]).toBe(received[0]!.headers["webhook-id"]);
  // Another module's delivery id answers 404.
  const other = await seedHub("Other Studio");
  expect(
    (
      await hit(redeliverRoute, other.team.admin, {
        method: "POST",
        params: { moduleId: other.moduleId, deliveryId: queued!.id },
      })
    ).status,
  ).toBe(404);
});
