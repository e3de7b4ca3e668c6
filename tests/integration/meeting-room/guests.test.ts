// The meeting call's lobby for guests without an account (modules/meeting-room/server/call/guests.ts)
// and the members' rights re-checked during a call: a guest connects to its own namespace with the
// link's token, knocks with a name, and joins only with the ticket a member in the call gave it; the
// namespace serves nothing else; a member whose access is withdrawn is taken out of the call at once.
import { MODULE_JOIN } from "@/lib/modules/realtime";
import { env } from "@/lib/server/env";
import {
  ADMISSION_TTL_MS,
  KNOCKS_MAX,
  MEET_ADMIT,
  MEET_KNOCK,
  MEET_SIGNAL,
  MEET_STATE,
  type Admission,
} from "@/modules/meeting-room/call/protocol";
import { admissionTicket, admits } from "@/modules/meeting-room/server/call/call-rooms";
import { newMeetingToken } from "@/modules/meeting-room/server/meet-link";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import type { Caller } from "../workspaces/helpers";
import { guestSocket, join, meetingToken, open as openSocket, type Heard } from "./call-helpers";
import { hideProject, seedRoom, type Room } from "./helpers";

const realtime = startRealtimeServer();
const open = (caller: Caller) => openSocket(realtime, caller);

const offer = { kind: "description", description: { type: "offer", sdp: "v=0\r\n" } };

let room: Room;
let token: string;
beforeEach(async () => {
  room = await seedRoom();
  token = await meetingToken(room);
});

/** A guest in the lobby of `token`'s meeting, connected. */
async function guest(of = token) {
  const g = guestSocket(realtime, of);
  await connected(g.socket);
  return g;
}

const knock = (g: { socket: { emitWithAck: (e: string, p: unknown) => Promise<unknown> } }, name: unknown) =>
  g.socket.emitWithAck(MEET_KNOCK, { name }) as Promise<{ ok: boolean; error?: string }>;

const admit = (
  socket: { emitWithAck: (e: string, p: unknown) => Promise<unknown> },
  socketId: string,
  yes: boolean,
) => socket.emitWithAck(MEET_ADMIT, { socketId, admit: yes }) as Promise<{ ok: boolean }>;

const ticketOf = (heard: Heard) => {
  const admission = heard.admissions.at(-1) as Admission | undefined;
  return admission?.admitted ? admission.ticket : "";
};

describe("the guests' lobby", () => {
  it("connects with a meeting's token only", async () => {
    await expect(connected(guestSocket(realtime, "x".repeat(54)).socket)).rejects.toThrow("notFound");
    await expect(connected(guestSocket(realtime, newMeetingToken()).socket)).rejects.toThrow("notFound");
    await expect(connected(guestSocket(realtime, "").socket)).rejects.toThrow("notFound");
    await expect(guest()).resolves.toBeTruthy();
  });

  it("tells the members in the call who knocks; one joining later finds the knock in its answer", async () => {
    const host = await open(room.team.member);
    expect((await join(host.socket, token)).ok).toBe(true);
    const g = await guest();
    expect(await knock(g, "  Gina Guest ")).toEqual({ ok: true });
    expect(await until(() => host.heard.knocks.length === 1)).toBe(true);
    expect(host.heard.knocks[0]).toEqual({ socketId: g.socket.id, name: "Gina Guest" });

    const later = await open(room.team.viewer);
    const answer = await join(later.socket, token);
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.knocks).toEqual([{ socketId: g.socket.id, name: "Gina Guest" }]);

    // Another meeting's members hear nothing of it.
    const elsewhere = await open(room.team.admin);
    await join(elsewhere.socket, await meetingToken(room));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elsewhere.heard.knocks).toEqual([]);
  });

  it("refuses a knock without a name or with a long one, and after KNOCKS_MAX knocks", async () => {
    const g = await guest();
    expect(await knock(g, "   ")).toEqual({ ok: false, error: "invalid" });
    expect(await knock(g, "n".repeat(81))).toEqual({ ok: false, error: "invalid" });
    for (let i = 0; i < KNOCKS_MAX; i++) expect(await knock(g, "Gina")).toEqual({ ok: true });
    expect(await knock(g, "Gina")).toEqual({ ok: false, error: "tooMany" });
  });

  it("admits: the guest joins with its ticket, marked guest, and signals and states flow both ways", async () => {
    const host = await open(room.team.member);
    await join(host.socket, token);
    const g = await guest();
    // No ticket, a made-up one: not admitted.
    expect(await join(g.socket, token)).toEqual({ ok: false, error: "notAdmitted" });
    expect(await join(g.socket, token, "123.abc")).toEqual({ ok: false, error: "notAdmitted" });
    await knock(g, "Gina Guest");
    await until(() => host.heard.knocks.length === 1);

    expect(await admit(host.socket, g.socket.id!, true)).toEqual({ ok: true });
    expect(await until(() => g.heard.admissions.length === 1)).toBe(true);
    expect(await until(() => host.heard.knocksDone.length === 1)).toBe(true);
    expect(host.heard.knocksDone[0]).toEqual({
      socketId: g.socket.id,
      outcome: "admitted",
      by: room.team.member.user.name,
    });
    // Answered once: a second answer is refused.
    expect(await admit(host.socket, g.socket.id!, false)).toEqual({ ok: false });

    const answer = await join(g.socket, token, ticketOf(g.heard));
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.knocks).toEqual([]);
    expect(answer.participants.map((p) => p.socketId)).toEqual([host.socket.id]);
    expect(await until(() => host.heard.joined.length === 1)).toBe(true);
    expect(host.heard.joined[0]).toMatchObject({
      socketId: g.socket.id,
      userId: `guest:${g.socket.id}`,
      name: "Gina Guest",
      guest: true,
    });

    expect(await g.socket.emitWithAck(MEET_SIGNAL, { to: host.socket.id, data: offer })).toEqual({
      ok: true,
    });
    expect(await host.socket.emitWithAck(MEET_SIGNAL, { to: g.socket.id, data: offer })).toEqual({
      ok: true,
    });
    expect(await until(() => host.heard.signals.length === 1 && g.heard.signals.length === 1)).toBe(true);
    g.socket.emit(MEET_STATE, { audio: true, video: false, screen: false, speaking: true });
    expect(await until(() => host.heard.states.length === 1)).toBe(true);

    // The same ticket does not let it in twice (its knock was spent), nor another socket.
    const other = await guest();
    expect(await join(other.socket, token, ticketOf(g.heard))).toEqual({ ok: false, error: "notAdmitted" });
    g.socket.disconnect();
    expect(await until(() => host.heard.left.includes(answer.socketId))).toBe(true);
  });

  it("denies: the guest hears it, the members see the knock end, and the guest may ask again", async () => {
    const host = await open(room.team.member);
    await join(host.socket, token);
    const g = await guest();
    await knock(g, "Gina");
    await until(() => host.heard.knocks.length === 1);
    expect(await admit(host.socket, g.socket.id!, false)).toEqual({ ok: true });
    expect(await until(() => g.heard.admissions.length === 1)).toBe(true);
    expect(g.heard.admissions[0]).toEqual({ admitted: false });
    expect(await until(() => host.heard.knocksDone.length === 1)).toBe(true);
    expect(host.heard.knocksDone[0]).toMatchObject({ outcome: "denied" });
    expect(await join(g.socket, token, "1.x")).toEqual({ ok: false, error: "notAdmitted" });
    expect(await knock(g, "Gina, again")).toEqual({ ok: true });
    expect(await until(() => host.heard.knocks.length === 2)).toBe(true);
  });

  it("a guest gone while knocking ends its knock", async () => {
    const host = await open(room.team.member);
    await join(host.socket, token);
    const g = await guest();
    await knock(g, "Gina");
    await until(() => host.heard.knocks.length === 1);
    const id = g.socket.id;
    g.socket.disconnect();
    expect(await until(() => host.heard.knocksDone.length === 1)).toBe(true);
    expect(host.heard.knocksDone[0]).toEqual({ socketId: id, outcome: "gone", by: null });
  });

  it("only a member in that call answers a knock, and only a knocking guest's", async () => {
    const g = await guest();
    await knock(g, "Gina");
    const outside = await open(room.team.member);
    expect(await admit(outside.socket, g.socket.id!, true)).toEqual({ ok: false });
    const elsewhere = await open(room.team.admin);
    await join(elsewhere.socket, await meetingToken(room));
    expect(await admit(elsewhere.socket, g.socket.id!, true)).toEqual({ ok: false });
    const host = await open(room.team.viewer);
    await join(host.socket, token);
    expect(await admit(host.socket, "nobody", true)).toEqual({ ok: false });
    expect(await admit(host.socket, g.socket.id!, "yes" as unknown as boolean)).toEqual({ ok: false });
    expect(g.heard.admissions).toEqual([]);
  });

  it("serves a guest nothing but the lobby and its call: no module rooms, no admitting", async () => {
    const g = await guest();
    const refused = (event: string, payload: unknown) =>
      g.socket
        .timeout(300)
        .emitWithAck(event, payload)
        .then(() => "answered")
        .catch(() => "no answer");
    expect(await refused(MODULE_JOIN, { moduleId: room.moduleId })).toBe("no answer");
    expect(await refused(MEET_ADMIT, { socketId: g.socket.id, admit: true })).toBe("no answer");
  });

  it("counts connections per address (RATE_LIMIT_PER_MINUTE a minute)", async () => {
    const limit = env().RATE_LIMIT_PER_MINUTE;
    for (let i = 0; i < limit; i++) await guest();
    await expect(connected(guestSocket(realtime, token).socket)).rejects.toThrow("rateLimited");
  });
});

describe("admission tickets", () => {
  it("admit one socket to one meeting for a minute", () => {
    const now = Date.UTC(2026, 0, 1);
    const ticket = admissionTicket("m1", "s1", now);
    expect(admits(ticket, "m1", "s1", now + ADMISSION_TTL_MS)).toBe(true);
    expect(admits(ticket, "m1", "s1", now + ADMISSION_TTL_MS + 1)).toBe(false);
    expect(admits(ticket, "m2", "s1", now)).toBe(false);
    expect(admits(ticket, "m1", "s2", now)).toBe(false);
    const [expires, signature] = ticket.split(".");
    expect(admits(`${Number(expires) + 60_000}.${signature}`, "m1", "s1", now)).toBe(false);
    expect(admits("", "m1", "s1", now)).toBe(false);
  });
});

describe("rights during a call", () => {
  it("takes a member whose access is withdrawn out of the call at once; the others hear them leave", async () => {
    const owner = await open(room.team.owner);
    const viewer = await open(room.team.viewer);
    await join(owner.socket, token);
    const answer = await join(viewer.socket, token);
    if (!answer.ok) throw new Error(answer.error);

    // The project made private: the viewer, not among its people, may no longer read the module.
    expect(await hideProject(room)).toBe(200);
    expect(await until(() => viewer.heard.removed.length === 1)).toBe(true);
    expect(viewer.heard.removed[0]).toEqual({ reason: "access" });
    expect(await until(() => owner.heard.left.includes(answer.socketId))).toBe(true);
    expect(owner.heard.removed).toEqual([]);
    // Out of the call: no signals, and no way back in.
    expect(await viewer.socket.emitWithAck(MEET_SIGNAL, { to: owner.socket.id, data: offer })).toEqual({
      ok: false,
    });
    expect(await join(viewer.socket, token)).toEqual({ ok: false, error: "notFound" });
  });
});
