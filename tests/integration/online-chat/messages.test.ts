// Online chat's messages: sending (idempotent by the client's request id), history pages of 100,
// edit and delete rules, and who may do what.
import { GET as messagesGet } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { PUT as readPut } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/read/route";
import {
  DELETE as messageDelete,
  PATCH as messagePatch,
} from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import type { ChatMessage, MessagePage } from "@/modules/online-chat/shared/types";
import { seedTeam } from "../workspaces/helpers";
import { channel, direct, hit, list, seedChat, send, type Chat } from "./helpers";

let chat: Chat;
beforeEach(async () => {
  chat = await seedChat();
});

const history = (caller: Chat["team"]["member"], conversationId: string, cursor?: string) =>
  hit<MessagePage>(messagesGet, caller, {
    params: { moduleId: chat.moduleId, conversationId },
    query: cursor ? { cursor } : {},
  });

describe("sending", () => {
  it("numbers messages in their conversation and shows them oldest first", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const hello = await send(chat, member, dm.id, "  Hello **there**\nsecond line ");
    expect(hello.status).toBe(201);
    expect(hello.body).toMatchObject({
      conversationId: dm.id,
      seq: 1,
      body: "Hello **there**\nsecond line",
      author: { id: member.user.id, name: "Mia Member" },
      editedAt: null,
    });
    await send(chat, admin, dm.id, "Hi!");
    const page = await history(admin, dm.id);
    expect(page.body.data.map((m) => [m.seq, m.body])).toEqual([
      [1, "Hello **there**\nsecond line"],
      [2, "Hi!"],
    ]);
    expect(page.body.nextCursor).toBeNull();
  });

  it("answers a retried send with the message the first made, also when both arrive at once", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const first = await send(chat, member, dm.id, "once", "req-1");
    const retry = await send(chat, member, dm.id, "once", "req-1");
    expect(retry.body.id).toBe(first.body.id);
    const racing = await Promise.all([1, 2, 3].map(() => send(chat, member, dm.id, "racing", "req-2")));
    expect(new Set(racing.map((r) => r.body.id)).size).toBe(1);
    expect(racing.every((r) => r.status === 201)).toBe(true);
    // The same request id from someone else is their own message.
    expect((await send(chat, admin, dm.id, "mine", "req-1")).body.id).not.toBe(first.body.id);
    expect(await getDb().chatMessage.count({ where: { conversationId: dm.id } })).toBe(3);
    const seqs = (await history(member, dm.id)).body.data.map((m) => m.seq);
    expect(seqs).toEqual([1, 2, 3]);
    // Sending reads the conversation: the member has one unread (the admin's), the admin none.
    expect((await list(chat, member)).body.data[0]!.unread).toBe(1);
    expect((await list(chat, admin)).body.data[0]!.unread).toBe(0);
  });

  it("refuses empty and oversized text, read-only roles and people outside the conversation", async () => {
    const { member, admin, viewer, owner } = chat.team;
    const launch = await channel(chat, member, "launch", [viewer]);
    const empty = await send(chat, member, launch.id, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: "Message is required" });
    expect((await send(chat, member, launch.id, "x".repeat(10_001))).body).toMatchObject({
      message: "Message must be at most 10,000 characters",
    });
    expect((await send(chat, member, launch.id, "ok", "has spaces")).status).toBe(400);
    // A viewer in the channel reads it but may not write.
    expect((await send(chat, viewer, launch.id, "me too")).status).toBe(403);
    expect((await history(viewer, launch.id)).status).toBe(200);
    // Not in it: not found, even for the workspace's owner and admin.
    for (const outsider of [owner, admin]) {
      expect((await send(chat, outsider, launch.id, "let me in")).status).toBe(404);
      expect((await history(outsider, launch.id)).status).toBe(404);
    }
    const other = await seedTeam("Other");
    expect((await send(chat, other.owner, launch.id, "hi")).status).toBe(404);
    expect(await getDb().chatMessage.count({ where: { conversationId: launch.id } })).toBe(0);
  });
});

describe("history", () => {
  it("reads pages of 100 backwards by cursor", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    await getDb().chatMessage.createMany({
      data: Array.from({ length: 205 }, (_, i) => ({
        id: newId(),
        conversationId: dm.id,
        seq: i + 1,
        authorId: i % 2 ? admin.user.id : member.user.id,
        body: `message ${i + 1}`,
      })),
    });
    await getDb().chatConversation.update({ where: { id: dm.id }, data: { lastSeq: 205 } });
    const first = await history(member, dm.id);
    expect(first.body.data.map((m) => m.seq)).toEqual(Array.from({ length: 100 }, (_, i) => 106 + i));
    const second = await history(member, dm.id, first.body.nextCursor!);
    expect(second.body.data[0]!.seq).toBe(6);
    expect(second.body.data.at(-1)!.seq).toBe(105);
    const third = await history(member, dm.id, second.body.nextCursor!);
    expect(third.body.data.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(third.body.nextCursor).toBeNull();
    expect((await history(member, dm.id, "nope")).status).toBe(400);
    // The next message follows the numbering.
    expect((await send(chat, admin, dm.id, "next")).body.seq).toBe(206);
  });

  it("answers a page from memory until something it shows changes; a read state leaves it; outsiders get 404", async () => {
    const { member, admin, viewer } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const first = (await send(chat, member, dm.id, "one")).body;
    const bodies = async (caller = member) => (await history(caller, dm.id)).body.data.map((m) => m.body);
    expect(await bodies()).toEqual(["one"]);
    // Changed behind the services' back (no event): only a page read from memory keeps the old text.
    await getDb().chatMessage.update({ where: { id: first.id }, data: { body: "changed behind" } });
    expect(await bodies()).toEqual(["one"]);
    expect(await bodies(admin)).toEqual(["one"]);
    // Someone's read state is nothing a page shows: the page stays.
    const read = await hit(readPut, admin, {
      method: "PUT",
      params: { moduleId: chat.moduleId, conversationId: dm.id },
      body: {},
    });
    expect(read.status).toBe(200);
    expect(await bodies()).toEqual(["one"]);
    // A person outside the conversation: not found, even with the page in memory.
    expect((await history(viewer, dm.id)).status).toBe(404);
    // A message sent: the page is read again.
    await send(chat, admin, dm.id, "two");
    expect(await bodies()).toEqual(["changed behind", "two"]);
  });
});

describe("editing and deleting", () => {
  it("lets authors edit their own messages only", async () => {
    const { member, admin } = chat.team;
    const launch = await channel(chat, member, "launch", [admin]);
    const mine = (await send(chat, admin, launch.id, "typo")).body;
    const edit = (caller: typeof member, body: unknown, id = mine.id) =>
      hit<ChatMessage>(messagePatch, caller, {
        method: "PATCH",
        params: { moduleId: chat.moduleId, messageId: id },
        body,
      });
    // Not even the channel's operator edits someone else's words.
    expect((await edit(member, { body: "changed" })).status).toBe(403);
    expect((await edit(admin, { body: "" })).status).toBe(400);
    const edited = await edit(admin, { body: "fixed" });
    expect(edited.body).toMatchObject({ body: "fixed", seq: 1 });
    expect(edited.body.editedAt).not.toBeNull();
    const other = await seedChat("Other");
    expect(
      (
        await hit(messagePatch, other.team.owner, {
          method: "PATCH",
          params: { moduleId: other.moduleId, messageId: mine.id },
          body: { body: "x" },
        })
      ).status,
    ).toBe(404);
    expect((await edit(admin, { body: "x" }, "nope")).status).toBe(400);
  });

  it("lets authors, a channel's operators and the module's administrators in it delete; deleted messages leave", async () => {
    const { member, admin, viewer } = chat.team;
    const launch = await channel(chat, admin, "launch", [member, viewer]);
    const del = (caller: typeof member, id: string) =>
      hit(messageDelete, caller, { method: "DELETE", params: { moduleId: chat.moduleId, messageId: id } });
    const a = (await send(chat, member, launch.id, "first")).body;
    const b = (await send(chat, member, launch.id, "second")).body;
    const c = (await send(chat, admin, launch.id, "third")).body;
    expect((await del(viewer, a.id)).status).toBe(403);
    expect((await del(member, c.id)).status).toBe(403);
    expect((await del(member, a.id)).status).toBe(200);
    expect((await del(admin, b.id)).status).toBe(200);
    expect((await del(admin, b.id)).status).toBe(404);
    expect((await history(viewer, launch.id)).body.data.map((m) => m.body)).toEqual(["third"]);
    expect((await del(admin, c.id)).status).toBe(200);
    // The list's last message is the last one left: none.
    expect((await list(chat, viewer)).body.data[0]!.lastMessage).toBeNull();
    // Kept for the author's trash.
    expect(
      await getDb().chatMessage.count({ where: { conversationId: launch.id, deletedAt: { not: null } } }),
    ).toBe(3);

    const dm = await direct(chat, member, [admin]);
    const theirs = (await send(chat, member, dm.id, "private")).body;
    // A direct conversation has no operators: only the author deletes.
    expect((await del(admin, theirs.id)).status).toBe(403);
    expect((await del(viewer, theirs.id)).status).toBe(404);
  });
});
