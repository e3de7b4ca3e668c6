// The meeting room (issue 34 budgets), on the production server, beside the floor endpoint
// (GET /users/{id}) measured in the same run:
//  - call signalling: an SDP offer (3 KB) relayed from one member's socket to another's in the same
//    call, p95 < 100 ms (200 offers, bursts of 10);
//  - whiteboard: a change (a freehand stroke growing point by point) from one socket to another on the
//    same board, p95 < 200 ms (200 changes, 8 ms apart), and the board saved with it;
//  - a meeting's conversation: its latest 100 messages of 1,000 at 10 connections, and the board of
//    1,000 elements, each beside the floor (turn about: load.ts `alternate`);
//  - first-load JS: the meeting list page ≤ 300 KB gzipped; the call page; neither holds the call's
//    or the whiteboard's code.
// Run: npm run bench:meeting-room (builds when needed; BENCH_DURATION is unused: runs are turn about).
import type { Socket } from "socket.io-client";
import { createSession } from "../lib/server/auth/sessions";
import { signAccessToken } from "../lib/server/auth/session-token";
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import {
  BOARD_CHANGE,
  BOARD_CHANGED,
  BOARD_JOIN,
  type BoardChanged,
} from "../modules/meeting-room/board/protocol";
import { MEET_JOIN, MEET_SIGNAL, type SignalNotice } from "../modules/meeting-room/call/protocol";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { alternate, BENCH_DATABASE_URL, registerOwner, report, switchWorkspace } from "./load";
import { firstLoadJs } from "./page-weight";
import { connectedSocket, percentile } from "./sockets";
import { BASE, BENCH_AUTH_SECRET, startBenchServer, stopBenchServer } from "./server";

const SAMPLES = 200;
const HISTORY = 1_000;
const BOARD_ELEMENTS = 1_000;
const SIGNAL_BUDGET_MS = 100;
const BOARD_BUDGET_MS = 200;
const PAGE_BUDGET_KB = 300;

const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  const sockets: Socket[] = [];
  try {
    const owner = await registerOwner(BASE, {
      email: "bench-meet@example.com",
      password: "Secret#123",
      name: "Mona Meet",
    });
    process.env.DATABASE_URL = BENCH_DATABASE_URL;
    process.env.AUTH_SECRET = BENCH_AUTH_SECRET;
    const db = getDb();
    const guest = { id: newId(), email: "bench-meet-2@example.com", name: "Gus Guest" };
    await db.user.create({ data: { ...guest, emailVerifiedAt: new Date() } });
    const workspace = await seedWorkspace(db, owner.userId, {
      name: "Bench Meetings",
      members: [{ userId: guest.id, role: "member" }],
    });
    await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
    const project = await seedProject(db, workspace.id, { name: "Bench project" });
    const room = await seedProjectModule(db, project.id, { tag: "MeetingRoom", name: "Bench room" });
    const guestToken = await signAccessToken(
      await createSession({ ...guest, lastWorkspaceId: workspace.id }, { remember: true }),
    );
    const headers = { authorization: owner.authorization, "content-type": "application/json" };
    const start = Date.now() + 86_400_000;
    const created = await fetch(`${BASE}/api/v1/dashboard/${room.id}/meeting-room`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        summary: "Bench sync",
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 30 * 60_000).toISOString(),
        reminders: [15],
        attendees: [{ userId: guest.id }],
      }),
    });
    if (!created.ok) throw new Error(`scheduling answered ${created.status}: ${await created.text()}`);
    const meeting = (await created.json()) as { id: string; meetLink: string };
    const token = meeting.meetLink.slice(meeting.meetLink.lastIndexOf("/") + 1);

    // A conversation of 1,000 messages and a board of 1,000 elements.
    const first = await fetch(`${BASE}/api/v1/meeting-room/${room.id}/chats/${meeting.id}/messages`, {
      method: "POST",
      headers,
      body: JSON.stringify({ body: "Hello" }),
    });
    if (!first.ok) throw new Error(`the first message answered ${first.status}`);
    const conversation = await db.chatConversation.findUniqueOrThrow({ where: { meetingId: meeting.id } });
    await db.chatMessage.createMany({
      data: Array.from({ length: HISTORY - 1 }, (_, i) => ({
        id: newId(),
        conversationId: conversation.id,
        seq: i + 2,
        authorId: i % 2 ? owner.userId : guest.id,
        body: `Meeting message number ${i + 2}, with a little more text to be realistic about its size.`,
      })),
    });
    await db.chatConversation.update({ where: { id: conversation.id }, data: { lastSeq: HISTORY } });
    const elements = Array.from({ length: BOARD_ELEMENTS }, (_, i) => ({
      id: `el-${i}`,
      type: "rectangle",
      version: 1,
      versionNonce: i,
      isDeleted: false,
      index: `a${String(i).padStart(4, "0")}`,
      x: (i % 40) * 30,
      y: Math.floor(i / 40) * 30,
      width: 24,
      height: 24,
      strokeColor: "#1e1e1e",
      backgroundColor: "transparent",
    }));
    const board = await fetch(`${BASE}/api/v1/meeting-room/${room.id}/boards/${meeting.id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ elements }),
    });
    if (!board.ok) throw new Error(`the board answered ${board.status}: ${await board.text()}`);
    await db.$executeRawUnsafe('ANALYZE "ChatMessage"');
    await disconnectDb();

    // Call signalling: the host and the guest in the call, offers from one to the other.
    const ownerToken = owner.authorization.slice("Bearer ".length);
    const a = await connectedSocket(BASE, ownerToken);
    const b = await connectedSocket(BASE, guestToken);
    sockets.push(a, b);
    for (const s of [a, b]) {
      const answer = (await s.emitWithAck(MEET_JOIN, { token })) as { ok: boolean };
      if (!answer.ok) throw new Error("could not join the call");
    }
    const sentAt = new Map<string, number>();
    const relayed: number[] = [];
    b.on(MEET_SIGNAL, (notice: SignalNotice) => {
      const sdp = notice.data.kind === "description" ? (notice.data.description.sdp ?? "") : "";
      const at = sentAt.get(sdp);
      if (at !== undefined) relayed.push(performance.now() - at);
    });
    for (let i = 0; i < SAMPLES; i++) {
      const sdp = `v=0\r\no=- ${i} 2 IN IP4 127.0.0.1\r\n${"a=x\r\n".repeat(500)}`;
      sentAt.set(sdp, performance.now());
      a.emit(MEET_SIGNAL, { to: b.id, data: { kind: "description", description: { type: "offer", sdp } } });
      if (i % 10 === 9) await pause(5);
    }
    for (let waited = 0; relayed.length < SAMPLES && waited < 10_000; waited += 20) await pause(20);

    // The whiteboard: a stroke growing point by point, from the host's socket to the guest's.
    for (const s of [a, b]) {
      const answer = (await s.emitWithAck(BOARD_JOIN, { moduleId: room.id, meetingId: meeting.id })) as {
        ok: boolean;
      };
      if (!answer.ok) throw new Error("could not join the board");
    }
    const drawn: number[] = [];
    b.on(BOARD_CHANGED, (changed: BoardChanged) => drawn.push(performance.now() - (changed.sentAt ?? 0)));
    for (let i = 0; i < SAMPLES; i++) {
      const points = Array.from({ length: 20 + i }, (_, p) => [p, p * 2]);
      a.emit(BOARD_CHANGE, {
        meetingId: meeting.id,
        elements: [{ ...elements[0]!, id: "stroke", type: "freedraw", version: i + 1, points }],
        sentAt: performance.now(),
      });
      await pause(8);
    }
    for (let waited = 0; drawn.length < SAMPLES && waited < 10_000; waited += 20) await pause(20);
    await pause(2_500);
    const saved = (await (
      await fetch(`${BASE}/api/v1/meeting-room/${room.id}/boards/${meeting.id}`, { headers })
    ).json()) as { elements: { id: string; version: number }[] };
    const stroke = saved.elements.find((element) => element.id === "stroke");

    // Reads beside the floor.
    const floorUrl = `${BASE}/api/v1/users/${owner.userId}`;
    const [floorChat, history] = await alternate(
      { url: floorUrl, headers, connections: 10 },
      {
        url: `${BASE}/api/v1/meeting-room/${room.id}/chats/${meeting.id}/messages`,
        headers,
        connections: 10,
      },
    );
    const [floorBoard, boardRead] = await alternate(
      { url: floorUrl, headers, connections: 10 },
      { url: `${BASE}/api/v1/meeting-room/${room.id}/boards/${meeting.id}`, headers, connections: 10 },
    );

    const cookie = await switchWorkspace(BASE, owner.cookie, workspace.id);
    const list = await firstLoadJs(BASE, `/project/${project.id}/meeting-room?moduleId=${room.id}`, {
      cookie,
    });
    const call = await firstLoadJs(BASE, `/meet/${token}`, { cookie });

    console.log("\nProduction build, embedded PostgreSQL\n");
    const signalP95 = percentile(relayed, 95);
    const boardP95 = percentile(drawn, 95);
    console.log(
      `call signal relay (3 KB offers)             p50 ${percentile(relayed, 50).toFixed(1)} ms   p95 ${signalP95.toFixed(1)} ms   (${relayed.length}/${SAMPLES})`,
    );
    console.log(
      `whiteboard change relay (growing stroke)    p50 ${percentile(drawn, 50).toFixed(1)} ms   p95 ${boardP95.toFixed(1)} ms   (${drawn.length}/${SAMPLES}); saved at version ${stroke?.version ?? "none"}`,
    );
    report("GET /api/v1/users/{id} (floor, 10 conn.)", floorChat);
    report("GET …/chats/{id}/messages (100 of 1,000)", history);
    console.log(
      `${"".padEnd(44)} ${((history.requests.average / floorChat.requests.average) * 100).toFixed(0)} % of the floor's rate`,
    );
    report("GET /api/v1/users/{id} (floor, 10 conn.)", floorBoard);
    report("GET …/boards/{id} (1,000 elements)", boardRead);
    console.log(
      `${"".padEnd(44)} ${((boardRead.requests.average / floorBoard.requests.average) * 100).toFixed(0)} % of the floor's rate`,
    );
    console.log(
      `meeting list page first-load JS             ${list.gzipKb} KB gzipped (${list.files} files)`,
    );
    console.log(
      `call page first-load JS                     ${call.gzipKb} KB gzipped (${call.files} files)`,
    );
    console.log(
      `\nBudget signalling p95 < ${SIGNAL_BUDGET_MS} ms: ${verdict(signalP95 < SIGNAL_BUDGET_MS)}; whiteboard p95 < ${BOARD_BUDGET_MS} ms: ${verdict(boardP95 < BOARD_BUDGET_MS && stroke?.version === SAMPLES)}; meeting list ≤ ${PAGE_BUDGET_KB} KB: ${verdict(list.gzipKb <= PAGE_BUDGET_KB)}`,
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
