// A Notification-module campaign (issue 12 budget): an in-app campaign to 5,000 workspace members
// completes in < 20 s, sent by the campaign-send job on the server, without raising the API's p99:
// the floor endpoint (GET /users/{id}) is measured alone, then again while the campaign sends —
// saturated (20 connections as fast as they go: on 2 cores any other work then takes rate from it),
// and at a steady offered rate (BENCH_RATE req/s over the 20 connections, default 400: about a
// third of the floor's capacity), where a p99 that rises means the sender stalls requests.
import autocannon, { type Result } from "autocannon";
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BENCH_DATABASE_URL, CONNECTIONS, registerOwner, report, run } from "./load";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const RECIPIENTS = 5_000;
const SEND_BUDGET_MS = 20_000;
const RATE = Number(process.env.BENCH_RATE ?? 400);

async function seed() {
  const owner = await registerOwner(BASE, {
    email: "bench-campaign@example.com",
    password: "Secret#123",
    name: "Cara Campaign",
  });
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const members = Array.from({ length: RECIPIENTS - 1 }, (_, i) => ({
    id: newId(),
    email: `bench-member-${i}@example.com`,
    name: `Member ${i}`,
  }));
  for (let from = 0; from < members.length; from += 1_000)
    await db.user.createMany({ data: members.slice(from, from + 1_000) });
  const workspace = await seedWorkspace(db, owner.userId, { name: "Bench Campaigns" });
  await db.workspaceMember.createMany({
    data: members.map((member) => ({
      id: newId(),
      workspaceId: workspace.id,
      userId: member.id,
      role: "member",
    })),
  });
  await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Bench project" });
  const placed = await seedProjectModule(db, project.id, { tag: "Notification", name: "Announcements" });
  await db.$executeRawUnsafe('ANALYZE "WorkspaceMember"');
  await disconnectDb();
  return { owner, moduleId: placed.id };
}

async function post<T>(path: string, authorization: string, body: unknown): Promise<T> {
  const res = await fetch(`${BASE}/api/v1${path}`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const { owner, moduleId } = await seed();
    const auth = owner.authorization;
    const base = `/notification/${moduleId}`;
    const channel = await post<{ id: string }>(`${base}/channels`, auth, { name: "Everyone", kind: "inApp" });
    const template = await post<{ id: string }>(`${base}/templates`, auth, {
      name: "Release",
      channelKind: "inApp",
      body: "<p>Hi {{recipient.name}}, version {{version}} of {{workspace.name}} is out.</p>",
      variables: [{ name: "version", sample: "2.0" }],
    });
    const headers = { authorization: auth };
    const floorUrl = `${BASE}/api/v1/users/${owner.userId}`;
    await run({ url: floorUrl, headers, duration: 3 });
    const floor = await run({ url: floorUrl, headers, duration: 8 });
    const steady = await run({ url: floorUrl, headers, duration: 8, overallRate: RATE });
    const duringSend = async (overallRate?: number) => {
      const campaign = await post<{ id: string }>(`${base}/campaigns`, auth, {
        name: `Release notes ${overallRate ?? "saturated"}`,
        templateId: template.id,
        channelId: channel.id,
        audience: { kind: "all" },
        values: { version: "2.1" },
      });
      return { campaign, ...(await sendMeasuring({ base, auth, floorUrl }, campaign.id, overallRate)) };
    };
    const saturated = await duringSend();
    const atRate = await duringSend(RATE);

    console.log(`\n20 connections, production build, embedded PostgreSQL, ${RECIPIENTS} recipients in-app\n`);
    report("GET /api/v1/users/{id} (floor, alone)", floor);
    report("GET /api/v1/users/{id} (floor, during send)", saturated.during);
    report(`floor at ${RATE} req/s, alone`, steady);
    report(`floor at ${RATE} req/s, during send`, atRate.during);
    for (const [name, result] of [
      ["saturated", saturated],
      [`at ${RATE} req/s`, atRate],
    ] as const) {
      const rows = await notificationsOf(result.campaign.id);
      console.log(
        `Campaign (${name}): ${result.totals.sent} sent, ${result.totals.failed} failed in ${result.took} ms; ${rows} in-app notifications written`,
      );
    }
    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    const took = Math.max(saturated.took, atRate.took);
    console.log(
      `\nBudget ${RECIPIENTS} recipients < ${SEND_BUDGET_MS / 1000} s: ${verdict(took < SEND_BUDGET_MS)} (${took} ms at worst)`,
    );
    console.log(
      `Floor p99 during the send at ${RATE} req/s: ${atRate.during.latency.p99} ms vs ${steady.latency.p99} ms alone; saturated: ${saturated.during.latency.p99} ms vs ${floor.latency.p99} ms (${(
        (saturated.during.requests.average / floor.requests.average) *
        100
      ).toFixed(0)} % of its rate)`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

/** Sends a campaign and loads the floor endpoint (at `overallRate`, or flat out) for exactly as long as the send takes. */
async function sendMeasuring(
  ctx: { base: string; auth: string; floorUrl: string },
  campaignId: string,
  overallRate?: number,
) {
  const headers = { authorization: ctx.auth };
  const started = Date.now();
  await post(`${ctx.base}/campaigns/${campaignId}/state`, ctx.auth, { action: "send" });
  let finished = 0;
  let totals = { queued: 0, sent: 0, failed: 0 };
  const poll = (async () => {
    for (;;) {
      const res = await fetch(`${BASE}/api/v1${ctx.base}/campaigns/${campaignId}`, { headers });
      const body = (await res.json()) as { status: string; totals: typeof totals };
      totals = body.totals;
      if (body.status === "completed") return (finished = Date.now());
      if (Date.now() - started > 120_000) throw new Error(`still ${body.status} after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  let instance: autocannon.Instance | undefined;
  const duringResult = new Promise<Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: ctx.floorUrl,
        headers,
        connections: CONNECTIONS,
        duration: 120,
        ...(overallRate ? { overallRate } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  await poll;
  instance!.stop();
  return { during: await duringResult, took: finished - started, totals };
}

async function notificationsOf(campaignId: string): Promise<number> {
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const count = await getDb().notification.count({ where: { objectId: campaignId } });
  await disconnectDb();
  return count;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
