// Online chat's changes reach the module's room through the outbox, each only on the sockets of the
// conversation's people: another reader of the module in the same room hears nothing of it.
import { PUT as readPut } from "@/app/api/v1/online-chat/[moduleId]/conversations/[conversationId]/read/route";
import { MODULE_EVENT, MODULE_JOIN, type ModuleEnvelope } from "@/lib/modules/realtime";
import type { OnlineChatEvent } from "@/modules/online-chat/shared/types";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import type { Caller } from "../workspaces/helpers";
import { channel, hit, seedChat, send } from "./helpers";

const realtime = startRealtimeServer();

async function watch(caller: Caller, moduleId: string) {
  const socket = realtime.connect({ token: caller.token });
  const events: OnlineChatEvent[] = [];
  socket.on(MODULE_EVENT, (envelope: ModuleEnvelope) => events.push(envelope.event as OnlineChatEvent));
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
