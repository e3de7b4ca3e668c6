// Online chat's sent box and trash: one's own messages only, in conversations one is still in; a
// deleted message restored to its place by its author within 30 days, then purged by a job.
import { GET as boxGet } from "@/app/api/v1/online-chat/[moduleId]/messages/route";
import { DELETE as messageDelete } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import { POST as restorePost } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/restore/route";
import { DELETE as personDelete } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/members/[userId]/route";
import { GET as messagesGet } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { getDb } from "@/lib/server/db";
import type { BoxMessage, ChatMessage, MessagePage } from "@/modules/online-chat/shared/types";
import { chatTrashPurgeJob } from "@/modules/online-chat/server/jobs/purge-trash";
import type { Caller } from "../workspaces/helpers";
import { channel, direct, hit, seedChat, send, type Chat } from "./helpers";

let chat: Chat;
beforeEach(async () => {
  chat = await seedChat();
});

const box = (caller: Caller, name: string, cursor?: string) =>
  hit<{ data: BoxMessage[]; nextCursor: string | null }>(boxGet, caller, {
    params: { moduleId: chat.moduleId },
    query: cursor ? { box: name, cursor } : { box: name },
  });
const del = (caller: Caller, messageId: string) =>
  hit(messageDelete, caller, { method: "DELETE", params: { moduleId: chat.moduleId, messageId } });
const restore = (caller: Caller, messageId: string) =>
  hit<ChatMessage>(restorePost, caller, { method: "POST", params: { moduleId: chat.moduleId, messageId } });

describe("the sent box", () => {
  it("lists one's own messages, newest first, with their conversation, in pages of 50", async () => {
    const { member, admin } = chat.team;
    const dm = await direct(chat, member, [admin]);
    const launch = await channel(chat, member, "launch", [admin]);
    await send(chat, member, dm.id, "first");
    await send(chat, admin, dm.id, "not mine");
    await send(chat, member, launch.id, "second");
    const sent = (await box(member, "sent")).body;
    expect(sent.data.map((m) => [m.body, m.conversation.name])).toEqual([
      ["second", "launch"],
      ["first", null],
    ]);
    expect(sent.data[1]!.conversation.people.map((p) => p.name)).toEqual(["Adam Admin"]);
    expect(sent.nextCursor).toBeNull();
    for (let i = 0; i < 50; i++) await send(chat, member, launch.id, `bulk ${i}`);
    const first = (await box(member, "sent")).body;
    expect(first.data).toHaveLength(50);
    const second = (await box(member, "sent", first.nextCursor!)).body;
    expect(second.data.map((m) => m.body)).toEqual(["second", "first"]);
    expect((await box(member, "spam")).status).toBe(400);
    expect((await box(member, "sent", "nope")).status).toBe(400);
  });

  it("leaves out conversations one has left, and another workspace's module is not found", async () => {
    const { member, admin } = chat.team;
    const launch = await channel(chat, admin, "launch", [member]);
    await send(chat, member, launch.id, "bye");
    await hit(personDelete, member, {
      method: "DELETE",
      params: { moduleId: chat.moduleId, conversationId: launch.id, userId: member.user.id },
    });
    expect((await box(member, "sent")).body.data).toEqual([]);
    const other = await seedChat("Other");
    expect((await box(other.team.owner, "sent")).status).toBe(404);
  });
});

describe("the trash", () => {
  it("keeps the author's deleted messages for 30 days; the author restores one to its place", async () => {
    const { member, admin } = chat.team;
    const launch = await channel(chat, admin, "launch", [member]);
    const a = (await send(chat, member, launch.id, "one")).body;
    await send(chat, member, launch.id, "two");
    const c = (await send(chat, admin, launch.id, "three")).body;
    await del(member, a.id);
    // The operator deletes the admin's own: in the admin's trash, not the member's.
    await del(admin, c.id);
    expect((await box(member, "trash")).body.data.map((m) => m.body)).toEqual(["one"]);
    expect((await box(member, "trash")).body.data[0]!.deletedAt).not.toBeNull();
    expect((await box(admin, "trash")).body.data.map((m) => m.body)).toEqual(["three"]);

    expect((await restore(admin, a.id)).status).toBe(403);
    const back = await restore(member, a.id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: a.id, seq: 1, body: "one" });
    const page = await hit<MessagePage>(messagesGet, admin, {
      params: { moduleId: chat.moduleId, conversationId: launch.id },
    });
    expect(page.body.data.map((m) => m.body)).toEqual(["one", "two"]);
    expect((await box(member, "trash")).body.data).toEqual([]);
    expect((await restore(member, a.id)).status).toBe(404);

    // Past 30 days it cannot come back, and the job purges it for good.
    await del(member, a.id);
    await getDb().chatMessage.update({
      where: { id: a.id },
      data: { deletedAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    expect((await box(member, "trash")).body.data).toEqual([]);
    expect((await restore(member, a.id)).status).toBe(400);
    await chatTrashPurgeJob.handler({}, { id: "job", attempt: 1, final: false });
    expect(await getDb().chatMessage.count({ where: { id: a.id } })).toBe(0);
    expect(await getDb().chatMessage.count({ where: { id: c.id } })).toBe(1);
    const other = await seedChat("Other");
    expect(
      (
        await hit(restorePost, other.team.owner, {
          method: "POST",
          params: { moduleId: other.moduleId, messageId: c.id },
        })
      ).status,
    ).toBe(404);
  });
});
