// Issue 31, the suspected starvation: a webhook channel that never answers held the delivery workers
// (one request after another, each until its time-out) while other workspaces' campaigns waited, and
// one workspace's campaign could take the sender for as long as it liked. With the job system
// running as on a server: per-attempt time-outs, a circuit breaker per channel, a campaign rate per
// workspace, and slices that take turns between workspaces.
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

// Read fresh by the webhook service and the sender (before any use in this file).
process.env.WEBHOOK_ALLOW_PRIVATE = "true";
process.env.WEBHOOK_TIMEOUT_MS = "1000";
process.env.WEBHOOK_BREAKER_FAILURES = "3";
process.env.WEBHOOK_BREAKER_COOLDOWN_SECONDS = "120";
process.env.CAMPAIGN_EXTERNAL_DAILY_LIMIT = "unlimited";

import { getDb } from "@/lib/server/db";
import { sendEmailJob } from "@/lib/server/jobs/send-email";
import { webhookDeliveryJob } from "@/lib/server/jobs/stored-webhook-job";
import { campaignSendJob } from "@/modules/notification/server/jobs/campaign-send";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { startTestJobs, stopTestJobs, waitFor } from "../jobs/helpers";
import { startReceiver, type Receiver } from "../webhooks/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import { notificationApi } from "./notification-api";

/** A receiver that accepts the connection and never answers. */
let hanging: Server;
let hangingUrl: string;
let hangingHits = 0;
const sockets = new Set<Socket>();
let answering: Receiver;

beforeAll(async () => {
  hanging = createServer(() => {
    hangingHits += 1;
  });
  hanging.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
  answering = await startReceiver();
  await startTestJobs({ jobs: [campaignSendJob, webhookDeliveryJob, sendEmailJob] });
});
// The jobs a test started finish before the next one (and before the file's database goes).
afterEach(() =>
  waitFor(async () => {
    const active = await getDb().$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM pgboss.job WHERE state = 'active'`,
    );
    return active.length === 0;
  }, 20_000),
);
afterAll(async () => {
  await stopTestJobs();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => hanging.close(() => resolve()));
  await answering.close();
});

interface Space {
  team: Team;
  moduleId: string;
  api: ReturnType<typeof notificationApi>;
}

async function space(name: string): Promise<Space> {
  const team = await seedTeam(name);
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "P" })).id;
  const moduleId = (await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "N" })).id;
  return { team, moduleId, api: notificationApi(() => moduleId) };
}

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@partner.example`);

/** A campaign through a new channel (`channel`'s body) to `emails`, sent by the owner. */
async function send(where: Space, channel: { kind: string; url?: string }, emails: string[]) {
  const { campaign } = await where.api.setup(where.team.owner, {
    channel: { name: "Out", ...channel },
    template: { name: "T", subject: "News", body: "<p>News for {{recipient.name}}</p>" },
    campaign: { name: "C", audience: { kind: "emails", emails } },
  });
  const sent = await where.api.state(where.team.owner, campaign.id, "send");
  expect(sent.status).toBe(200);
  return campaign.id;
}

it("a webhook that never answers does not hold back another workspace's campaign; its breaker opens", async () => {
  const stuck = await space("Stuck Co");
  const healthy = await space("Healthy Co");
  const stuckCampaign = await send(stuck, { kind: "webhook", url: hangingUrl }, addresses("s", 60));
  const stuckChannel = (await stuck.api.campaign(stuck.team.owner, stuckCampaign)).body.channel!.id;
  const started = Date.now();
  await send(healthy, { kind: "webhook", url: answering.url }, addresses("h", 3));

  // Without the breaker the 60 time-outs of the stuck channel (two workers, 1 s each) come first: 30 s.
  await waitFor(async () => answering.received.length === 3, 12_000);
  console.log("healthy after", Date.now() - started);
  expect(Date.now() - started).toBeLessThan(12_000);

  // The stuck campaign itself is done with (its messages handed to the webhook service): the
  // campaign sender was not held.
  expect((await stuck.api.campaign(stuck.team.owner, stuckCampaign)).body.status).toBe("completed");

  // The breaker opened after 3 failed attempts, says why, and the rest wait without a request.
  const subscription = await getDb().webhookSubscription.findFirstOrThrow({
    where: { workspaceId: stuck.team.workspace.id },
  });
  expect(subscription.breakerOpenUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);
  expect(subscription.breakerReason).toMatch(/^3 attempts in a row failed \(last: no answer within 1 s\)$/);
  expect(hangingHits).toBeLessThanOrEqual(4);
  const waiting = await getDb().webhookDelivery.count({
    where: { subscriptionId: subscription.id, status: "queued", attemptCount: 0 },
  });
  expect(waiting).toBeGreaterThanOrEqual(55);

  // A campaign to the channel while its breaker is open queues nothing for it: it waits, without a
  // worker, for the breaker to close.
  const webhookTemplate = (
    await stuck.api.createTemplate(stuck.team.owner, {
      name: "Hook",
      channelKind: "webhook",
      body: "<p>Hi</p>",
    })
  ).body;
  const later = (
    await stuck.api.createCampaign(stuck.team.owner, {
      name: "Later",
      templateId: webhookTemplate.id,
      channelId: stuckChannel,
      audience: { kind: "emails", emails: addresses("l", 5) },
    })
  ).body;
  expect((await stuck.api.state(stuck.team.owner, later.id, "send")).status).toBe(200);
  const held = await waitFor(async () => {
    const [job] = await getDb().$queryRawUnsafe<{ wait: number }[]>(
      `SELECT extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job
        WHERE name = $1 AND state = 'created' AND data->>'campaignId' = $2`,
      campaignSendJob.name,
      later.id,
    );
    // The send's own job starts at once; a worker that finds the breaker open puts it off.
    return job && job.wait > 1 ? job : null;
  });
  expect(held.wait).toBeGreaterThan(60);
  expect((await stuck.api.campaign(stuck.team.owner, later.id)).body).toMatchObject({
    status: "sending",
    totals: { queued: 5, sent: 0 },
  });
  expect(await getDb().webhookDelivery.count({ where: { subscriptionId: subscription.id } })).toBe(60);
  await stuck.api.state(stuck.team.owner, later.id, "cancel");
});

it("a workspace's campaign goes at its rate, and another workspace's is not held behind it", async () => {
  process.env.CAMPAIGN_RATE_PER_MINUTE = "60";
  const big = await space("Big Sender");
  const small = await space("Small Sender");
  const bigCampaign = await send(big, { kind: "email" }, addresses("b", 150));
  const smallCampaign = await send(small, { kind: "email" }, addresses("m", 2));

  // The small one finishes at once; the big one has sent its first minute's 60 and waits.
  await waitFor(
    async () => (await small.api.campaign(small.team.owner, smallCampaign)).body.status === "completed",
    10_000,
  );
  const bigNow = await waitFor(async () => {
    const item = (await big.api.campaign(big.team.owner, bigCampaign)).body;
    return item.totals.sent === 60 ? item : null;
  }, 10_000);
  expect(bigNow).toMatchObject({ status: "sending", totals: { sent: 60, queued: 90 } });
  // Its next slice is queued for when the rate allows 60 more, and no worker waits for it.
  const next = await waitFor(async () => {
    const [job] = await getDb().$queryRawUnsafe<{ wait: number }[]>(
      `SELECT extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job
        WHERE name = $1 AND state = 'created' AND data->>'campaignId' = $2`,
      campaignSendJob.name,
      bigCampaign,
    );
    // A slice that found its workspace's lease taken comes back within seconds; the one the rate
    // puts off waits for the minute's end.
    return job && job.wait > 30 ? job : null;
  });
  expect(next.wait).toBeGreaterThan(45);
  expect(next.wait).toBeLessThanOrEqual(61);
  await waitFor(async () => {
    const active = await getDb().$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM pgboss.job WHERE name = $1 AND state = 'active'`,
      campaignSendJob.name,
    );
    return active.length === 0;
  }, 3_000);
  expect((await big.api.campaign(big.team.owner, bigCampaign)).body.totals.sent).toBe(60);
  await big.api.state(big.team.owner, bigCampaign, "cancel");
});
