// A meeting's whiteboard (modules/meeting-room/server/board): its REST API through the module gate
// (who draws and who looks, another workspace's and another module's meetings not found, bad
// elements refused) and its live room (changes reach the others and are saved, merged by version;
// a socket whose access is withdrawn leaves the board).
import { GET as listRoute } from "@/app/api/v1/meeting-room/[moduleId]/boards/route";
import {
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/meeting-room/[moduleId]/boards/[meetingId]/route";
import type { Page } from "@/lib/contracts/endpoint";
import { getDb } from "@/lib/server/db";
import {
  BOARD_CHANGE,
  BOARD_CHANGED,
  BOARD_JOIN,
  BOARD_REVOKED,
  type BoardChanged,
  type BoardJoinAnswer,
} from "@/modules/meeting-room/board/protocol";
import type { Board, BoardSummary } from "@/modules/meeting-room/schemas/boards";
import type { BoardElement } from "@/modules/meeting-room/shared/board";
import { seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import { errorBody, type Caller } from "../workspaces/helpers";
import { hideProject, made, seedRoom, type Room } from "./helpers";

const realtime = startRealtimeServer();

const base = (moduleId: string) => `http://localhost:3000/api/v1/meeting-room/${moduleId}/boards`;
const read = (moduleId: string, by: Caller, meetingId: string) =>
  call<Board>(getRoute, {
    token: by.token,
    params: { moduleId, meetingId },
    url: `${base(moduleId)}/${meetingId}`,
  });
const change = (moduleId: string, by: Caller, meetingId: string, elements: unknown) =>
  call<Board>(patchRoute, {
    method: "PATCH",
    token: by.token,
    params: { moduleId, meetingId },
    body: { elements },
    url: `${base(moduleId)}/${meetingId}`,
  });
const boards = (moduleId: string, by: Caller, cursor?: string) =>
  call<Page<BoardSummary>>(listRoute, {
    token: by.token,
    params: { moduleId },
    url: `${base(moduleId)}${cursor ? `?cursor=${cursor}` : ""}`,
  });

const rect = (id: string, version = 1, extra: Record<string, unknown> = {}): BoardElement => ({
  id,
  type: "rectangle",
  version,
  versionNonce: 7,
  isDeleted: false,
  x: 10,
  y: 20,
  width: 100,
  height: 50,
  ...extra,
});

let room: Room;
let meetingId: string;
beforeEach(async () => {
  room = await seedRoom();
  const start = Date.now() + 86_400_000;
  // Hosted by the member; the admin is invited; the viewer only reads the module.
  meetingId = (
    await made(room.moduleId, room.team.member, {
      summary: "Design review",
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 30 * 60_000).toISOString(),
      reminders: [15],
      attendees: [{ userId: room.team.admin.user.id }],
    })
  ).id;
});

describe("a meeting's whiteboard over the API", () => {
  it("is empty until someone draws; the host and attendees draw, a reader looks; changes merge by version", async () => {
    const empty = await read(room.moduleId, room.team.viewer, meetingId);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      meetingId,
      summary: "Design review",
      elements: [],
      version: 0,
      updatedAt: null,
      canDraw: false,
    });
    expect((await read(room.moduleId, room.team.admin, meetingId)).body.canDraw).toBe(true);

    const drawn = await change(room.moduleId, room.team.member, meetingId, [rect("r1"), rect("r2")]);
    expect(drawn.status).toBe(200);
    expect(drawn.body.version).toBe(1);
    expect(drawn.body.elements.map((e) => e.id)).toEqual(["r1", "r2"]);
    // An older copy of r1 changes nothing; a newer one and a deletion land.
    await change(room.moduleId, room.team.admin, meetingId, [rect("r1", 1, { x: 999 })]);
    const later = await change(room.moduleId, room.team.admin, meetingId, [
      rect("r1", 2, { x: 50 }),
      rect("r2", 2, { isDeleted: true }),
    ]);
    expect(later.body.elements.find((e) => e.id === "r1")?.x).toBe(50);
    expect(later.body.version).toBe(2);
    const stored = await getDb().meetingBoard.findUniqueOrThrow({ where: { meetingId } });
    expect(stored.elementCount).toBe(1);

    const refused = await change(room.moduleId, room.team.viewer, meetingId, [rect("v1")]);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(errorBody(403, "You can only look at this whiteboard."));
  });

  it("refuses bad elements with their messages", async () => {
    const image = await change(room.moduleId, room.team.member, meetingId, [{ ...rect("i"), type: "image" }]);
    expect(image.status).toBe(400);
    const notArray = await change(room.moduleId, room.team.member, meetingId, "x");
    expect(notArray.status).toBe(400);
    expect(notArray.body).toEqual(errorBody(400, "The whiteboard's elements are not valid."));
    // The board as a whole holds at most 5,000 elements, however many changes bring them.
    const many = (from: number) => Array.from({ length: 3_000 }, (_, i) => rect(`m${from + i}`));
    expect((await change(room.moduleId, room.team.member, meetingId, many(0))).status).toBe(200);
    const full = await change(room.moduleId, room.team.member, meetingId, many(3_000));
    expect(full.body).toEqual(
      errorBody(400, "The whiteboard is full: it holds at most 5,000 drawings and 4 MB."),
    );
  });

  it("finds no board of another workspace's module, another module's meeting, or a made-up meeting", async () => {
    const other = await seedRoom("Elsewhere");
    expect((await read(room.moduleId, other.team.owner, meetingId)).status).toBe(404);
    expect((await change(room.moduleId, other.team.owner, meetingId, [rect("x")])).status).toBe(404);
    const second = await seedProjectModule(getDb(), room.projectId, { tag: "MeetingRoom", name: "Second" });
    expect((await read(second.id, room.team.owner, meetingId)).status).toBe(404);
    expect((await read(room.moduleId, room.team.owner, "a".repeat(24))).status).toBe(404);
    expect((await read(room.moduleId, room.team.owner, "nope")).status).toBe(400);
  });

  it("lists the module's boards, last changed first, in pages", async () => {
    const start = Date.now() + 2 * 86_400_000;
    const more = [];
    for (let i = 0; i < 21; i++) {
      const m = await made(room.moduleId, room.team.member, {
        summary: `Board ${i}`,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 30 * 60_000).toISOString(),
        reminders: [15],
        attendees: [{ userId: room.team.admin.user.id }],
      });
      await change(room.moduleId, room.team.member, m.id, [rect(`e${i}`)]);
      more.push(m.id);
    }
    const first = await boards(room.moduleId, room.team.viewer);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toMatchObject({ id: more[20], summary: "Board 20", elementCount: 1 });
    const second = await boards(room.moduleId, room.team.viewer, first.body.nextCursor!);
    expect(second.body.data.map((b) => b.id)).toEqual([more[0]]);
    expect(second.body.nextCursor).toBeNull();
    expect((await boards(room.moduleId, room.team.viewer, "garbage")).status).toBe(400);
  });
});

describe("a meeting's live whiteboard", () => {
  async function onBoard(caller: Caller) {
    const socket = realtime.connect({ token: caller.token });
    const heard: BoardChanged[] = [];
    const revoked: unknown[] = [];
    socket.on(BOARD_CHANGED, (changed: BoardChanged) => heard.push(changed));
    socket.on(BOARD_REVOKED, (r: unknown) => revoked.push(r));
    await connected(socket);
    const answer = (await socket.emitWithAck(BOARD_JOIN, {
      moduleId: room.moduleId,
      meetingId,
    })) as BoardJoinAnswer;
    return { socket, heard, revoked, answer };
  }
  const send = (socket: { emitWithAck: (e: string, p: unknown) => Promise<unknown> }, elements: unknown) =>
    socket.emitWithAck(BOARD_CHANGE, { meetingId, elements }) as Promise<{ ok: boolean }>;

  it("brings a change to the others at once and saves it; a reader's change is refused", async () => {
    const host = await onBoard(room.team.member);
    const guest = await onBoard(room.team.admin);
    const reader = await onBoard(room.team.viewer);
    expect(host.answer).toEqual({ ok: true, canDraw: true });
    expect(reader.answer).toEqual({ ok: true, canDraw: false });

    expect(await send(host.socket, [rect("live")])).toEqual({ ok: true });
    expect(await until(() => guest.heard.length === 1 && reader.heard.length === 1)).toBe(true);
    expect(guest.heard[0]).toMatchObject({ meetingId, from: host.socket.id, elements: [rect("live")] });
    expect(host.heard).toEqual([]);
    expect(await send(reader.socket, [rect("nope")])).toEqual({ ok: false });
    expect(await send(host.socket, [{ ...rect("bad"), type: "embeddable" }])).toEqual({ ok: false });

    // Saved shortly after (merged with what the API wrote meanwhile).
    await change(room.moduleId, room.team.admin, meetingId, [rect("api")]);
    expect(await until(() => guest.heard.some((c) => c.from === "api"), 2_000)).toBe(true);
    let saved: string[] = [];
    await until(() => false, 800);
    saved = ((await read(room.moduleId, room.team.viewer, meetingId)).body.elements ?? [])
      .map((e) => e.id)
      .sort();
    expect(saved).toEqual(["api", "live"]);
  });

  it("refuses a join of another workspace's user, and a change from a socket not on the board", async () => {
    const other = await seedRoom("Elsewhere");
    const outsider = realtime.connect({ token: other.team.owner.token });
    await connected(outsider);
    expect(await outsider.emitWithAck(BOARD_JOIN, { moduleId: room.moduleId, meetingId })).toEqual({
      ok: false,
    });
    expect(await outsider.emitWithAck(BOARD_JOIN, { moduleId: "x", meetingId })).toEqual({ ok: false });
    expect(await send(outsider, [rect("x")])).toEqual({ ok: false });
  });

  it("takes a socket whose access is withdrawn off the board", async () => {
    const reader = await onBoard(room.team.viewer);
    const host = await onBoard(room.team.member);
    expect(await hideProject(room)).toBe(200);
    expect(await until(() => reader.revoked.length === 1)).toBe(true);
    expect(reader.revoked[0]).toEqual({ meetingId });
    await send(host.socket, [rect("after")]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reader.heard).toEqual([]);
  });
});

it("reaches the other browser's socket with a p95 under 200 ms", async () => {
  const a = realtime.connect({ token: room.team.member.token });
  const b = realtime.connect({ token: room.team.admin.token });
  await Promise.all([connected(a), connected(b)]);
  for (const s of [a, b]) await s.emitWithAck(BOARD_JOIN, { moduleId: room.moduleId, meetingId });
  const took: number[] = [];
  b.on(BOARD_CHANGED, (changed: BoardChanged) => took.push(performance.now() - (changed.sentAt ?? 0)));
  const COUNT = 200;
  for (let i = 0; i < COUNT; i++) {
    // A freehand stroke being drawn: the same element, a few more points each time.
    const points = Array.from({ length: 20 + i }, (_, p) => [p, p * 2]);
    a.emit(BOARD_CHANGE, {
      meetingId,
      elements: [{ ...rect("stroke", i + 1), type: "freedraw", points }],
      sentAt: performance.now(),
    });
    await new Promise((resolve) => setTimeout(resolve, 8));
  }
  expect(await until(() => took.length === COUNT, 5_000)).toBe(true);
  took.sort((x, y) => x - y);
  const p95 = took[Math.floor(COUNT * 0.95)]!;
  console.log(
    `[meeting-board] change relay: p50 ${took[COUNT / 2]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
  );
  expect(p95).toBeLessThan(200);
  // The strokes are saved shortly after (a batch per board): waited for here, so that no save is still
  // to come when the file's database is dropped (it failed the file once, its connection cut).
  const strokeVersion = async () =>
    ((await read(room.moduleId, room.team.viewer, meetingId)).body.elements ?? []).find(
      (element) => element.id === "stroke",
    )?.version;
  let version: number | undefined;
  for (const end = Date.now() + 5_000; Date.now() < end && version !== COUNT;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    version = await strokeVersion();
  }
  expect(version).toBe(COUNT);
});
