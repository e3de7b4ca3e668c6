// The meeting call's signalling (modules/meeting-room/server/call): a socket joins a meeting's call
// by its link's token when the module gate lets its user read the module (checked on every join);
// signals reach only sockets of the same call; a call holds at most CALL_MAX sockets; the others hear
// who joins, who leaves and their state; the joiner gets ICE servers with coturn REST credentials.
import { createHmac } from "node:crypto";
import {
  CALL_MAX,
  MEET_LEAVE,
  MEET_SIGNAL,
  MEET_STATE,
  type SignalNotice,
} from "@/modules/meeting-room/call/protocol";
import { getDb } from "@/lib/server/db";
import { iceServersFor, turnCredentials } from "@/modules/meeting-room/server/call/ice";
import { newMeetingToken } from "@/modules/meeting-room/server/meet-link";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import type { Caller } from "../workspaces/helpers";
import { join, meetingToken, open as openSocket } from "./call-helpers";
import { seedRoom, type Room } from "./helpers";

const realtime = startRealtimeServer();
const open = (caller: Caller) => openSocket(realtime, caller);

const offer = { kind: "description", description: { type: "offer", sdp: "v=0\r\n" } };

let room: Room;
let token: string;
beforeEach(async () => {
  room = await seedRoom();
  token = await meetingToken(room);
});

describe("meeting call signalling", () => {
  it("lets the module's readers join and tells each who is there", async () => {
    const a = await open(room.team.member);
    const b = await open(room.team.viewer);
    const first = await join(a.socket, token);
    expect(first).toMatchObject({
      ok: true,
      socketId: a.socket.id,
      participants: [],
      iceServers: [],
      knocks: [],
    });
    const second = await join(b.socket, token);
    if (!second.ok) throw new Error(second.error);
    expect(second.participants).toEqual([
      {
        socketId: a.socket.id,
        userId: room.team.member.user.id,
        name: room.team.member.user.name,
        guest: false,
        state: { audio: false, video: false, screen: false, speaking: false },
      },
    ]);
    expect(await until(() => a.heard.joined.length === 1)).toBe(true);
    expect(a.heard.joined[0]).toMatchObject({ socketId: b.socket.id, userId: room.team.viewer.user.id });
  });

  it("refuses another workspace's user, a made-up token, a signed one of no meeting and a bad payload", async () => {
    const other = await seedRoom("Elsewhere");
    const outsider = await open(other.team.owner);
    expect(await join(outsider.socket, token)).toEqual({ ok: false, error: "notFound" });
    const member = await open(room.team.member);
    expect(await join(member.socket, "x".repeat(54))).toEqual({ ok: false, error: "notFound" });
    expect(await join(member.socket, newMeetingToken())).toEqual({ ok: false, error: "notFound" });
    expect(await join(member.socket, 42)).toEqual({ ok: false, error: "invalid" });
    // Refused: it is in no call, so it may signal nobody.
    const inside = await open(room.team.admin);
    expect((await join(inside.socket, token)).ok).toBe(true);
    expect(await outsider.socket.emitWithAck(MEET_SIGNAL, { to: inside.socket.id, data: offer })).toEqual({
      ok: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inside.heard.signals).toEqual([]);
  });

  it("checks the rights again on every join: a removed member is refused the next time", async () => {
    const a = await open(room.team.viewer);
    expect((await join(a.socket, token)).ok).toBe(true);
    await getDb().workspaceMember.deleteMany({
      where: { workspaceId: room.team.workspace.id, userId: room.team.viewer.user.id },
    });
    a.socket.emit(MEET_LEAVE);
    expect(await join(a.socket, token)).toEqual({ ok: false, error: "notFound" });
  });

  it("refuses a connection without a session", async () => {
    const socket = realtime.connect({});
    await expect(connected(socket)).rejects.toThrow("unauthorized");
  });

  it("relays signals only within the call room, and checks their shape and size", async () => {
    const a = await open(room.team.member);
    const b = await open(room.team.viewer);
    const otherToken = await meetingToken(room);
    const c = await open(room.team.admin);
    await join(a.socket, token);
    await join(b.socket, token);
    await join(c.socket, otherToken);

    expect(await a.socket.emitWithAck(MEET_SIGNAL, { to: b.socket.id, data: offer })).toEqual({ ok: true });
    expect(await until(() => b.heard.signals.length === 1)).toBe(true);
    expect(b.heard.signals[0]).toEqual({ from: a.socket.id, data: offer });

    const candidate = {
      kind: "candidate",
      candidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 9 typ host", sdpMid: "0", sdpMLineIndex: 0 },
    };
    expect(await b.socket.emitWithAck(MEET_SIGNAL, { to: a.socket.id, data: candidate })).toEqual({
      ok: true,
    });
    expect(await until(() => a.heard.signals.length === 1)).toBe(true);

    // Another meeting's call, a made-up socket, a bad shape and an oversized SDP are refused.
    expect(await a.socket.emitWithAck(MEET_SIGNAL, { to: c.socket.id, data: offer })).toEqual({ ok: false });
    expect(await a.socket.emitWithAck(MEET_SIGNAL, { to: "nobody", data: offer })).toEqual({ ok: false });
    expect(await a.socket.emitWithAck(MEET_SIGNAL, { to: b.socket.id, data: { kind: "evil" } })).toEqual({
      ok: false,
    });
    const big = { kind: "description", description: { type: "offer", sdp: "a".repeat(70_000) } };
    expect(await a.socket.emitWithAck(MEET_SIGNAL, { to: b.socket.id, data: big })).toEqual({ ok: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(c.heard.signals).toEqual([]);
    expect(b.heard.signals).toHaveLength(1);
  });

  it("refuses the seventh participant with 'full'", async () => {
    const callers = [room.team.owner, room.team.admin, room.team.member, room.team.viewer];
    const sockets: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < CALL_MAX; i++) sockets.push(await open(callers[i % callers.length]!));
    const answers = await Promise.all(sockets.map((s) => join(s.socket, token)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const seventh = await open(room.team.member);
    expect(await join(seventh.socket, token)).toEqual({ ok: false, error: "full" });
    // Someone leaves: the seventh gets in.
    sockets[0]!.socket.emit(MEET_LEAVE);
    expect(await until(() => sockets[1]!.heard.left.length === 1)).toBe(true);
    expect((await join(seventh.socket, token)).ok).toBe(true);
  });

  it("tells the others of a leave, a disconnect and state changes", async () => {
    const a = await open(room.team.member);
    const b = await open(room.team.viewer);
    const c = await open(room.team.admin);
    for (const s of [a, b, c]) await join(s.socket, token);
    const state = { audio: true, video: true, screen: false, speaking: true };
    a.socket.emit(MEET_STATE, state);
    expect(await until(() => b.heard.states.length === 1 && c.heard.states.length === 1)).toBe(true);
    expect(b.heard.states[0]).toEqual({ socketId: a.socket.id, state });
    // A bad state is dropped.
    a.socket.emit(MEET_STATE, { audio: "loud" });

    const aId = a.socket.id;
    a.socket.emit(MEET_LEAVE);
    expect(await until(() => b.heard.left.length === 1 && c.heard.left.length === 1)).toBe(true);
    expect(b.heard.left).toEqual([aId]);
    // Out of the call: its signals are refused.
    expect(await a.socket.emitWithAck(MEET_SIGNAL, { to: b.socket.id, data: offer })).toEqual({ ok: false });

    const bId = b.socket.id;
    b.socket.disconnect();
    expect(await until(() => c.heard.left.length === 2)).toBe(true);
    expect(c.heard.left[1]).toBe(bId);
    expect(b.heard.states).toHaveLength(1);
  });
});

it("relays signals with a p95 under 100 ms", async () => {
  const a = await open(room.team.member);
  const b = await open(room.team.viewer);
  await join(a.socket, token);
  await join(b.socket, token);
  const sentAt = new Map<string, number>();
  const took: number[] = [];
  b.socket.on(MEET_SIGNAL, (notice: SignalNotice) => {
    const sdp = notice.data.kind === "description" ? (notice.data.description.sdp ?? "") : "";
    const at = sentAt.get(sdp);
    if (at !== undefined) took.push(performance.now() - at);
  });
  const COUNT = 200;
  for (let i = 0; i < COUNT; i++) {
    const sdp = `v=0\r\no=- ${i} 2 IN IP4 127.0.0.1\r\n${"a=x\r\n".repeat(500)}`;
    sentAt.set(sdp, performance.now());
    a.socket.emit(MEET_SIGNAL, {
      to: b.socket.id,
      data: { kind: "description", description: { type: "offer", sdp } },
    });
    if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(await until(() => took.length === COUNT, 5_000)).toBe(true);
  took.sort((x, y) => x - y);
  const p95 = took[Math.floor(COUNT * 0.95)]!;
  console.log(`[meeting-call] signal relay: p50 ${took[COUNT / 2]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  expect(p95).toBeLessThan(100);
});

describe("ICE servers", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ["STUN_URLS", "TURN_URL", "TURN_SECRET"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it("makes coturn REST API credentials valid for an hour", () => {
    const now = Date.UTC(2026, 0, 1);
    const { username, credential } = turnCredentials("s3cret", "user1", now);
    expect(username).toBe(`${now / 1000 + 3600}:user1`);
    expect(credential).toBe(createHmac("sha1", "s3cret").update(username).digest("base64"));
  });

  it("lists STUN_URLS and TURN_URL with credentials; none configured: an empty list", async () => {
    expect(iceServersFor("u")).toEqual([]);
    process.env.STUN_URLS = "stun:a.example:3478, stun:b.example:3478";
    process.env.TURN_URL = "turn:t.example:3478?transport=udp";
    expect(iceServersFor("u")).toEqual([{ urls: ["stun:a.example:3478", "stun:b.example:3478"] }]);
    process.env.TURN_SECRET = "s3cret";
    const now = Date.now();
    const servers = iceServersFor("u", now);
    expect(servers[1]).toEqual({
      urls: ["turn:t.example:3478?transport=udp"],
      ...turnCredentials("s3cret", "u", now),
    });
    // The joiner gets them.
    const a = await open(room.team.member);
    const answer = await join(a.socket, token);
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.iceServers[1]?.username).toMatch(/^\d+:/);
    expect(answer.iceServers[1]?.username?.endsWith(`:${room.team.member.user.id}`)).toBe(true);
  });
});
