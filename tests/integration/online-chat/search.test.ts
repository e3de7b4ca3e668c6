// Search: words in English and Spanish with accents ignored, partial words and names, filters by
// person, conversation and time, pages; only messages the caller may read (conversations they are
// in, not deleted, not in a deleted thread), another workspace's module 404, bad input 400.
import { DELETE as messageDelete } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import { POST as messagesPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { GET as searchGet } from "@/app/api/v1/online-chat/[moduleId]/search/route";
import { getDb } from "@/lib/server/db";
import type { BoxMessage, ChatMessage } from "@/modules/online-chat/shared/types";
import type { Caller } from "../workspaces/helpers";
import { channel, direct, hit, seedChat, send, type Chat } from "./helpers";

let chat: Chat;
beforeEach(async () => {
  chat = await seedChat();
});

type Results = { data: BoxMessage[]; nextCursor: string | null };
const search = (by: Caller, query: Record<string, string>, moduleId = chat.moduleId) =>
  hit<Results>(searchGet, by, { params: { moduleId }, query });
const bodies = async (by: Caller, query: Record<string, string>) => {
  const res = await search(by, query);
  expect(res.status).toBe(200);
  return res.body.data.map((m) => m.body);
};

it("finds words in English and Spanish, accents and case ignored, and partial words", async () => {
  const { admin, member } = chat.team;
  const launch = await channel(chat, admin, "launch", [member]);
  await send(chat, admin, launch.id, "We are deploying the release tonight");
  await send(chat, member, launch.id, "La canción está lista para la revisión");
  await send(chat, member, launch.id, "Lunch at noon?");

  // Stemmed: "deploy" finds "deploying"; "revision" finds "revisión" and "CANCION" "canción".
  expect(await bodies(member, { q: "deploy" })).toEqual(["We are deploying the release tonight"]);
  expect(await bodies(member, { q: "revision" })).toEqual(["La canción está lista para la revisión"]);
  expect(await bodies(member, { q: "CANCION" })).toEqual(["La canción está lista para la revisión"]);
  // Partial words (trigrams): "lea" is inside "release"; "unc" inside "Lunch".
  expect(await bodies(member, { q: "lea" })).toEqual(["We are deploying the release tonight"]);
  expect(await bodies(member, { q: "unc" })).toEqual(["Lunch at noon?"]);
  // web search syntax: a phrase, "or", a word left out.
  expect(await bodies(member, { q: '"release tonight"' })).toHaveLength(1);
  expect(await bodies(member, { q: "lunch or deploy" })).toHaveLength(2);
  // Wildcards are literal.
  expect(await bodies(member, { q: "%%%" })).toEqual([]);
  expect(await bodies(member, { q: "zebra" })).toEqual([]);

  const [hitOne] = (await search(member, { q: "deploy" })).body.data;
  expect(hitOne).toMatchObject({
    conversationId: launch.id,
    seq: 1,
    author: { id: admin.user.id },
    conversation: { id: launch.id, kind: "channel", name: "launch" },
    deletedAt: null,
  });
  expect(hitOne).not.toHaveProperty("rootId");
});

it("filters by person, conversation and time, newest first, in pages", async () => {
  const { admin, member } = chat.team;
  const launch = await channel(chat, admin, "launch", [member]);
  const dm = await direct(chat, admin, [member]);
  await send(chat, admin, launch.id, "budget draft one");
  await send(chat, member, launch.id, "budget draft two");
  const third = (await send(chat, admin, dm.id, "budget draft three")).body;

  expect(await bodies(member, { q: "budget" })).toEqual([
    "budget draft three",
    "budget draft two",
    "budget draft one",
  ]);
  expect(await bodies(member, { q: "budget", from: admin.user.id })).toEqual([
    "budget draft three",
    "budget draft one",
  ]);
  expect(await bodies(member, { q: "budget", conversationId: launch.id })).toEqual([
    "budget draft two",
    "budget draft one",
  ]);
  await getDb().chatMessage.update({
    where: { id: third.id },
    data: { createdAt: new Date("2026-01-15T10:00:00Z") },
  });
  expect(
    await bodies(member, {
      q: "budget",
      since: "2026-01-01T00:00:00Z",
      until: "2026-02-01T00:00:00+01:00",
    }),
  ).toEqual(["budget draft three"]);

  // Pages of 50, newest first, none twice.
  const many = await channel(chat, admin, "many", []);
  for (let i = 0; i < 52; i++) await send(chat, admin, many.id, `standup note ${i}`);
  const first = (await search(admin, { q: "standup" })).body;
  expect(first.data).toHaveLength(50);
  expect(first.data[0]!.body).toBe("standup note 51");
  const second = (await search(admin, { q: "standup", cursor: first.nextCursor! })).body;
  expect(second.data.map((m) => m.body)).toEqual(["standup note 1", "standup note 0"]);
  expect(second.nextCursor).toBeNull();

  for (const [query, message] of [
    [{ q: "a" }, "Type at least 2 characters to search"],
    [{ q: "   " }, "Type at least 2 characters to search"],
    [{}, "Type at least 2 characters to search"],
    [{ q: "x".repeat(201) }, "Search for at most 200 characters"],
    [{ q: "budget", since: "yesterday" }, "Choose a valid date"],
  ] as const) {
    const res = await search(member, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  }
  expect((await search(member, { q: "budget", from: "nope" })).status).toBe(400);
});

it("finds only what the caller may read", async () => {
  const { admin, member, owner, viewer } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer]);
  const secret = await channel(chat, admin, "secret", [member]);
  const root = (await send(chat, admin, launch.id, "roadmap root")).body;
  await hit<ChatMessage>(messagesPost, member, {
    params: { moduleId: chat.moduleId, conversationId: launch.id },
    body: { body: "roadmap reply", rootId: root.id },
  });
  await send(chat, admin, secret.id, "roadmap secret");
  const gone = (await send(chat, admin, launch.id, "roadmap deleted")).body;
  await hit(messageDelete, admin, {
    method: "DELETE",
    params: { moduleId: chat.moduleId, messageId: gone.id },
  });

  expect((await bodies(member, { q: "roadmap" })).sort()).toEqual([
    "roadmap reply",
    "roadmap root",
    "roadmap secret",
  ]);
  // The viewer is not in "secret"; the owner reads the module but is in no conversation.
  expect((await bodies(viewer, { q: "roadmap" })).sort()).toEqual(["roadmap reply", "roadmap root"]);
  expect(await bodies(owner, { q: "roadmap" })).toEqual([]);
  expect(await bodies(viewer, { q: "roadmap", conversationId: secret.id })).toEqual([]);
  // A deleted root hides its thread's replies from search too.
  await hit(messageDelete, admin, {
    method: "DELETE",
    params: { moduleId: chat.moduleId, messageId: root.id },
  });
  expect(await bodies(member, { q: "roadmap" })).toEqual(["roadmap secret"]);

  const other = await seedChat("Other");
  expect((await search(admin, { q: "roadmap" }, other.moduleId)).status).toBe(404);
  expect((await search(other.team.admin, { q: "roadmap" })).status).toBe(404);
});
