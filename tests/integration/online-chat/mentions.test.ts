// Mentions and chat notifications: the people a message mentions are kept to the conversation's
// members and told ("chat.mentioned"); "@channel" tells everyone only when an operator writes it;
// a thread's followers hear of replies ("chat.replied"); preferences are respected; nobody who cannot
// read the module is told.
import { GET as listRoute } from "@/app/api/v1/notifications/route";
import { PUT as preferencesPut } from "@/app/api/v1/notifications/preferences/route";
import { PATCH as messagePatch } from "@/app/api/v1/online-chat/[moduleId]/messages/[messageId]/route";
import { POST as messagesPost } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/messages/route";
import type { NotificationItem, NotificationPage } from "@/lib/inbox/types";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { getDb } from "@/lib/server/db";
import { attachChatNotifications } from "@/modules/online-chat/server/notifications";
import type { ChatMessage } from "@/modules/online-chat/shared/types";
import { startTestDispatcher } from "../helpers/events";
import { connected, startRealtimeServer } from "../helpers/realtime";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";
import { channel, direct, hit, seedChat, type Chat } from "./helpers";

const realtime = startRealtimeServer();
let detach: () => void;
let dispatcher: EventDispatcher;
beforeAll(async () => {
  detach = attachChatNotifications();
  dispatcher = await startTestDispatcher();
});
afterAll(async () => {
  await dispatcher.stop();
  detach();
});

let chat: Chat;
beforeEach(async () => {
  chat = await seedChat();
});

const post = (by: Caller, conversationId: string, body: object) =>
  hit<ChatMessage>(messagesPost, by, { params: { moduleId: chat.moduleId, conversationId }, body });
const inbox = async (who: Caller): Promise<NotificationItem[]> =>
  (
    await call<NotificationPage>(listRoute, {
      token: who.token,
      url: "http://localhost:3000/api/v1/notifications?limit=50",
    })
  ).body.data;
/** Notifications are made after the request (the outbox's dispatcher): wait for `n` of them. */
async function settled(who: Caller, n: number): Promise<NotificationItem[]> {
  const end = Date.now() + 3_000;
  for (;;) {
    const items = await inbox(who);
    if (items.length >= n || Date.now() > end) return items;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const quiet = () => new Promise((resolve) => setTimeout(resolve, 200));

it("keeps mentions to the conversation's members and tells each of them once, linking to the conversation", async () => {
  const { admin, member, viewer, owner } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer]);
  const sent = await post(admin, launch.id, {
    body: "@Mia and @Vic, and @Olga, please look",
    mentionIds: [member.user.id, viewer.user.id, owner.user.id, admin.user.id, member.user.id],
  });
  expect(sent.status).toBe(201);
  // The owner is not in the channel; the author's own name tells nobody.
  expect(sent.body.mentionIds).toEqual([member.user.id, viewer.user.id]);
  expect(sent.body.mentionsChannel).toBeUndefined();

  const [told] = await settled(member, 1);
  expect(told).toMatchObject({
    kind: "chat.mentioned",
    actor: { id: admin.user.id },
    params: { moduleName: "Team chat", excerpt: "@Mia and @Vic, and @Olga, please look" },
    link: `/project/${chat.projectId}/online-chat?moduleId=${chat.moduleId}&conversationId=${launch.id}`,
  });
  expect(told!.text).toContain("mentioned you in Team chat");
  expect(await settled(viewer, 1)).toHaveLength(1);
  await quiet();
  expect(await inbox(owner)).toEqual([]);
  expect(await inbox(admin)).toEqual([]);

  // An edit keeps its mentions to the text's members and tells nobody again.
  const edited = await hit<ChatMessage>(messagePatch, admin, {
    method: "PATCH",
    params: { moduleId: chat.moduleId, messageId: sent.body.id },
    body: { body: "@Mia please look", mentionIds: [member.user.id, owner.user.id] },
  });
  expect(edited.body.mentionIds).toEqual([member.user.id]);
  await quiet();
  expect(await inbox(member)).toHaveLength(1);

  for (const bad of ["nope", ["x"], Array.from({ length: 51 }, () => member.user.id)])
    expect((await post(admin, launch.id, { body: "Hi", mentionIds: bad })).body).toMatchObject({
      message: "Mentions must be a list of at most 50 people",
    });
});

it("tells everyone in a channel of @channel from an operator, and nobody when a member writes it", async () => {
  const { admin, member, viewer } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer]);
  const fromMember = await post(member, launch.id, { body: "Hello @channel" });
  expect(fromMember.body.mentionsChannel).toBeUndefined();
  await quiet();
  expect(await inbox(viewer)).toEqual([]);

  const fromOperator = await post(admin, launch.id, { body: "@channel standup in 5" });
  expect(fromOperator.body.mentionsChannel).toBe(true);
  expect((await settled(member, 1))[0]).toMatchObject({ kind: "chat.mentioned" });
  expect((await settled(viewer, 1))[0]).toMatchObject({ kind: "chat.mentioned" });
  // "@channelx" is not "@channel"; a direct conversation has no channel to call.
  expect((await post(admin, launch.id, { body: "see @channels" })).body.mentionsChannel).toBeUndefined();
  const dm = await direct(chat, admin, [member]);
  expect((await post(admin, dm.id, { body: "@channel hi" })).body.mentionsChannel).toBeUndefined();
});

it("tells a thread's followers of replies, mentions first, and respects their preferences", async () => {
  const { admin, member, viewer, owner } = chat.team;
  const launch = await channel(chat, admin, "launch", [member, viewer, owner]);
  const root = (await post(admin, launch.id, { body: "Plan" })).body;
  await post(member, launch.id, { body: "Idea", rootId: root.id });
  // The root's author follows: told of the reply, linked to the thread.
  const [replied] = await settled(admin, 1);
  expect(replied).toMatchObject({
    kind: "chat.replied",
    actor: { id: member.user.id },
    link: `/project/${chat.projectId}/online-chat?moduleId=${chat.moduleId}&conversationId=${launch.id}&thread=${root.id}`,
  });

  // The owner turns chat replies off; the viewer is mentioned in a reply (and so follows).
  await call(preferencesPut, {
    method: "PUT",
    token: owner.token,
    body: { kinds: [{ kind: "chat.replied", inApp: false, email: false }] },
  });
  await post(owner, launch.id, { body: "Me too", rootId: root.id });
  await post(admin, launch.id, { body: "@Vic thoughts?", rootId: root.id, mentionIds: [viewer.user.id] });
  const viewerItems = await settled(viewer, 1);
  expect(viewerItems.map((item) => item.kind)).toEqual(["chat.mentioned"]);
  const memberItems = await settled(member, 2);
  expect(memberItems.map((item) => item.kind)).toEqual(["chat.replied", "chat.replied"]);
  await post(member, launch.id, { body: "Sure", rootId: root.id });
  expect((await settled(viewer, 2)).map((item) => item.kind)).toEqual(["chat.replied", "chat.mentioned"]);
  await quiet();
  expect(await inbox(owner)).toEqual([]);
});

it("tells nobody who has lost the module", async () => {
  const { admin, member } = chat.team;
  const launch = await channel(chat, admin, "launch", [member]);
  await getDb().projectModule.update({ where: { id: chat.moduleId }, data: { private: true } });
  const sent = await post(admin, launch.id, { body: "@Mia secret", mentionIds: [member.user.id] });
  expect(sent.body.mentionIds).toEqual([member.user.id]);
  await quiet();
  expect(await inbox(member)).toEqual([]);
});

it("tells the people of a direct conversation who are away and have not read it, once", async () => {
  const { admin, member, viewer } = chat.team;
  const dm = await direct(chat, admin, [member, viewer]);
  // The viewer has a tab open (online); the member has none.
  const tab = realtime.connect({ token: viewer.token });
  await connected(tab);
  await post(admin, dm.id, { body: "Are you around?" });
  const [told] = await settled(member, 1);
  expect(told).toMatchObject({
    kind: "chat.direct",
    actor: { id: admin.user.id },
    params: { moduleName: "Team chat", excerpt: "Are you around?" },
    link: `/project/${chat.projectId}/online-chat?moduleId=${chat.moduleId}&conversationId=${dm.id}`,
  });
  await quiet();
  expect(await inbox(viewer)).toEqual([]);
  // Hidden tab: away, so told; a mention tells once (as a mention).
  tab.emit("chat:away", { away: true });
  await quiet();
  await post(admin, dm.id, { body: "@Vic ping", mentionIds: [viewer.user.id] });
  expect((await settled(viewer, 1)).map((item) => item.kind)).toEqual(["chat.mentioned"]);
  expect((await settled(member, 2)).map((item) => item.kind)).toEqual(["chat.direct", "chat.direct"]);
  // Read already (the member's watermark is past it when it is handled): nobody is told.
  await getDb().chatMember.update({
    where: { conversationId_userId: { conversationId: dm.id, userId: member.user.id } },
    data: { viewedSeq: 1_000 },
  });
  await post(admin, dm.id, { body: "never mind" });
  await quiet();
  expect(await inbox(member)).toHaveLength(2);
  // A channel's messages are not direct.
  const launch = await channel(chat, admin, "launch", [member]);
  await post(admin, launch.id, { body: "hello all" });
  await quiet();
  expect(await inbox(member)).toHaveLength(2);
});
