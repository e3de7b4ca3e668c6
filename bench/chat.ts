// Online chat (issue 32 budgets), on the production server, each figure beside the floor endpoint
// (GET /users/{id}) measured in the same run:
//  - live: a message sent by one person, on the socket of another (as another browser holds it):
//    p95 < 150 ms from the send's start (50 messages, one at a time);
//  - load: SOCKETS people (default 200) with a socket each in one channel while MESSAGES_PER_S
//    (default 50) messages a second are sent for LOAD_S seconds (default 60) by ten of them: every
//    socket gets every message once (none lost, none duplicated), the server's RSS grows < 150 MB,
//    and the floor's p99 during the load is at most 2× its p99 before it. The listening sockets live
//    in a child process (bench/chat-listeners.ts), so their work cannot hold up the load generator;
//  - history: the newest page of 100 messages of a conversation of 1,000, at 10 connections: at
//    least half the floor's rate (the two measured turn about: load.ts `alternate`); the same page
//    read from PostgreSQL after a change (not from the page cache) is reported beside it;
//  - first-load JS of the chat page ≤ 300 KB gzipped.
//  - search over 1,000,000 messages (bench/chat-search.ts): p95 < 200 ms, one search at a time.
// Run: npm run bench:chat (builds when needed; BENCH_CHAT_SOCKETS, BENCH_CHAT_RATE, BENCH_CHAT_SECONDS,
// BENCH_CHAT_SEARCH_MESSAGES, BENCH_DURATION seconds per floor run, default 10).
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Socket } from "socket.io-client";
import { MODULE_EVENT, type ModuleEnvelope } from "../lib/modules/realtime";
import { createSession } from "../lib/server/auth/sessions";
import { signAccessToken } from "../lib/server/auth/session-token";
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import type { OnlineChatEvent } from "../modules/online-chat/shared/types";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { alternate, BENCH_DATABASE_URL, registerOwner, report, run, switchWorkspace } from "./load";
import { SEARCH_MESSAGES, seedSearchCorpus, timeSearches } from "./chat-search";
import { firstLoadJs } from "./page-weight";
import type { ListenersReply, ListenersRequest } from "./chat-listeners";
import { percentile, roomSocket } from "./sockets";
import { fmt, timed } from "./timing";
import { BASE, BENCH_AUTH_SECRET, startBenchServer, stopBenchServer } from "./server";

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 200);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const LOAD_S = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const SENDERS = 10;
const HISTORY = 1_000;
const LIVE_BUDGET_P95_MS = 150;
const RSS_BUDGET_MB = 150;
const FLOOR_P99_FACTOR = 2;
const PAGE_BUDGET_KB = 300;
const SEARCH_BUDGET_P95_MS = 200;

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) / 1024;
}

async function post(path: string, authorization: string, body: unknown): Promise<Response> {
  return fetch(`${BASE}/api/v1/online-chat/${path}`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * The load's listening sockets in a child process (bench/chat-listeners.ts), connected and in the
 * room when this resolves; `count` says what they lost and heard twice of `sentIds`.
 */
async function startListeners(start: Extract<ListenersRequest, { type: "start" }>) {
  // fork runs the child with this process's Node flags: tsx and the server-only shim.
  const child = fork(path.resolve("bench/chat-listeners.ts"));
  const next = () =>
    new Promise<ListenersReply>((resolve, reject) => {
      child.once("message", (reply: ListenersReply) =>
        reply.type === "failed" ? reject(new Error(`listeners: ${reply.message}`)) : resolve(reply),
      );
      child.once("exit", (code) => reject(new Error(`the listeners exited with ${code}`)));
    });
  const ready = next();
  child.send(start);
  await ready;
  return {
    async count(sentIds: string[]): Promise<{ lost: number; duplicated: number }> {
      const counted = next();
      child.send({ type: "count", sentIds } satisfies ListenersRequest);
      const reply = await counted;
      return reply.type === "counted" ? reply : { lost: NaN, duplicated: NaN };
    },
    close: () => child.send({ type: "close" } satisfies ListenersRequest),
  };
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  const sockets: Socket[] = [];
  try {
    const owner = await registerOwner(BASE, {
      email: "bench-chat@example.com",
      password: "Secret#123",
      name: "Chloe Chat",
    });
    process.env.DATABASE_URL = BENCH_DATABASE_URL;
    process.env.AUTH_SECRET = BENCH_AUTH_SECRET;
    const db = getDb();
    const started = Date.now();
    const people = Array.from({ length: SOCKETS }, (_, i) => ({
      id: newId(),
      email: `bench-chat-${i}@example.com`,
      name: `Person ${String(i).padStart(3, "0")}`,
    }));
    await db.user.createMany({ data: people.map((p) => ({ ...p, emailVerifiedAt: new Date() })) });
    const workspace = await seedWorkspace(db, owner.userId, {
      name: "Bench Chat",
      members: people.map((p) => ({ userId: p.id, role: "member" as const })),
    });
    await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
    const project = await seedProject(db, workspace.id, { name: "Bench project" });
    const chat = await seedProjectModule(db, project.id, { tag: "OnlineChat", name: "Bench chat" });
    const tokens = await Promise.all(
      people.map(async (p) =>
        signAccessToken(await createSession({ ...p, lastWorkspaceId: workspace.id }, { remember: true })),
      ),
    );
    const auth = (i: number) => `Bearer ${tokens[i]}`;

    // One channel with everyone (added 100 at a time), a direct conversation with 1,000 messages.
    const channel = (await (
      await post(`${chat.id}/conversations`, owner.authorization, {
        kind: "channel",
        name: "everyone",
        userIds: people.slice(0, 100).map((p) => p.id),
      })
    ).json()) as { id: string };
    for (let from = 100; from < people.length; from += 100) {
      const added = await post(`${chat.id}/conversations/${channel.id}/members`, owner.authorization, {
        userIds: people.slice(from, from + 100).map((p) => p.id),
      });
      if (!added.ok) throw new Error(`adding people answered ${added.status}`);
    }
    const dm = (await (
      await post(`${chat.id}/conversations`, owner.authorization, {
        kind: "direct",
        userIds: [people[0]!.id],
      })
    ).json()) as { id: string };
    await db.chatMessage.createMany({
      data: Array.from({ length: HISTORY }, (_, i) => ({
        id: newId(),
        conversationId: dm.id,
        seq: i + 1,
        authorId: i % 2 ? owner.userId : people[0]!.id,
        body: `History message number ${i + 1}, with a little more text to be realistic about its size.`,
        createdAt: new Date(Date.now() - (HISTORY - i) * 60_000),
      })),
    });
    await db.chatConversation.update({ where: { id: dm.id }, data: { lastSeq: HISTORY } });
    await db.$executeRawUnsafe('ANALYZE "ChatMessage"');
    await disconnectDb();
    console.log(
      `Seeded ${SOCKETS} people, a channel of ${SOCKETS + 1} and ${HISTORY} messages in ${Date.now() - started} ms`,
    );

    const headers = { authorization: owner.authorization };
    const floorUrl = `${BASE}/api/v1/users/${owner.userId}`;
    const historyUrl = `${BASE}/api/v1/online-chat/${chat.id}/conversations/${dm.id}/messages`;
    const pageCheck = (await (await fetch(historyUrl, { headers })).json()) as { data: unknown[] };
    if (pageCheck.data?.length !== 100)
      throw new Error(`unexpected page: ${JSON.stringify(pageCheck).slice(0, 200)}`);

    // History beside the floor, 10 connections, measured turn about (five runs of two seconds each).
    await run({ url: historyUrl, headers, connections: 10, duration: 3 });
    const [floor, history] = await alternate(
      { url: floorUrl, headers, connections: 10 },
      { url: historyUrl, headers, connections: 10 },
    );
    // The same page read from PostgreSQL: each read follows a message sent (not timed), so none is
    // answered from the page cache (server/history-page.ts).
    const fromDb = await timed(
      async () => {
        const res = await fetch(historyUrl, { headers });
        if (!res.ok) throw new Error(`history answered ${res.status}`);
        await res.arrayBuffer();
      },
      async () => {
        const sent = await post(`${chat.id}/conversations/${dm.id}/messages`, owner.authorization, {
          body: "A change",
        });
        if (sent.status !== 201) throw new Error(`send answered ${sent.status}`);
        await sent.arrayBuffer();
      },
    );

    // Live: one at a time, the owner sends to the direct conversation; person 0's socket hears it.
    const listener = await roomSocket(BASE, tokens[0]!, chat.id);
    sockets.push(listener);
    const delays: number[] = [];
    for (let i = 0; i < 50; i++) {
      const requestId = randomUUID();
      const arrived = new Promise<number>((resolve) => {
        const on = (frame: ModuleEnvelope[]) => {
          for (const envelope of frame) {
            const event = envelope.event as OnlineChatEvent;
            if (event.type === "message.created" && event.message.clientRequestId === requestId) {
              listener.off(MODULE_EVENT, on);
              resolve(performance.now());
            }
          }
        };
        listener.on(MODULE_EVENT, on);
      });
      const sent = performance.now();
      const answer = await post(`${chat.id}/conversations/${dm.id}/messages`, owner.authorization, {
        body: `Live ${i}`,
        clientRequestId: requestId,
      });
      if (answer.status !== 201) throw new Error(`send answered ${answer.status}`);
      const at = await Promise.race([
        arrived,
        new Promise<number>((r) => setTimeout(() => r(sent + 5_000), 5_000)),
      ]);
      delays.push(at - sent);
    }
    listener.close();

    // Load: every person's socket in the channel's module room; ten of them send RATE a second.
    const idleFloor = await run({ url: floorUrl, headers, connections: 10, duration: 5 });
    const listeners = await startListeners({
      type: "start",
      base: BASE,
      moduleId: chat.id,
      channelId: channel.id,
      tokens: people.map((_, i) => tokens[i]!),
    });
    const rssBefore = rssMb(server.pid!);
    let rssMax = rssBefore;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(server.pid!))), 500);
    const sentIds = new Set<string>();
    let failures = 0;
    const inFlight = new Set<Promise<void>>();
    const total = RATE * LOAD_S;
    const loadStart = performance.now();
    const floorDuring = run({ url: floorUrl, headers, connections: 10, duration: Math.max(5, LOAD_S - 5) });
    for (let n = 0; n < total; n++) {
      const due = loadStart + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const sender = n % SENDERS;
      const request = post(`${chat.id}/conversations/${channel.id}/messages`, auth(sender), {
        body: `Load message ${n} from ${people[sender]!.name}`,
        clientRequestId: randomUUID(),
      })
        .then(async (answer) => {
          if (answer.status !== 201) failures += 1;
          else sentIds.add(((await answer.json()) as { id: string }).id);
        })
        .catch(() => void (failures += 1))
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
    const sendSeconds = (performance.now() - loadStart) / 1000;
    const floorLoaded = await floorDuring;
    // Everything sent is delivered within 10 s, or counts as lost.
    const { lost, duplicated } = await listeners.count([...sentIds]);
    clearInterval(sampler);
    const rssAfter = rssMb(server.pid!);
    listeners.close();

    // The chat page's first-load JS, as the owner's browser loads it.
    const cookie = await switchWorkspace(BASE, owner.cookie, workspace.id);
    const weight = await firstLoadJs(BASE, `/project/${project.id}/online-chat?moduleId=${chat.id}`, {
      cookie,
    });

    // Search: the corpus in a module of its own, then one search at a time.
    const searchModule = await seedProjectModule(getDb(), project.id, { tag: "OnlineChat", name: "Search" });
    const seedMs = await seedSearchCorpus(getDb(), {
      workspaceId: workspace.id,
      moduleId: searchModule.id,
      viewerId: owner.userId,
      otherId: people[1]!.id,
    });
    await disconnectDb();
    const searched = await timeSearches(searchModule.id, owner.authorization, people[1]!.id);

    console.log(`\nProduction build, embedded PostgreSQL, ${SOCKETS} people in one channel\n`);
    report("GET /api/v1/users/{id} (floor, 10 conn.)", floor);
    report("GET …/messages (newest 100 of 1,000)", history);
    const historyRatio = history.requests.average / floor.requests.average;
    console.log(`${"".padEnd(44)} ${(historyRatio * 100).toFixed(0)} % of the floor's rate`);
    console.log(`The same page read from PostgreSQL after a change: ${fmt(fromDb)}`);
    const p50 = percentile(delays, 50);
    const p95 = percentile(delays, 95);
    console.log(
      `Send → another person's socket: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, worst ${Math.max(...delays).toFixed(0)} ms (50 messages)`,
    );
    console.log(
      `Load: ${sentIds.size} messages sent in ${sendSeconds.toFixed(1)} s (${(sentIds.size / sendSeconds).toFixed(1)}/s, ${failures} failed) to ${SOCKETS} sockets: ${lost} lost, ${duplicated} duplicated`,
    );
    console.log(
      `Server RSS: ${rssBefore.toFixed(0)} MB before, max ${rssMax.toFixed(0)} MB during, ${rssAfter.toFixed(0)} MB after`,
    );
    report("floor before the load", idleFloor);
    report("floor during the load", floorLoaded);
    console.log(
      `First-load JS of the chat page: ${weight.gzipKb.toFixed(0)} KB gzipped (${weight.files} files, ${weight.rawKb.toFixed(0)} KB raw)`,
    );

    const searchP95 = percentile(searched.times, 95);
    console.log(
      `Search over ${SEARCH_MESSAGES.toLocaleString("en")} messages (seeded in ${(seedMs / 1000).toFixed(0)} s): p50 ${percentile(searched.times, 50).toFixed(0)} ms, p95 ${searchP95.toFixed(0)} ms, worst ${Math.max(...searched.times).toFixed(0)} ms (${searched.times.length} searches)`,
    );
    for (const [query, count] of searched.counts) console.log(`  ${query}: ${count} on the first page`);

    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    const growth = rssMax - rssBefore;
    const factor = floorLoaded.latency.p99 / Math.max(1, idleFloor.latency.p99);
    console.log(
      `\nBudget live p95 < ${LIVE_BUDGET_P95_MS} ms: ${verdict(p95 < LIVE_BUDGET_P95_MS)} (${p95.toFixed(0)} ms)`,
    );
    console.log(
      `Budget load: none lost or duplicated: ${verdict(lost === 0 && duplicated === 0 && failures === 0)}; RSS growth < ${RSS_BUDGET_MB} MB: ${verdict(growth < RSS_BUDGET_MB)} (${growth.toFixed(0)} MB); floor p99 ≤ ${FLOOR_P99_FACTOR}× idle: ${verdict(factor <= FLOOR_P99_FACTOR)} (${floorLoaded.latency.p99} vs ${idleFloor.latency.p99} ms, ${factor.toFixed(2)}×)`,
    );
    console.log(
      `Budget history ≥ 50 % of the floor: ${verdict(historyRatio >= 0.5)} (${(historyRatio * 100).toFixed(0)} %)`,
    );
    console.log(
      `Budget search p95 < ${SEARCH_BUDGET_P95_MS} ms: ${verdict(searchP95 < SEARCH_BUDGET_P95_MS)} (${searchP95.toFixed(0)} ms)`,
    );
    console.log(
      `Budget first-load JS ≤ ${PAGE_BUDGET_KB} KB: ${verdict(weight.gzipKb <= PAGE_BUDGET_KB)} (${weight.gzipKb.toFixed(0)} KB)`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
