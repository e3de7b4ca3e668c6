import "server-only";
import { translateMessage } from "@/lib/i18n/messages";
import { catalogTitleKey } from "@/lib/modules/module-name";
import { moduleHref } from "@/lib/modules/routes";
import { getDb } from "@/lib/server/db";
import { subscribeDurable, type EventMeta } from "@/lib/server/events/bus";
import { notify } from "@/lib/server/inbox/notify";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { ONLINE_CHAT_TAG, type ChatMessage } from "@/modules/online-chat/shared/types";
import type { OnlineChatDomainEvent } from "./events";

/** The notification's excerpt of a message. */
const EXCERPT = 140;

/** Where a chat notification leads: the conversation, and the thread for a reply. */
function chatLink(module: { id: string; projectId: string | null }, message: ChatMessage): string {
  const page = moduleHref({ id: module.id, tag: ONLINE_CHAT_TAG }, module.projectId);
  const search = new URLSearchParams({ conversationId: message.conversationId });
  if (message.rootId) search.set("thread", message.rootId);
  return `${page}${page.includes("?") ? "&" : "?"}${search.toString()}`;
}

async function chatModule(moduleId: string) {
  const db = getDb();
  const placed = await db.projectModule.findUnique({
    where: { id: moduleId },
    select: { name: true, projectId: true },
  });
  const name = placed
    ? placed.name
    : (await db.workspaceModule.findUnique({ where: { id: moduleId }, select: { name: true } }))?.name;
  return {
    id: moduleId,
    projectId: placed?.projectId ?? null,
    name: name ?? translateMessage("en", catalogTitleKey(ONLINE_CHAT_TAG)),
  };
}

/**
 * A new message: the people it mentions ("chat.mentioned"; "@channel" by an operator: everyone in
 * the conversation), then, for a reply, the thread's other followers ("chat.replied") — each only
 * while in the conversation (the event's audience) and able to read the module.
 */
export async function notifyMessage(
  event: OnlineChatDomainEvent,
  message: ChatMessage,
  meta?: EventMeta,
): Promise<void> {
  const mentionIds = message.mentionIds ?? [];
  if (mentionIds.length === 0 && !message.mentionsChannel && !message.rootId) return;
  const inConversation = new Set(event.audience);
  const mentioned = (message.mentionsChannel ? event.audience : mentionIds).filter((id) =>
    inConversation.has(id),
  );
  const followers = message.rootId
    ? (
        await getDb().chatThreadFollower.findMany({
          where: { rootId: message.rootId, following: true, userId: { in: event.audience } },
          select: { userId: true },
        })
      ).map((row) => row.userId)
    : [];
  if (mentioned.length === 0 && followers.length === 0) return;
  const readers = new Set(
    await moduleReaders(event.workspaceId, { moduleId: event.moduleId, private: false, project: null }, [
      ...mentioned,
      ...followers,
    ]),
  );
  const chat = await chatModule(event.moduleId);
  const base = {
    actorId: message.author?.id ?? event.actorId,
    moduleId: event.moduleId,
    objectId: message.id,
    link: chatLink(chat, message),
    params: { moduleName: chat.name, excerpt: message.body.slice(0, EXCERPT) },
  };
  const told = new Set(
    await notify(
      event.workspaceId,
      mentioned.filter((id) => readers.has(id)),
      { kind: "chat.mentioned", ...base },
      meta,
    ),
  );
  await notify(
    event.workspaceId,
    followers.filter((id) => readers.has(id) && !told.has(id)),
    { kind: "chat.replied", ...base },
    meta,
  );
}

/**
 * Chat's notification source: a durable subscriber on the module's events, so each message tells
 * its people once across the nodes, even after a crash (rows are keyed by the event). Returns the
 * function that detaches it.
 */
export function attachChatNotifications(): () => void {
  return subscribeDurable({
    name: "online-chat-notifications",
    types: ["online-chat.events"],
    async handle(event, meta) {
      if (event.type !== "online-chat.events") return;
      for (const change of event.events)
        if (change.type === "message.created") await notifyMessage(event, change.message, meta);
    },
  });
}
