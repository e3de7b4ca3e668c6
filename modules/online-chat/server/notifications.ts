import "server-only";
import { translateMessage } from "@/lib/i18n/messages";
import { catalogTitleKey } from "@/lib/modules/module-name";
import { moduleHref } from "@/lib/modules/routes";
import { getDb } from "@/lib/server/db";
import { subscribeDurable, type EventMeta } from "@/lib/server/events/bus";
import { notify } from "@/lib/server/inbox/notify";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { userRoom } from "@/lib/realtime/rooms";
import { getIo, type SocketData } from "@/lib/realtime/socket-server";
import { DIRECT_OTHERS_MAX, ONLINE_CHAT_TAG, type ChatMessage } from "@/modules/online-chat/shared/types";
import { chatHref } from "@/modules/online-chat/shared/links";
import { messagePreview } from "@/modules/online-chat/shared/message-text";
import { readMessage } from "./message-rows";

/** The notification's excerpt of a message. */
const EXCERPT = 140;

/** Where a chat notification leads: the conversation, and the thread for a reply. */
function chatLink(module: { id: string; projectId: string | null }, message: ChatMessage): string {
  const page = moduleHref({ id: module.id, tag: ONLINE_CHAT_TAG }, module.projectId);
  return chatHref(page, { conversationId: message.conversationId, thread: message.rootId });
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
 * Those of `userIds` with a tab open that is not away, on any node (none when this process has no
 * socket server: a worker, a test without one).
 */
async function onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
  const io = getIo();
  if (!io || userIds.length === 0) return new Set();
  const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
  return new Set(
    sockets
      .map((socket) => socket.data as SocketData)
      .filter((data) => !data.away)
      .map((data) => data.userId),
  );
}

/**
 * A top-level message in a direct conversation: its other people who have not read it and are not
 * online (no tab open, or all hidden), as Slack tells people who are away.
 */
async function directRecipients(message: ChatMessage, audience: readonly string[]): Promise<string[]> {
  // A reply, or more people than a direct conversation holds (a channel's): nothing to read.
  if (message.rootId || audience.length > DIRECT_OTHERS_MAX + 1) return [];
  const unread = await getDb().$queryRaw<{ userId: string }[]>`
    SELECT me."userId" FROM "ChatMember" me
      JOIN "ChatConversation" c ON c."id" = me."conversationId" AND c."kind" = 'direct'
     WHERE me."conversationId" = ${message.conversationId} AND me."viewedSeq" < ${message.seq}
       AND me."userId" = ANY(${[...audience]}::text[]) AND me."userId" IS DISTINCT FROM ${message.author?.id ?? null}`;
  const ids = unread.map((row) => row.userId);
  const online = await onlineAmong(ids);
  return ids.filter((id) => !online.has(id));
}

/**
 * A new message: the people it mentions ("chat.mentioned"; "@channel" by an operator: everyone in
 * the conversation), then, for a reply, the thread's other followers ("chat.replied"), and, in a
 * direct conversation, its people who are away and have not read it ("chat.direct") — each only
 * while in the conversation (the event's audience) and able to read the module, and once.
 */
export async function notifyMessage(
  event: {
    workspaceId: string;
    moduleId: string;
    actorId: string;
    audience: readonly string[];
    followers: readonly string[];
  },
  message: ChatMessage,
  meta?: EventMeta,
): Promise<void> {
  const mentionIds = message.mentionIds ?? [];
  const inConversation = new Set(event.audience);
  const mentioned = (message.mentionsChannel ? [...event.audience] : mentionIds).filter((id) =>
    inConversation.has(id),
  );
  const followers = event.followers.filter((id) => inConversation.has(id));
  const direct = await directRecipients(message, event.audience);
  if (mentioned.length === 0 && followers.length === 0 && direct.length === 0) return;
  const readers = new Set(
    await moduleReaders(event.workspaceId, { moduleId: event.moduleId, private: false, project: null }, [
      ...mentioned,
      ...direct,
      ...followers,
    ]),
  );
  const chat = await chatModule(event.moduleId);
  const base = {
    actorId: message.author?.id ?? event.actorId,
    moduleId: event.moduleId,
    objectId: message.id,
    link: chatLink(chat, message),
    params: { moduleName: chat.name, excerpt: messagePreview(message).slice(0, EXCERPT) },
  };
  const told = new Set(
    await notify(
      event.workspaceId,
      mentioned.filter((id) => readers.has(id)),
      { kind: "chat.mentioned", ...base },
      meta,
    ),
  );
  for (const id of await notify(
    event.workspaceId,
    followers.filter((id) => readers.has(id) && !told.has(id)),
    { kind: "chat.replied", ...base },
    meta,
  ))
    told.add(id);
  await notify(
    event.workspaceId,
    direct.filter((id) => readers.has(id) && !told.has(id)),
    { kind: "chat.direct", ...base },
    meta,
  );
}

/**
 * Chat's notification source: a durable subscriber on the messages that may tell someone
 * (`online-chat.message.posted`), so each tells its people once across the nodes, even after a
 * crash (rows are keyed by the event). Who may be told comes with the event (the conversation's
 * people and the thread's followers when it was sent); the message is read when it is handled (a
 * message deleted by then tells nobody), and so is presence. Returns the function that detaches it.
 */
export function attachChatNotifications(): () => void {
  return subscribeDurable({
    name: "online-chat-notifications",
    types: ["online-chat.message.posted"],
    // Who is online (not told of what they see) is read from this node's sockets.
    sockets: true,
    async handle(event, meta) {
      if (event.type !== "online-chat.message.posted") return;
      const live = await getDb().chatMessage.findFirst({
        where: { id: event.messageId, deletedAt: null },
        select: { id: true },
      });
      if (!live) return;
      await notifyMessage(event, await readMessage(event.messageId), meta);
    },
  });
}
