// A module room's events reach its sockets as frames: what reaches a quiet room at once, what comes
// while it is busy in one frame after the gap, in order, each socket getting only the envelopes whose
// audience it is in (lib/realtime/room-frames.ts, lib/realtime/module-rooms.ts).
import { randomUUID } from "node:crypto";
import { MODULE_EVENT, MODULE_JOIN, type ModuleEnvelope } from "@/lib/modules/realtime";
import { deliverLive } from "@/lib/server/events/bus";
import type { DomainEvent } from "@/lib/server/events/types";
import type { OnlineChatEvent } from "@/modules/online-chat/shared/types";
import { connected, startRealtimeServer, until } from "../helpers/realtime";
import type { Caller } from "../workspaces/helpers";
import { seedChat } from "../online-chat/helpers";

const realtime = startRealtimeServer();

async function frames(caller: Caller, moduleId: string) {
  const socket = realtime.connect({ token: caller.token });
  const heard: string[][] = [];
  socket.on(MODULE_EVENT, (frame: ModuleEnvelope[]) =>
    heard.push(frame.map((envelope) => (envelope.event as { conversationId: string }).conversationId)),
  );
  await connected(socket);
  expect(((await socket.emitWithAck(MODULE_JOIN, { moduleId })) as { ok: boolean }).ok).toBe(true);
  return heard;
}

it("sends a quiet room's event at once and the burst after it in one frame, each socket its own", async () => {
  const chat = await seedChat();
  const { member, admin, owner, viewer } = chat.team;
  const toMember = await frames(member, chat.moduleId);
  const toAdmin = await frames(admin, chat.moduleId);
  const toOwner = await frames(owner, chat.moduleId);
  const toViewer = await frames(viewer, chat.moduleId);
  // Chat events carry their conversation's people; an event of another kind has no audience (every
  // socket in the room gets it): the framing knows no kind, so one shape serves for both here.
  const event = (conversationId: string, audience: Caller[] | null) =>
    ({
      type: "online-chat.events",
      tag: "OnlineChat",
      workspaceId: chat.team.workspace.id,
      moduleId: chat.moduleId,
      actorId: member.user.id,
      clientId: null,
      ...(audience ? { audience: audience.map((caller) => caller.user.id) } : {}),
      events: [{ type: "conversation.changed", conversationId } satisfies OnlineChatEvent],
    }) as DomainEvent;
  const meta = () => ({ id: randomUUID(), createdAt: new Date() });
  // Four events in one tick: the first goes out at once, the other three wait for the gap.
  deliverLive([
    { meta: meta(), event: event("a1", [member, admin]) },
    { meta: meta(), event: event("b1", [member, owner]) },
    { meta: meta(), event: event("a2", [member, admin]) },
    { meta: meta(), event: event("all", null) },
  ]);
  expect(await until(() => toMember.length === 2 && toViewer.length === 1)).toBe(true);
  expect(toMember).toEqual([["a1"], ["b1", "a2", "all"]]);
  expect(await until(() => toAdmin.length === 2 && toOwner.length === 1)).toBe(true);
  expect(toAdmin).toEqual([["a1"], ["a2", "all"]]);
  expect(toOwner).toEqual([["b1", "all"]]);
  expect(toViewer).toEqual([["all"]]);

  // Quiet again after the gap: the next event goes out at once, alone.
  await new Promise((resolve) => setTimeout(resolve, 120));
  deliverLive([{ meta: meta(), event: event("later", [admin]) }]);
  expect(await until(() => toAdmin.length === 3)).toBe(true);
  expect(toAdmin[2]).toEqual(["later"]);
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(toMember).toHaveLength(2);
});
