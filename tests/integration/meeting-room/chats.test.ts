// A meeting's conversation (modules/meeting-room/server/chat): in the chat's model (a ChatConversation
// of kind "meeting", numbered messages), through the module gate: who writes and who reads, another
// workspace's and another module's meetings not found, bad input refused, one's own messages edited
// and deleted, retries answered once, pages, the room's live event, the chats tab, and the
// conversation deleted with its meeting; online chat's own lists never show it.
import { GET as listChatsRoute } from "@/app/api/v1/meeting-room/[moduleId]/chats/route";
import {
  GET as listRoute,
  POST as postRoute,
} from "@/app/api/v1/meeting-room/[moduleId]/chats/[meetingId]/messages/route";
import {
  DELETE as deleteRoute,
  PATCH as editRoute,
} from "@/app/api/v1/meeting-room/[moduleId]/chats/[meetingId]/messages/[messageId]/route";
import type { Page } from "@/lib/contracts/endpoint";
import { getDb } from "@/lib/server/db";
import { subscribe } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import type {
  MeetingChatSummary,
  MeetingMessage,
  MeetingMessages,
} from "@/modules/meeting-room/schemas/chats";
import { call } from "../helpers/http";
import { until } from "../helpers/realtime";
import { errorBody, type Caller } from "../workspaces/helpers";
import { made, remove, seedRoom, type Room } from "./helpers";

const base = (moduleId: string, meetingId: string) =>
  `http://localhost:3000/api/v1/meeting-room/${moduleId}/chats/${meetingId}/messages`;

const read = (room: Room, by: Caller, meetingId: string, before?: number | string) =>
  call<MeetingMessages>(listRoute, {
    token: by.token,
    params: { moduleId: room.moduleId, meetingId },
    url: `${base(room.moduleId, meetingId)}${before === undefined ? "" : `?before=${before}`}`,
  });
const post = (room: Room, by: Caller, meetingId: string, body: unknown) =>
  call<MeetingMessage>(postRoute, {
    method: "POST",
    token: by.token,
    params: { moduleId: room.moduleId, meetingId },
    body,
    url: base(room.moduleId, meetingId),
  });
const edit = (room: Room, by: Caller, meetingId: string, messageId: string, body: unknown) =>
  call<MeetingMessage>(editRoute, {
    method: "PATCH",
    token: by.token,
    params: { moduleId: room.moduleId, meetingId, messageId },
    body,
    url: `${base(room.moduleId, meetingId)}/${messageId}`,
  });
const erase = (room: Room, by: Caller, meetingId: string, messageId: string) =>
  call<MeetingMessage>(deleteRoute, {
    method: "DELETE",
    token: by.token,
    params: { moduleId: room.moduleId, meetingId, messageId },
    url: `${base(room.moduleId, meetingId)}/${messageId}`,
  });
const chats = (room: Room, by: Caller, cursor?: string) =>
  call<Page<MeetingChatSummary>>(listChatsRoute, {
    token: by.token,
    params: { moduleId: room.moduleId },
    url: `http://localhost:3000/api/v1/meeting-room/${room.moduleId}/chats${cursor ? `?cursor=${cursor}` : ""}`,
  });

let room: Room;
let meetingId: string;
async function meeting(summary = "Planning") {
  const start = Date.now() + 86_400_000;
  // Hosted by the member; the admin is invited; the viewer only reads the module.
  return (
    await made(room.moduleId, room.team.member, {
      summary,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 30 * 60_000).toISOString(),
      reminders: [15],
      attendees: [{ userId: room.team.admin.user.id }],
    })
  ).id;
}
beforeEach(async () => {
  room = await seedRoom();
  meetingId = await meeting();
});

describe("a meeting's conversation", () => {
  it("is empty until someone writes; its people write, a reader reads; live to the module's room", async () => {
    const empty = await read(room, room.team.viewer, meetingId);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      meetingId,
      summary: "Planning",
      messages: [],
      hasEarlier: false,
      canPost: false,
    });

    const sent: DomainEventOf<"meeting-room.meetings">[] = [];
    const stop = subscribe("meeting-room.meetings", (event) => void sent.push(event));
    const first = await post(room, room.team.member, meetingId, { body: "  Agenda attached  " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      seq: 1,
      body: "Agenda attached",
      author: { id: room.team.member.user.id, name: room.team.member.user.name },
      editedAt: null,
      deleted: false,
    });
    expect((await post(room, room.team.admin, meetingId, { body: "Thanks!" })).body.seq).toBe(2);
    expect(await until(() => sent.length === 2)).toBe(true);
    stop();
    expect(sent.flatMap((e) => e.events)).toEqual([
      { type: "chat.message", meetingId, message: first.body },
      expect.objectContaining({ type: "chat.message", meetingId }),
    ]);
    expect(sent[0]).toMatchObject({ moduleId: room.moduleId, actorId: room.team.member.user.id });

    const shown = await read(room, room.team.viewer, meetingId);
    expect(shown.body.messages.map((m) => m.body)).toEqual(["Agenda attached", "Thanks!"]);
    const refused = await post(room, room.team.viewer, meetingId, { body: "Me too" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(
      errorBody(403, "You can read this meeting's chat; its host and people write in it."),
    );

    // In the chat's model: one conversation of kind meeting; online chat's lists are by their module.
    const conversation = await getDb().chatConversation.findUniqueOrThrow({ where: { meetingId } });
    expect(conversation).toMatchObject({ kind: "meeting", moduleId: room.moduleId, lastSeq: 2, name: null });
  });

  it("refuses an empty or long message, and answers a retry with the first message", async () => {
    const blank = await post(room, room.team.member, meetingId, { body: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual(errorBody(400, "Message is required"));
    const long = await post(room, room.team.member, meetingId, { body: "x".repeat(10_001) });
    expect(long.body).toEqual(errorBody(400, "Message must be at most 10,000 characters"));
    const once = await post(room, room.team.member, meetingId, { body: "Hi", clientRequestId: "r1" });
    const again = await post(room, room.team.member, meetingId, { body: "Hi", clientRequestId: "r1" });
    expect(again.body.id).toBe(once.body.id);
    expect((await read(room, room.team.member, meetingId)).body.messages).toHaveLength(1);
  });

  it("finds nothing of another workspace's, another module's or a made-up meeting", async () => {
    const other = await seedRoom("Elsewhere");
    expect((await read(room, other.team.owner, meetingId)).status).toBe(404);
    expect((await post(room, other.team.owner, meetingId, { body: "Hello" })).status).toBe(404);
    expect((await read(room, room.team.owner, "a".repeat(24))).status).toBe(404);
    expect((await read(room, room.team.owner, "nope")).status).toBe(400);
    expect((await read(other, other.team.owner, meetingId)).status).toBe(404);
  });

  it("edits and deletes one's own message only", async () => {
    const mine = (await post(room, room.team.member, meetingId, { body: "Draft" })).body;
    const theirs = (await post(room, room.team.admin, meetingId, { body: "Other" })).body;
    const edited = await edit(room, room.team.member, meetingId, mine.id, { body: "Final" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: "Final", editedAt: expect.any(String) });
    expect((await edit(room, room.team.member, meetingId, theirs.id, { body: "Hijack" })).status).toBe(403);
    expect((await erase(room, room.team.owner, meetingId, theirs.id)).status).toBe(403);
    const gone = await erase(room, room.team.admin, meetingId, theirs.id);
    expect(gone.body).toMatchObject({ deleted: true, body: "" });
    expect((await erase(room, room.team.admin, meetingId, theirs.id)).status).toBe(404);
    const shown = (await read(room, room.team.viewer, meetingId)).body.messages;
    expect(shown.map((m) => [m.body, m.deleted])).toEqual([
      ["Final", false],
      ["", true],
    ]);
  });

  it("answers the latest 100 oldest first, then earlier pages", async () => {
    const conversation = await post(room, room.team.member, meetingId, { body: "m1" });
    const conversationId = (await getDb().chatConversation.findUniqueOrThrow({ where: { meetingId } })).id;
    await getDb().chatMessage.createMany({
      data: Array.from({ length: 149 }, (_, i) => ({
        id: `${(i + 2).toString(16).padStart(24, "0")}`,
        conversationId,
        seq: i + 2,
        authorId: room.team.member.user.id,
        body: `m${i + 2}`,
      })),
    });
    await getDb().chatConversation.update({ where: { id: conversationId }, data: { lastSeq: 150 } });
    expect(conversation.status).toBe(201);
    const latest = (await read(room, room.team.admin, meetingId)).body;
    expect(latest.messages).toHaveLength(100);
    expect(latest.messages[0]!.body).toBe("m51");
    expect(latest.messages.at(-1)!.body).toBe("m150");
    expect(latest.hasEarlier).toBe(true);
    const earlier = (await read(room, room.team.admin, meetingId, 51)).body;
    expect(earlier.messages.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(earlier.hasEarlier).toBe(false);
    for (const bad of [0, "x", 1.5])
      expect((await read(room, room.team.admin, meetingId, bad)).status).toBe(400);
  });

  it("lists the room's conversations by latest activity, and goes with its meeting", async () => {
    const quiet = await meeting("Quiet");
    const later = await meeting("Retro");
    await post(room, room.team.member, meetingId, { body: "First" });
    await post(room, room.team.member, later, { body: "Went well" });
    const list = await chats(room, room.team.viewer);
    expect(list.status).toBe(200);
    expect(list.body.data.map((c) => c.summary)).toEqual(["Retro", "Planning"]);
    expect(list.body.data[0]).toMatchObject({
      id: later,
      messageCount: 1,
      last: { author: room.team.member.user.name, body: "Went well" },
    });
    expect(list.body.data.some((c) => c.id === quiet)).toBe(false);
    expect((await chats(room, room.team.viewer, "garbage")).status).toBe(400);

    expect((await remove(room.moduleId, room.team.member, later)).status).toBe(200);
    expect(await getDb().chatConversation.count({ where: { meetingId: later } })).toBe(0);
    expect((await chats(room, room.team.viewer)).body.data.map((c) => c.summary)).toEqual(["Planning"]);
  });
});
