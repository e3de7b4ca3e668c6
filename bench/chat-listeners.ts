// The 200 browsers of bench/chat.ts's load, in a process of their own: each person's socket in the
// chat module's room, counting the channel's messages it hears. Apart from the bench's load generator,
// their work (10,000 messages a second to read) cannot hold up its timers and so add to the floor's
// measured latency what is the listeners' own. Driven over IPC by bench/chat.ts:
//   → { type: "start", base, moduleId, channelId, tokens }  ← { type: "ready" }
//   → { type: "count", sentIds }                             ← { type: "counted", lost, duplicated }
//   → { type: "close" }                                      (closes the sockets and exits)
import type { Socket } from "socket.io-client";
import { MODULE_EVENT, type ModuleEnvelope } from "../lib/modules/realtime";
import type { OnlineChatEvent } from "../modules/online-chat/shared/types";
import { roomSocket } from "./sockets";

export type ListenersRequest =
  | { type: "start"; base: string; moduleId: string; channelId: string; tokens: string[] }
  | { type: "count"; sentIds: string[] }
  | { type: "close" };
export type ListenersReply =
  | { type: "ready" }
  | { type: "counted"; lost: number; duplicated: number }
  | { type: "failed"; message: string };

const sockets: Socket[] = [];
let seen: Map<string, number>[] = [];

const reply = (message: ListenersReply) => process.send?.(message);

async function start(request: Extract<ListenersRequest, { type: "start" }>): Promise<void> {
  seen = request.tokens.map(() => new Map<string, number>());
  for (let i = 0; i < request.tokens.length; i += 20)
    sockets.push(
      ...(await Promise.all(
        request.tokens.slice(i, i + 20).map(async (token, j) => {
          const heard = seen[i + j]!;
          const socket = await roomSocket(request.base, token, request.moduleId);
          socket.on(MODULE_EVENT, (frame: ModuleEnvelope[]) => {
            for (const envelope of frame) {
              const event = envelope.event as OnlineChatEvent;
              if (event.type === "message.created" && event.message.conversationId === request.channelId)
                heard.set(event.message.id, (heard.get(event.message.id) ?? 0) + 1);
            }
          });
          return socket;
        }),
      )),
    );
  reply({ type: "ready" });
}

/** Every socket hears every sent message once: waits up to 10 s for stragglers, then counts. */
async function count(sentIds: string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && seen.some((heard) => sentIds.some((id) => !heard.has(id))))
    await new Promise((resolve) => setTimeout(resolve, 100));
  let lost = 0;
  let duplicated = 0;
  for (const heard of seen) {
    for (const id of sentIds) if (!heard.has(id)) lost += 1;
    for (const times of heard.values()) if (times > 1) duplicated += times - 1;
  }
  reply({ type: "counted", lost, duplicated });
}

process.on("message", (request: ListenersRequest) => {
  const done =
    request.type === "start"
      ? start(request)
      : request.type === "count"
        ? count(request.sentIds)
        : Promise.resolve().then(() => {
            for (const socket of sockets) socket.close();
            process.exit(0);
          });
  done.catch((error: unknown) =>
    reply({ type: "failed", message: error instanceof Error ? error.message : String(error) }),
  );
});
