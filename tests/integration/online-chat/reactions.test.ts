// Reactions: one emoji per person per kind on a message of a conversation they are in, live for the
// conversation's people, in the history; bad emoji, read-only roles and outsiders refused.
import {
  DELETE as reactionDelete,
  POST as reactionPost,
} from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/reactions/route";
import { GET as messagesGet } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import { getDb } from "@/lib/server/db";
import type { ChatReaction, MessagePage } from "@/modules/online-chat/shared/types";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";
import { channel, hit, seedChat, send, type Chat } from "./helpers";

let chat: Chat;
beforeEach(async () => {
  chat = await seedChat();
});

const put = (caller: Caller, messageId: string, emoji: unknown) =>
  hit<ChatReaction[]>(reactionPost, caller, {
    params: { moduleId: chat.moduleId, messageId },
    body: { emoji },
  });
const take = (caller: Caller, messageId: string, emoji: string) =>
  call<ChatReaction[]>(reactionDelete, {
    method: "DELETE",
    token: caller.token,
    params: { moduleId: chat.moduleId, messageId },
    url: `http://localhost:3000/api/v1/online-chat/${chat.moduleId}/messages/${messageId}/reactions?emoji=${encodeURIComponent(emoji)}`,
  });

it("puts and takes off emoji, each person once per emoji, shown with the message", async () => {
  const { member, admin, viewer, owner } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer]);
  const message = (await send(chat, admin, launch.id, "Shipped!")).body;
  expect(message.reactions).toEqual([]);
  expect((await put(member, message.id, "🎉")).body).toEqual([{ emoji: "🎉", userIds: [member.user.id] }]);
  await put(member, message.id, "🎉");
  await put(admin, message.id, "🎉");
  expect((await put(admin, message.id, "👍🏽")).body).toEqual([
    { emoji: "🎉", userIds: [member.user.id, admin.user.id] },
    { emoji: "👍🏽", userIds: [admin.user.id] },
  ]);
  expect((await take(member, message.id, "🎉")).body).toEqual([
    { emoji: "🎉", userIds: [admin.user.id] },
    { emoji: "👍🏽", userIds: [admin.user.id] },
  ]);
  const page = await hit<MessagePage>(messagesGet, viewer, {
    params: { moduleId: chat.moduleId, conversationId: launch.id },
  });
  expect(page.body.data[0]!.reactions).toEqual([
    { emoji: "🎉", userIds: [admin.user.id] },
    { emoji: "👍🏽", userIds: [admin.user.id] },
  ]);

  // The same emoji in another spelling (a picker's, with a variation selector) is the same reaction.
  expect((await put(member, message.id, "👍\uFE0F")).body).toContainEqual({
    emoji: "👍",
    userIds: [member.user.id],
  });
  expect((await take(member, message.id, "👍\uFE0F")).body.some((r) => r.emoji === "👍")).toBe(false);

  for (const bad of ["a", "👍👍", "<b>", "", 5])
    expect((await put(member, message.id, bad)).body).toMatchObject({ message: "Choose one emoji" });
  expect((await put(viewer, message.id, "👍")).status).toBe(403);
  expect((await put(owner, message.id, "👍")).status).toBe(404);
  const other = await seedChat("Other");
  expect(
    (
      await hit(reactionPost, other.team.owner, {
        params: { moduleId: other.moduleId, messageId: message.id },
        body: { emoji: "👍" },
      })
    ).status,
  ).toBe(404);
});

it("holds at most 20 different emoji on a message", async () => {
  const { member, admin } = chat.team;
  const launch = await channel(chat, admin, "launch", [member]);
  const message = (await send(chat, admin, launch.id, "React away")).body;
  const emoji = [
    "😀",
    "😁",
    "😂",
    "🤣",
    "😃",
    "😄",
    "😅",
    "😆",
    "😉",
    "😊",
    "😋",
    "😎",
    "😍",
    "😘",
    "🥰",
    "😗",
    "😙",
    "😚",
    "🙂",
    "🤗",
  ];
  await getDb().chatReaction.createMany({
    data: emoji.map((e) => ({ messageId: message.id, emoji: e, userId: admin.user.id })),
  });
  expect((await put(member, message.id, "🤩")).body).toMatchObject({
    message: "A message can hold at most 20 different reactions",
  });
  // One already there can still be added to.
  expect((await put(member, message.id, "😀")).status).toBe(200);
});

it("keeps the message's count of reactions exact when people react at once, and the history follows it", async () => {
  const { member, admin, viewer, owner } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer, owner]);
  const message = (await send(chat, admin, launch.id, "Ship it")).body;
  const people = [member, admin, viewer, owner].filter((caller) => caller !== viewer);
  // Each puts 🎉 twice and 👀 once, all at once: the same person's second 🎉 adds nothing.
  const puts = await Promise.all(
    people.flatMap((caller) => [
      put(caller, message.id, "🎉"),
      put(caller, message.id, "🎉"),
      put(caller, message.id, "👀"),
    ]),
  );
  expect(puts.map((answer) => answer.status)).toEqual(puts.map(() => 200));
  const count = async () =>
    (
      await getDb().chatMessage.findUniqueOrThrow({
        where: { id: message.id },
        select: { reactionCount: true },
      })
    ).reactionCount;
  expect(await count()).toBe(await getDb().chatReaction.count({ where: { messageId: message.id } }));
  expect(await count()).toBe(people.length * 2);

  // Taken off at once, twice each: none left, and the history shows none.
  await Promise.all(
    people.flatMap((caller) => [
      take(caller, message.id, "🎉"),
      take(caller, message.id, "🎉"),
      take(caller, message.id, "👀"),
    ]),
  );
  expect(await count()).toBe(0);
  const page = await hit<MessagePage>(messagesGet, viewer, {
    params: { moduleId: chat.moduleId, conversationId: launch.id },
  });
  expect(page.body.data.find((m) => m.id === message.id)!.reactions).toEqual([]);
  await put(viewer, message.id, "🎉").then((answer) => expect(answer.status).toBe(403));
  await put(owner, message.id, "🙂");
  const again = await hit<MessagePage>(messagesGet, viewer, {
    params: { moduleId: chat.moduleId, conversationId: launch.id },
  });
  expect(again.body.data.find((m) => m.id === message.id)!.reactions).toEqual([
    { emoji: "🙂", userIds: [owner.user.id] },
  ]);
});
