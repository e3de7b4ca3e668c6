// Benchmark of the domain events outbox (issue 30), on the production server with a second node on
// the same database, each figure beside the floor endpoint (GET /users/{id}) measured in the same run:
//  - delivery: a task moved through node A; the time from the move's answer to its module:event on a
//    socket in another session, on node A (this node delivers at commit) and on node B (its
//    dispatcher reads the outbox: LISTEN/NOTIFY). Budget: p95 < 150 ms after the write's answer;
//  - burst: 10,000 events written at once (5,000 notifications of a campaign and 5,000 task moves)
//    while the floor is loaded: the durable subscribers (inbox, goals) must have read all of them in
//    < 20 s, and the floor's p99 must stay within 2x its p99 without the burst.
// Run: npm run bench:events (builds when needed; BENCH_DURATION seconds per floor run, default 10).
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Socket } from "socket.io-client";
import { MODULE_EVENT, type ModuleEnvelope } from "../lib/modules/realtime";
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { serverArgs } from "../scripts/server-command.mjs";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BENCH_DATABASE_URL, moduleBoard, registerOwner, report, run } from "./load";
import { percentile, roomSocket } from "./sockets";
import { BASE, BENCH_AUTH_SECRET, BENCH_PORT, startBenchServer, stopBenchServer, whenUp } from "./server";

const MOVES = Number(process.env.BENCH_EVENT_MOVES ?? 300);
const BURST = 10_000;
const DELIVERY_BUDGET_P95_MS = 150;
const DRAIN_BUDGET_S = 20;
const NODE_B = `http://127.0.0.1:${BENCH_PORT + 1}`;

/** A second production node on the bench server's database. */
async function startNodeB(): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverArgs, {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(BENCH_PORT + 1),
      DATABASE_URL: BENCH_DATABASE_URL,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      RATE_LIMIT_PER_MINUTE: "1000000",
      LOG_LEVEL: "warn",
    },
  });
  return whenUp(NODE_B, child);
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  let nodeB: ChildProcess | null = null;
  const sockets: Socket[] = [];
  try {
    const owner = { email: "bench-events@example.com", password: "Secret#123", name: "Bench Events" };
    const { userId, authorization } = await registerOwner(BASE, owner);
    // Another session of the owner: the "other browser" whose socket listens.
    const other = await registerOwner(BASE, { ...owner, email: "bench-events-2@example.com" });
    process.env.DATABASE_URL = BENCH_DATABASE_URL;
    const db = getDb();
    const workspace = await seedWorkspace(db, userId, { name: "Bench Events" });
    await db.workspaceMember.create({
      data: { id: newId(), workspaceId: workspace.id, userId: other.userId, role: "admin" },
    });
    await db.session.updateMany({
      where: { userId: { in: [userId, other.userId] } },
      data: { workspaceId: workspace.id },
    });
    const project = await seedProject(db, workspace.id, { name: "Bench project" });
    const placed = await seedProjectModule(db, project.id, { name: "Bench Board" });
    const { columns } = await moduleBoard(BASE, db, placed.id, authorization);
    const tasks: string[] = [];
    for (let i = 0; i < 50; i++) {
      const created = await fetch(`${BASE}/api/v1/task-management/${placed.id}/tasks`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({ title: `Task ${i}` }),
      });
      tasks.push(((await created.json()) as { id: string }).id);
    }
    nodeB = await startNodeB();
    const token = other.authorization.slice("Bearer ".length);

    // Delivery: each move's answer, then its event on a socket of node A and of node B.
    const onA = await roomSocket(BASE, token, placed.id);
    const onB = await roomSocket(NODE_B, token, placed.id);
    sockets.push(onA, onB);
    const arrivals = { a: new Map<string, number>(), b: new Map<string, number>() };
    const listen = (socket: Socket, into: Map<string, number>) =>
      socket.on(MODULE_EVENT, (frame: ModuleEnvelope[]) => {
        for (const envelope of frame) {
          const event = envelope.event as { type: string; task?: { id: string; version: number } };
          if (event.type === "task.upserted" && event.task)
            into.set(`${event.task.id}:${event.task.version}`, performance.now());
        }
      });
    listen(onA, arrivals.a);
    listen(onB, arrivals.b);
    const answered = new Map<string, number>();
    for (let i = 0; i < MOVES; i++) {
      const taskId = tasks[i % tasks.length]!;
      const response = await fetch(`${BASE}/api/v1/task-management/${placed.id}/tasks/${taskId}`, {
        method: "PATCH",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({ columnId: columns[i % columns.length], index: 0 }),
      });
      const moved = (await response.json()) as { id: string; version: number };
      answered.set(`${moved.id}:${moved.version}`, performance.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const [node, seen] of Object.entries(arrivals)) {
      const delays = [...answered].map(([key, at]) => Math.max(0, (seen.get(key) ?? Infinity) - at));
      const missing = delays.filter((delay) => !Number.isFinite(delay)).length;
      const p95 = percentile(delays, 95);
      console.log(
        `delivery to a socket on node ${node.toUpperCase()}: ${MOVES} moves, p50 ${percentile(delays, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms, missing ${missing} (budget p95 < ${DELIVERY_BUDGET_P95_MS} ms)${p95 < DELIVERY_BUDGET_P95_MS && missing === 0 ? "" : "  OVER BUDGET"}`,
      );
    }

    // Burst: the floor alone, then the floor while 10,000 events drain.
    const floor = { url: `${BASE}/api/v1/users/${userId}`, headers: { authorization } };
    const quiet = await run(floor);
    report("floor GET /users/{id} (quiet)", quiet);
    const head = await db.$queryRaw<
      { p: bigint }[]
    >`SELECT COALESCE(max("position"), 0) AS p FROM "DomainEventLog"`;
    const startedAt = Date.now();
    const loaded = run(floor);
    const notifications = Array.from({ length: BURST / 2 }, (_, i) => ({
      id: randomUUID(),
      type: "notifications.created",
      workspaceId: workspace.id,
      payload: {
        type: "notifications.created",
        items: [
          {
            id: newId(),
            userId: other.userId,
            workspaceId: workspace.id,
            kind: "campaign.message",
            params: { n: i },
            actor: null,
            link: "/notifications",
            readAt: null,
            createdAt: new Date().toISOString(),
          },
        ],
      },
    }));
    const moves = Array.from({ length: BURST / 2 }, (_, i) => ({
      id: randomUUID(),
      type: "task.changed",
      workspaceId: workspace.id,
      moduleId: placed.id,
      actorId: userId,
      payload: { upserted: [tasks[i % tasks.length]], activity: [], assigned: [], renumbered: [] },
    }));
    for (const rows of [notifications, moves])
      for (let i = 0; i < rows.length; i += 1_000)
        await db.$executeRaw`
          INSERT INTO "DomainEventLog" ("id", "type", "workspaceId", "moduleId", "actorId", "payload")
          SELECT (e->>'id')::uuid, e->>'type', e->>'workspaceId', e->>'moduleId', e->>'actorId', e->'payload'
            FROM jsonb_array_elements(${JSON.stringify(rows.slice(i, i + 1_000))}::jsonb) e`;
    const target = Number(head[0]!.p) + BURST;
    let drained = NaN;
    for (;;) {
      const cursors = await db.domainEventCursor.findMany({ select: { subscriber: true, position: true } });
      // A cursor still at its start (the maximum position: nothing read since) is behind too.
      const behind = cursors.filter(
        (cursor) => !(cursor.position >= BigInt(target) && cursor.position < 2n ** 62n),
      );
      if (cursors.length > 0 && behind.length === 0) {
        drained = (Date.now() - startedAt) / 1000;
        break;
      }
      if (Date.now() - startedAt > 120_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const during = await loaded;
    report("floor GET /users/{id} (during the burst)", during);
    console.log(
      `burst of ${BURST} events: every durable subscriber read them in ${drained.toFixed(1)} s (budget < ${DRAIN_BUDGET_S} s); floor p99 ${during.latency.p99} ms vs ${quiet.latency.p99} ms quiet (${(during.latency.p99 / Math.max(1, quiet.latency.p99)).toFixed(2)}x, budget <= 2x)`,
    );
    await disconnectDb();
  } finally {
    for (const socket of sockets) socket.close();
    if (nodeB) await stopBenchServer(nodeB);
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
