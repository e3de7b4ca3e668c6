// A Notification-module campaign (issue 12 budget): an in-app campaign to 5,000 workspace members
// completes in < 20 s, sent by the campaign-send job on the server, without raising the API's p99:
// the floor endpoint (GET /users/{id}) is measured alone, then again while the campaign sends.
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
    const campaign = await post<{ id: string }>(`${base}/campaigns`, auth, {
      name: "Release notes",
      templateId: template.id,
      channelId: channel.id,
      audience: { kind: "all" },
      values: { version: "2.1" },
    });
    const headers = { authorization: auth };
    const floorUrl = `${BASE}/api/v1/users/${owner.userId}`;
    await run({ url: floorUrl, headers, duration: 3 });
    const floor = await run({ url: floorUrl, headers, duration: 8 });

    // Send, and measure the floor while the job sends.
    const started = Date.now();
    await post(`${base}/campaigns/${campaign.id}/state`, auth, { action: "send" });
    let finished = 0;
    let totals = { queued: 0, sent: 0, failed: 0 };
    const poll = (async () => {
      for (;;) {
        const res = await fetch(`${BASE}/api/v1${base}/campaigns/${campaign.id}`, { headers });
        const body = (await res.json()) as { status: string; totals: typeof totals };
        totals = body.totals;
        if (body.status === "completed") return (finished = Date.now());
        if (Date.now() - started > 120_000) throw new Error(`still ${body.status} after 120 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // The floor's load runs exactly as long as the send.
    let instance: autocannon.Instance | undefined;
    const duringResult = new Promise<Result>((resolve, reject) => {
      instance = autocannon(
        { url: floorUrl, headers, connections: CONNECTIONS, duration: 120 },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    await poll;
    instance!.stop();
    const during = await duringResult;
    const took = finished - started;

    console.log(`\n20 connections, production build, embedded PostgreSQL, ${RECIPIENTS} recipients in-app\n`);
    report("GET /api/v1/users/{id} (floor, alone)", floor);
    report("GET /api/v1/users/{id} (floor, during send)", during);
    console.log(`Campaign sent: ${totals.sent} sent, ${totals.failed} failed in ${took} ms`);
    const rows = await (async () => {
      process.env.DATABASE_URL = BENCH_DATABASE_URL;
      const count = await getDb().notification.count({ where: { objectId: campaign.id } });
      await disconnectDb();
      return count;
    })();
    console.log(`In-app notifications written: ${rows} (one per recipient)`);
    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(
      `\nBudget ${RECIPIENTS} recipients < ${SEND_BUDGET_MS / 1000} s: ${verdict(took < SEND_BUDGET_MS)} (${took} ms)`,
    );
    console.log(
      `Floor p99 during the send: ${during.latency.p99} ms vs ${floor.latency.p99} ms alone (${(
        (during.requests.average / floor.requests.average) *
        100
      ).toFixed(0)} % of its rate)`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
