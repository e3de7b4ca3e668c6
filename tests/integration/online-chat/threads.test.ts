// Threads: replies counted on their root and kept out of the conversation's list and unread count;
// who follows a thread, its read watermark per follower, follow/unfollow; deleting a root takes its
// thread; rights (outsiders, another workspace's ids, read-only roles).
import { GET as conversationGet } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/route";
import { GET as messagesGet } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { DELETE as messageDelete } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import { POST as restorePost } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/restore/route";
import { POST as reactionPost } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/reactions/route";
import {
  GET as threadGet,
  PUT as threadPut,
} from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/thread/route";
import { POST as messagesPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import type {
  ChatMessage,
  ConversationDetail,
  MessagePage,
  ThreadPage,
  ThreadState,
} from "@/modules/online-chat/shared/types";
import type { Caller } from "../workspaces/helpers";
import { channel, hit, seedChat, send, type Chat } from "./helpers";

let chat: Chat;
beforeEach(async () => {
  chat = await seedChat();
});

const reply = (by: Caller, conversationId: string, rootId: string, body: string, extra: object = {}) =>
  hit<ChatMessage>(messagesPost, by, {
    params: { moduleId: chat.moduleId, conversationId },
    body: { body, rootId, ...extra },
  });
const thread = (by: Caller, messageId: string, query: Record<string, string> = {}) =>
  hit<ThreadPage>(threadGet, by, { params: { moduleId: chat.moduleId, messageId }, query });
const setState = (by: Caller, messageId: string, body: unknown) =>
  hit<ThreadState>(threadPut, by, { method: "PUT", params: { moduleId: chat.moduleId, messageId }, body });
const page = (by: Caller, conversationId: string) =>
  hit<MessagePage>(messagesGet, by, { params: { moduleId: chat.moduleId, conversationId } });
const detail = (by: Caller, conversationId: string) =>
  hit<ConversationDetail>(conversationGet, by, { params: { moduleId: chat.moduleId, conversationId } });

it("counts replies on their root, keeps them out of the conversation's list and unread count", async () => {
  const { admin, member, viewer } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer]);
  const root = (await send(chat, admin, launch.id, "Ship on Friday?")).body;
  const first = await reply(member, launch.id, root.id, "Yes");
  expect(first.status).toBe(201);
  expect(first.body).toMatchObject({ rootId: root.id, seq: 2 });
  expect(first.body).not.toHaveProperty("replyCount");
  await reply(admin, launch.id, root.id, "Great");

  const list = (await page(viewer, launch.id)).body;
  expect(list.data.map((m) => m.body)).toEqual(["Ship on Friday?"]);
  expect(list.data[0]).toMatchObject({
    replyCount: 2,
    replyPeople: [
      { id: admin.user.id, name: admin.user.name },
      { id: member.user.id, name: member.user.name },
    ],
  });
  expect(list.data[0]!.lastReplyAt).not.toBeNull();
  // The viewer follows nothing: no thread state; one unread top-level message, not three.
  expect(list.threads).toEqual([]);
  expect((await detail(viewer, launch.id)).body).toMatchObject({
    unread: 1,
    lastMessage: { body: "Ship on Friday?" },
  });

  const read = (await thread(viewer, root.id)).body;
  expect(read.root.id).toBe(root.id);
  expect(read.replies.map((m) => m.body)).toEqual(["Yes", "Great"]);
  expect(read.nextCursor).toBeNull();
  expect(read.state).toEqual({
    rootId: root.id,
    conversationId: launch.id,
    following: false,
    viewedSeq: 0,
    unread: 0,
  });
});

it("has the root's author, repliers and the people a reply mentions follow, each with a watermark", async () => {
  const { admin, member, viewer, owner } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer, owner]);
  const root = (await send(chat, admin, launch.id, "Plan")).body;
  await reply(member, launch.id, root.id, "Idea one", { mentionIds: [owner.user.id] });
  await reply(member, launch.id, root.id, "Idea two");

  // The root's author has seen none of the replies; the replier has seen theirs.
  const adminPage = (await page(admin, launch.id)).body;
  expect(adminPage.threads).toEqual([
    { rootId: root.id, conversationId: launch.id, following: true, viewedSeq: 0, unread: 2 },
  ]);
  expect((await thread(member, root.id)).body.state).toMatchObject({ following: true, unread: 0 });
  expect((await thread(owner, root.id)).body.state).toMatchObject({ following: true, unread: 2 });

  // Seen up to the first reply, then all of it.
  const replies = (await thread(admin, root.id)).body.replies;
  expect((await setState(admin, root.id, { seq: replies[0]!.seq })).body).toMatchObject({ unread: 1 });
  expect((await setState(admin, root.id, {})).body).toMatchObject({
    following: true,
    viewedSeq: replies[1]!.seq,
    unread: 0,
  });
  // Unfollowing: no unread count, and no longer a follower; following again marks it read.
  expect((await setState(owner, root.id, { following: false })).body).toMatchObject({
    following: false,
    unread: 0,
  });
  await reply(admin, launch.id, root.id, "Noted");
  expect((await thread(owner, root.id)).body.state).toMatchObject({ following: false, unread: 0 });
  expect((await setState(viewer, root.id, { following: true })).body).toMatchObject({
    following: true,
    unread: 0,
  });
  // Reading a thread one has no place in changes nothing.
  const fresh = (await send(chat, admin, launch.id, "Other")).body;
  expect((await setState(member, fresh.id, {})).body).toMatchObject({ following: false, viewedSeq: 0 });
  // A reply follows again after an unfollow.
  await reply(owner, launch.id, root.id, "Back");
  expect((await thread(owner, root.id)).body.state).toMatchObject({ following: true, unread: 0 });

  for (const bad of [{ following: "yes" }, { seq: -1 }, { extra: 1 }])
    expect((await setState(admin, root.id, bad)).status).toBe(400);
});

it("answers a reply's retry once and refuses replies to replies, deleted roots and other conversations", async () => {
  const { admin, member } = chat.team;
  const launch = await channel(chat, admin, "launch", [member]);
  const other = await channel(chat, admin, "other", [member]);
  const root = (await send(chat, admin, launch.id, "Root")).body;
  const once = await reply(member, launch.id, root.id, "Once", { clientRequestId: "r-1" });
  const again = await reply(member, launch.id, root.id, "Once", { clientRequestId: "r-1" });
  expect(again.body.id).toBe(once.body.id);
  expect((await thread(admin, root.id)).body.root.replyCount).toBe(1);

  expect((await reply(member, launch.id, once.body.id, "Nested")).status).toBe(404);
  expect((await reply(member, other.id, root.id, "Elsewhere")).status).toBe(404);
  expect((await reply(member, launch.id, "not-an-id", "Bad")).status).toBe(400);
  expect((await thread(admin, once.body.id)).status).toBe(404);
});

it("takes a root's thread with it when deleted and brings it back on restore; a reply leaves the count", async () => {
  const { admin, member } = chat.team;
  const launch = await channel(chat, admin, "launch", [member]);
  const root = (await send(chat, member, launch.id, "Root")).body;
  const r1 = (await reply(admin, launch.id, root.id, "One")).body;
  await reply(member, launch.id, root.id, "Two");

  const remove = (by: Caller, messageId: string) =>
    hit(messageDelete, by, { method: "DELETE", params: { moduleId: chat.moduleId, messageId } });
  expect((await remove(admin, r1.id)).status).toBe(200);
  const after = (await thread(member, root.id)).body;
  expect(after.root.replyCount).toBe(1);
  expect(after.replies.map((m) => m.body)).toEqual(["Two"]);
  expect(after.root.replyPeople?.map((p) => p.id)).toEqual([member.user.id]);

  expect((await remove(member, root.id)).status).toBe(200);
  expect((await thread(admin, root.id)).status).toBe(404);
  const two = after.replies[0]!;
  expect(
    (
      await hit(reactionPost, admin, {
        params: { moduleId: chat.moduleId, messageId: two.id },
        body: { emoji: "👍" },
      })
    ).status,
  ).toBe(404);
  expect((await reply(admin, launch.id, root.id, "Late")).status).toBe(404);

  const restored = await hit<ChatMessage>(restorePost, member, {
    method: "POST",
    params: { moduleId: chat.moduleId, messageId: root.id },
  });
  expect(restored.status).toBe(200);
  expect((await thread(admin, root.id)).body.replies.map((m) => m.body)).toEqual(["Two"]);
  // The admin restores their reply: the count follows.
  await hit(restorePost, admin, { method: "POST", params: { moduleId: chat.moduleId, messageId: r1.id } });
  expect((await thread(admin, root.id)).body.root.replyCount).toBe(2);
});

it("lets no outsider, read-only role or other workspace read, follow or reply in a thread", async () => {
  const { admin, member, viewer, owner } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer]);
  const root = (await send(chat, admin, launch.id, "Root")).body;
  // The owner reads the module but is not in the channel.
  expect((await thread(owner, root.id)).status).toBe(404);
  expect((await setState(owner, root.id, { following: true })).status).toBe(404);
  expect((await reply(owner, launch.id, root.id, "Hi")).status).toBe(404);
  // The viewer reads and follows, but may not write.
  expect((await thread(viewer, root.id)).status).toBe(200);
  expect((await setState(viewer, root.id, { following: true })).status).toBe(200);
  expect((await reply(viewer, launch.id, root.id, "Hi")).status).toBe(403);

  const other = await seedChat("Other");
  const foreign = await channel(other, other.team.admin, "x", []);
  const theirs = (await send(other, other.team.admin, foreign.id, "Theirs")).body;
  expect((await thread(admin, theirs.id)).status).toBe(404);
  expect(
    (
      await hit(threadGet, other.team.admin, {
        params: { moduleId: other.moduleId, messageId: root.id },
      })
    ).status,
  ).toBe(404);
});
