// Webhooks on publish: set by module admins (https only; the secret shown once), a signed delivery
// for publishing, unpublishing, updating and deleting published content (none for drafts), retried
// by the job until the last run, every attempt in the delivery log. The receiver is a local HTTP
// server on 127.0.0.1.
import { createHmac } from "node:crypto";
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
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { contentWebhookJob } from "@/modules/content-hub/server/jobs/content-webhook";
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

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

/** Checks a delivery's signature as a receiver would: HMAC-SHA256(secret, "<t>.<body>"). */
function verify(entry: Received, secret: string): WebhookPayload {
  const header = String(entry.headers["x-suite-signature"]);
  const [t, v1] = header.split(",").map((part) => part.split("=")[1]);
  expect(createHmac("sha256", secret).update(`${t}.${entry.body}`).digest("hex")).toBe(v1);
  return JSON.parse(entry.body) as WebhookPayload;
}

it("is set by module admins only, https or a valid address, with the secret shown once", async () => {
  expect((await setWebhook({ url: receiverUrl }, hub.team.member)).status).toBe(403);
  expect((await setWebhook({ url: receiverUrl }, hub.team.guest)).status).toBe(404);
  expect((await setWebhook({ url: "ftp://example.com" })).body).toEqual(
    errorBody(400, "Enter a full https:// address"),
  );
  const created = await setWebhook({ url: receiverUrl });
  expect(created.body.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
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
  expect(received).toHaveLength(0);

  await act(publishPostRoute, draft.id);
  await act(publishPostRoute, draft.id); // already published: nothing more
  await act(patchPostRoute, draft.id, "PATCH", { content: "<p>live edit</p>" });
  await act(unpublishPostRoute, draft.id);
  await act(publishPostRoute, draft.id);
  await act(deletePostRoute, draft.id, "DELETE");

  const events = received.map((entry) => verify(entry, secret));
  expect(events.map((e) => e.event)).toEqual(["published", "updated", "unpublished", "published", "deleted"]);
  expect(events[0]).toMatchObject({
    moduleId: hub.moduleId,
    contentType: "blog",
    contentId: draft.id,
    slug: "hello",
  });
  // Each delivery's id is its idempotency key.
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
  const webhook = await getDb().contentWebhook.findUniqueOrThrow({ where: { moduleId: hub.moduleId } });
  await getDb().contentWebhookDelivery.create({
    data: {
      id: newId(),
      webhookId: webhook.id,
      moduleId: hub.moduleId,
      contentId: live.id,
      event: "updated",
      body: "{}",
    },
  });
  await act(patchPostRoute, live.id, "PATCH", { content: "<p>1</p>" });
  await act(patchPostRoute, live.id, "PATCH", { content: "<p>2</p>" });
  expect(
    await getDb().contentWebhookDelivery.count({ where: { contentId: live.id, event: "updated" } }),
  ).toBe(1);
});

it("retries a failed delivery through the job and logs every attempt", async () => {
  const secret = (await setWebhook({ url: receiverUrl })).body.secret!;
  const webhook = await getDb().contentWebhook.findUniqueOrThrow({ where: { moduleId: hub.moduleId } });
  const queued = async () => {
    const id = newId();
    const body = JSON.stringify({
      id,
      event: "published",
      moduleId: hub.moduleId,
      contentType: "blog",
      contentId: id,
      slug: "x",
      occurredAt: new Date().toISOString(),
    });
    await getDb().contentWebhookDelivery.create({
      data: { id, webhookId: webhook.id, moduleId: hub.moduleId, contentId: id, event: "published", body },
    });
    return id;
  };

  // Two failures, then success: the job throws (pg-boss retries with backoff) until it is sent.
  const id = await queued();
  answers = [500, 503];
  await expect(
    contentWebhookJob.handler({ deliveryId: id }, { id: "j", attempt: 1, final: false }),
  ).rejects.toThrow(/retrying/);
  await expect(
    contentWebhookJob.handler({ deliveryId: id }, { id: "j", attempt: 2, final: false }),
  ).rejects.toThrow(/retrying/);
  await contentWebhookJob.handler({ deliveryId: id }, { id: "j", attempt: 3, final: false });
  const sent = await getDb().contentWebhookDelivery.findUniqueOrThrow({ where: { id } });
  expect(sent.status).toBe("sent");
  expect(
    (sent.attempts as { status: number; error: string | null }[]).map((a) => [a.status, a.error]),
  ).toEqual([
    [500, "HTTP 500"],
    [503, "HTTP 503"],
    [200, null],
  ]);
  // The same body and a valid signature on every attempt.
  expect(new Set(received.map((r) => r.body)).size).toBe(1);
  received.forEach((entry) => verify(entry, secret));
  // A sent delivery is not sent again by a late run.
  await contentWebhookJob.handler({ deliveryId: id }, { id: "j", attempt: 4, final: true });
  expect(received).toHaveLength(3);

  // A failure on the last run is final: marked failed, no throw.
  const last = await queued();
  answers = [500];
  await contentWebhookJob.handler({ deliveryId: last }, { id: "j", attempt: 7, final: true });
  expect((await getDb().contentWebhookDelivery.findUniqueOrThrow({ where: { id: last } })).status).toBe(
    "failed",
  );
});
