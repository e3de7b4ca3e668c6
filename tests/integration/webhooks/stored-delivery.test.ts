// The shared machinery of stored webhook deliveries (lib/server/webhooks/stored-delivery.ts), used by
// the Content hub and the Form builder: delivery rows in PostgreSQL for two workspaces' modules, an
// attempt POSTs the row's own body to a local receiver, signed with the secret derived for that
// module, with the row's id as the idempotency key; its outcome (sent, retry, failed on the last
// run) is appended to that row alone, and one module's secret never verifies another's delivery.
process.env.WEBHOOK_ALLOW_PRIVATE = "true";

import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { WebhookAttempt } from "@/modules/content-hub/shared/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { attemptStoredDelivery, derivedWebhookSecret } from "@/lib/server/webhooks/stored-delivery";
import { seedHub, type Hub } from "../content-hub/helpers";

let received: { headers: IncomingHttpHeaders; body: string }[] = [];
let answers: number[] = [];
let server: Server;
let url: string;

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
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let ours: Hub;
let theirs: Hub;
beforeEach(async () => {
  ours = await seedHub("Ours Studio");
  theirs = await seedHub("Theirs Studio");
  received = [];
  answers = [];
});

/** A webhook and one queued delivery of `hub`'s module, as rows. */
async function delivery(hub: Hub, title: string) {
  const db = getDb();
  const webhook = await db.contentWebhook.create({
    data: {
      id: newId(),
      workspaceId: hub.team.workspace.id,
      moduleId: hub.moduleId,
      projectModuleId: hub.moduleId,
      url,
    },
  });
  return db.contentWebhookDelivery.create({
    data: {
      id: newId(),
      webhookId: webhook.id,
      moduleId: hub.moduleId,
      contentId: newId(),
      event: "published",
      body: JSON.stringify({ event: "published", title }),
    },
  });
}

const secretOf = (hub: Hub) => derivedWebhookSecret("content-hub-webhook", hub.moduleId, 1);
const signed = (secret: string, entry: { headers: IncomingHttpHeaders; body: string }) => {
  const [t, v1] = String(entry.headers["x-suite-signature"])
    .split(",")
    .map((part) => part.split("=")[1]);
  return createHmac("sha256", secret).update(`${t}.${entry.body}`).digest("hex") === v1;
};

/** One attempt of a stored row, written back as the callers do. */
async function attempt(id: string, hub: Hub, final = false) {
  const db = getDb();
  const row = await db.contentWebhookDelivery.findUniqueOrThrow({ where: { id } });
  const result = await attemptStoredDelivery(row, { url, secret: secretOf(hub) }, { final });
  await db.contentWebhookDelivery.update({ where: { id }, data: result.data });
  return result.outcome;
}

describe("a stored delivery's attempt", () => {
  it("posts the row's body signed with its module's secret and the row's id as idempotency key", async () => {
    const mine = await delivery(ours, "Ours");
    const other = await delivery(theirs, "Theirs");
    expect(await attempt(mine.id, ours)).toBe("sent");
    expect(received).toHaveLength(1);
    const [entry] = received;
    expect(entry!.body).toBe(mine.body);
    expect(entry!.headers["idempotency-key"]).toBe(mine.id);
    expect(signed(secretOf(ours), entry!)).toBe(true);
    // Another workspace's module has another secret: it does not verify this delivery.
    expect(secretOf(theirs)).not.toBe(secretOf(ours));
    expect(signed(secretOf(theirs), entry!)).toBe(false);

    const stored = await getDb().contentWebhookDelivery.findUniqueOrThrow({ where: { id: mine.id } });
    expect(stored.status).toBe("sent");
    expect(stored.deliveredAt).not.toBeNull();
    expect((stored.attempts as unknown as WebhookAttempt[]).map((a) => a.status)).toEqual([200]);
    // The other workspace's row is untouched.
    const untouched = await getDb().contentWebhookDelivery.findUniqueOrThrow({ where: { id: other.id } });
    expect(untouched).toMatchObject({ status: "queued", attempts: [], deliveredAt: null });
  });

  it("retries on a failure, appends every attempt, fails on the last run, and sends the same bytes", async () => {
    const mine = await delivery(ours, "Retry me");
    answers = [500, 503, 500];
    expect(await attempt(mine.id, ours)).toBe("retry");
    expect(await attempt(mine.id, ours)).toBe("retry");
    let stored = await getDb().contentWebhookDelivery.findUniqueOrThrow({ where: { id: mine.id } });
    expect(stored.status).toBe("queued");
    expect(await attempt(mine.id, ours, true)).toBe("failed");
    stored = await getDb().contentWebhookDelivery.findUniqueOrThrow({ where: { id: mine.id } });
    expect(stored.status).toBe("failed");
    expect(stored.deliveredAt).toBeNull();
    expect((stored.attempts as unknown as WebhookAttempt[]).map((a) => a.status)).toEqual([500, 503, 500]);
    expect(new Set(received.map((entry) => entry.body))).toEqual(new Set([mine.body]));
    expect(new Set(received.map((entry) => entry.headers["idempotency-key"]))).toEqual(new Set([mine.id]));
  });

  it("derives a secret per purpose, id and version (rotating ends the old one)", () => {
    const base = derivedWebhookSecret("content-hub-webhook", ours.moduleId, 1);
    expect(base).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(derivedWebhookSecret("content-hub-webhook", ours.moduleId, 1)).toBe(base);
    expect(derivedWebhookSecret("content-hub-webhook", ours.moduleId, 2)).not.toBe(base);
    expect(derivedWebhookSecret("form-builder-webhook", ours.moduleId, 1)).not.toBe(base);
  });
});
