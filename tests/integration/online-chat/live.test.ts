// Online chat's changes reach the module's room through the outbox, each only on the sockets of the
// conversation's people: another reader of the module in the same room hears nothing of it. Typing
// reaches the conversation's other people only; presence answers only for people one shares a
// conversation with.
import { PUT as readPut } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/read/route";
import { MODULE_EVENT, MODULE_JOIN, type ModuleEnvelope } from "@/lib/modules/realtime";
import type { TypingNotice } from "@/modules/online-chat/server/realtime";
import { CHAT_AWAY, CHAT_PRESENCE, CHAT_TYPING } from "@/modules/online-chat/shared/constants";
import type { OnlineChatEvent } from "@/modules/online-chat/shared/types";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import type { Caller } from "../workspaces/helpers";
import { channel, hit, seedChat, send } from "./helpers";

const realtime = startRealtimeServer();

async function watch(caller: Caller, moduleId: string) {
  const socket = realtime.connect({ token: caller.token });
  const events: OnlineChatEvent[] = [];
  socket.on(MODULE_EVENT, (frame: ModuleEnvelope[]) =>
    events.push(...frame.map((envelope) => envelope.event as OnlineChatEvent)),
  );
  await connected(socket);
  expect(((await socket.emitWithAck(MODULE_JOIN, { moduleId })) as { ok: boolean }).ok).toBe(true);
  return events;
}

it("tells a conversation's people of its messages and nobody else in the room", async () => {
  const chat = await seedChat();
  const { member, admin, owner } = chat.team;
  const heard = await watch(admin, chat.moduleId);
  const author = await watch(member, chat.moduleId);
  const outsider = await watch(owner, chat.moduleId);
  const launch = await channel(chat, member, "launch", [admin]);
  const sent = (await send(chat, member, launch.id, "Ship it")).body;
  await hit(readPut, admin, {
    method: "PUT",
    params: { moduleId: chat.moduleId, conversationId: launch.id },
    body: {},
  });
  expect(await until(() => heard.length === 3)).toBe(true);
  expect(heard).toEqual([
    { type: "conversation.changed", conversationId: launch.id },
    { type: "message.created", message: sent },
    { type: "read", conversationId: launch.id, userId: admin.user.id, viewedSeq: 1 },
  ]);
  // The author's own read state is theirs; the admin's is not told to them.
  expect(await until(() => author.length === 2)).toBe(true);
  expect(author.map((event) => event.type)).toEqual(["conversation.changed", "message.created"]);
  // The owner reads the module (and joined its room) but is not in the channel.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(outsider).toEqual([]);
});

async function inRoom(caller: Caller, moduleId: string) {
  const socket = realtime.connect({ token: caller.token });
  const typing: TypingNotice[] = [];
  socket.on(CHAT_TYPING, (notice: TypingNotice) => typing.push(notice));
  await connected(socket);
  expect(((await socket.emitWithAck(MODULE_JOIN, { moduleId })) as { ok: boolean }).ok).toBe(true);
  return { socket, typing };
}

it("tells a conversation's other people who is typing, and nobody outside it", async () => {
  const chat = await seedChat();
  const { member, admin, owner, viewer } = chat.team;
  const launch = await channel(chat, member, "launch", [admin, viewer]);
  const typist = await inRoom(member, chat.moduleId);
  const other = await inRoom(admin, chat.moduleId);
  const outsider = await inRoom(owner, chat.moduleId);
  // The viewer is in the channel but has no socket in the module's room: heard on their user room.
  const away = realtime.connect({ token: viewer.token });
  const viewerHeard: TypingNotice[] = [];
  away.on(CHAT_TYPING, (notice: TypingNotice) => viewerHeard.push(notice));
  await connected(away);

  const root = (await send(chat, member, launch.id, "Root")).body;
  typist.socket.emit(CHAT_TYPING, { moduleId: chat.moduleId, conversationId: launch.id, rootId: root.id });
  expect(await until(() => other.typing.length === 1)).toBe(true);
  expect(other.typing[0]).toEqual({
    moduleId: chat.moduleId,
    conversationId: launch.id,
    rootId: root.id,
    user: { id: member.user.id, name: member.user.name },
  });
  expect(await until(() => viewerHeard.length === 1)).toBe(true);
  // At most one a second per socket; the typist does not hear themself; the owner is not in it.
  typist.socket.emit(CHAT_TYPING, { moduleId: chat.moduleId, conversationId: launch.id });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(other.typing).toHaveLength(1);
  expect(typist.typing).toEqual([]);
  expect(outsider.typing).toEqual([]);

  // Someone not in the conversation, a socket outside the module's room, another workspace's
  // module and bad input are ignored.
  outsider.socket.emit(CHAT_TYPING, { moduleId: chat.moduleId, conversationId: launch.id });
  away.emit(CHAT_TYPING, { moduleId: chat.moduleId, conversationId: launch.id });
  const foreign = await seedChat("Other");
  const theirs = await channel(foreign, foreign.team.admin, "x", [foreign.team.member]);
  typist.socket.emit(CHAT_TYPING, { moduleId: foreign.moduleId, conversationId: theirs.id });
  other.socket.emit(CHAT_TYPING, { moduleId: chat.moduleId, conversationId: "nope" });
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(other.typing).toHaveLength(1);
  expect(typist.typing).toEqual([]);
  expect(viewerHeard).toHaveLength(1);
});

it("answers who is online, away or offline among the people one shares a conversation with", async () => {
  const chat = await seedChat();
  const { member, admin, owner, viewer } = chat.team;
  await channel(chat, member, "launch", [admin, viewer]);
  const asker = await inRoom(member, chat.moduleId);
  const ask = (userIds: string[]) =>
    asker.socket.emitWithAck(CHAT_PRESENCE, { moduleId: chat.moduleId, userIds }) as Promise<
      Record<string, string>
    >;
  const adminTab = await inRoom(admin, chat.moduleId);
  const ids = [admin.user.id, viewer.user.id, owner.user.id];
  // The owner shares no conversation with the asker: not answered.
  expect(await ask(ids)).toEqual({ [admin.user.id]: "online", [viewer.user.id]: "offline" });
  adminTab.socket.emit(CHAT_AWAY, { away: true });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await ask(ids))[admin.user.id]).toBe("away");
  // A second tab of theirs that is not away: online.
  await inRoom(admin, chat.moduleId);
  expect((await ask(ids))[admin.user.id]).toBe("online");
  // Outside the module's room, or with bad input: nothing.
  const stranger = realtime.connect({ token: member.token });
  await connected(stranger);
  expect(await stranger.emitWithAck(CHAT_PRESENCE, { moduleId: chat.moduleId, userIds: ids })).toEqual({});
  expect(await asker.socket.emitWithAck(CHAT_PRESENCE, { moduleId: chat.moduleId, userIds: "x" })).toEqual(
    {},
  );
});
