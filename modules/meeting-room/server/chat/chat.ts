import "server-only";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { nextMessageSeq } from "@/lib/server/conversations/sequence";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import {
  MEETING_MESSAGES_PAGE,
  type MeetingChatSummary,
  type MeetingMessage,
  type MeetingMessages,
} from "@/modules/meeting-room/schemas/chats";
import { meetingAccess, type MeetingAccess } from "@/modules/meeting-room/server/meeting-access";
import { meetingRoomEvent, meetingScope } from "@/modules/meeting-room/server/scope";

// A meeting's conversation (docs/modules/meeting-room.md "Chats"), in the chat's model: a
// ChatConversation of kind "meeting" naming the meeting (made on the first message, deleted with the
// meeting), its ChatMessages numbered like every conversation's (lib/server/conversations). Whoever
// may read the meeting room reads it; its host, its attendees and who may edit in the module write.

const CHATS_PAGE = 20;
/** The chats tab shows the start of each conversation's last message. */
const PREVIEW_CHARS = 200;

const messageSelect = {
  id: true,
  seq: true,
  body: true,
  createdAt: true,
  editedAt: true,
  deletedAt: true,
  author: { select: { id: true, name: true } },
} as const;

type MessageRow = {
  id: string;
  seq: number;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  author: { id: string; name: string } | null;
};

const messageOf = (row: MessageRow): MeetingMessage => ({
  id: row.id,
  seq: row.seq,
  author: row.author,
  body: row.deletedAt ? "" : row.body,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  deleted: row.deletedAt !== null,
});

/** The room event a message's change sends: the open conversations put it in place by id. */
const messageChanged = (access: MeetingAccess, actor: Actor, message: MeetingMessage) =>
  meetingRoomEvent(access.scope, actor, [{ type: "chat.message", meetingId: access.meeting.id, message }]);

/**
 * GET …/chats/{meetingId}/messages?before=: the conversation's latest MEETING_MESSAGES_PAGE messages
 * (or those numbered below `before`), oldest first; empty until someone writes.
 */
export async function listMeetingMessages(
  actor: Actor,
  moduleId: string,
  meetingId: string,
  before: number | undefined,
  locale: Locale = "en",
): Promise<MeetingMessages> {
  const access = await meetingAccess(actor, moduleId, meetingId, locale);
  // One read through the conversation's unique meetingId (none yet: no rows).
  const rows = await getDb().chatMessage.findMany({
    where: { conversation: { meetingId: access.meeting.id }, ...(before ? { seq: { lt: before } } : {}) },
    orderBy: { seq: "desc" },
    take: MEETING_MESSAGES_PAGE + 1,
    select: messageSelect,
  });
  return {
    meetingId: access.meeting.id,
    summary: access.meeting.summary,
    messages: rows.slice(0, MEETING_MESSAGES_PAGE).reverse().map(messageOf),
    hasEarlier: rows.length > MEETING_MESSAGES_PAGE,
    canPost: access.takesPart,
  };
}

/** The meeting's conversation, made on its first message (two first senders at once make one). */
async function conversationOf(tx: Tx, access: MeetingAccess, actor: Actor): Promise<string> {
  const { meeting } = access;
  await tx.$executeRaw`
    INSERT INTO "ChatConversation" ("id", "workspaceId", "moduleId", "projectModuleId", "workspaceModuleId",
                                    "kind", "meetingId", "createdById", "updatedAt")
    VALUES (${newId()}, ${access.workspaceId}, ${access.moduleId}, ${meeting.projectModuleId},
            ${meeting.workspaceModuleId}, 'meeting', ${meeting.id}, ${actor.userId}, now())
    ON CONFLICT ("meetingId") DO NOTHING`;
  const row = await tx.chatConversation.findUniqueOrThrow({
    where: { meetingId: meeting.id },
    select: { id: true },
  });
  return row.id;
}

async function sentBefore(meetingId: string, authorId: string, clientRequestId: string | undefined) {
  if (!clientRequestId) return null;
  const row = await getDb().chatMessage.findFirst({
    where: { conversation: { meetingId }, authorId, clientRequestId },
    select: messageSelect,
  });
  return row && messageOf(row);
}

/** POST …/chats/{meetingId}/messages: by who takes part; the module's open views get it at once. */
export async function postMeetingMessage(
  actor: Actor,
  moduleId: string,
  meetingId: string,
  input: { body: string; clientRequestId?: string },
  locale: Locale = "en",
): Promise<MeetingMessage> {
  const access = await meetingAccess(actor, moduleId, meetingId, locale);
  if (!access.takesPart) throw forbidden("errors.meetingChatReadOnly");
  const earlier = await sentBefore(access.meeting.id, actor.userId, input.clientRequestId);
  if (earlier) return earlier;
  try {
    return await withEvents(async (tx, emit) => {
      const conversationId = await conversationOf(tx, access, actor);
      const seq = await nextMessageSeq(tx, conversationId, true);
      if (seq === null) throw notFound("errors.meetingNotFound");
      const row = await tx.chatMessage.create({
        data: {
          id: newId(),
          conversationId,
          seq,
          authorId: actor.userId,
          body: input.body,
          clientRequestId: input.clientRequestId ?? null,
        },
        select: messageSelect,
      });
      const message = messageOf(row);
      emit(messageChanged(access, actor, message));
      return message;
    });
  } catch (error) {
    if (!input.clientRequestId || !isUniqueViolation(error)) throw error;
    const first = await sentBefore(access.meeting.id, actor.userId, input.clientRequestId);
    if (!first) throw error;
    return first;
  }
}

/** PATCH or DELETE …/messages/{messageId}: the author's own message only (403 otherwise). */
export async function changeMeetingMessage(
  actor: Actor,
  params: { moduleId: string; meetingId: string; messageId: string },
  change: { body: string } | "delete",
  locale: Locale = "en",
): Promise<MeetingMessage> {
  const access = await meetingAccess(actor, params.moduleId, params.meetingId, locale);
  const found = await getDb().chatMessage.findFirst({
    where: { id: params.messageId, conversation: { meetingId: access.meeting.id }, deletedAt: null },
    select: { id: true, authorId: true },
  });
  if (!found) throw notFound("errors.chatMessageNotFound");
  if (found.authorId !== actor.userId || !access.takesPart) throw forbidden("errors.chatMessageNotYours");
  return withEvents(async (tx, emit) => {
    const row = await tx.chatMessage.update({
      where: { id: found.id },
      data:
        change === "delete"
          ? { deletedAt: new Date(), deletedById: actor.userId }
          : { body: change.body, editedAt: new Date() },
      select: messageSelect,
    });
    const message = messageOf(row);
    emit(messageChanged(access, actor, message));
    return message;
  });
}

/** GET …/chats?cursor=: the room's meeting conversations, latest activity first, 20 a page. */
export async function listMeetingChats(
  actor: Actor,
  moduleId: string,
  cursor: string | undefined,
  locale: Locale = "en",
): Promise<Page<MeetingChatSummary>> {
  const scope = await meetingScope(actor, moduleId, locale);
  const rows = await getDb().chatConversation.findMany({
    where: {
      moduleId: scope.moduleId,
      kind: "meeting",
      lastSeq: { gt: 0 },
      ...afterKeyset("activityAt", cursor),
    },
    orderBy: [{ activityAt: "desc" }, { id: "desc" }],
    take: CHATS_PAGE + 1,
    select: {
      id: true,
      lastSeq: true,
      activityAt: true,
      meeting: { select: { id: true, summary: true, start: true } },
      messages: {
        where: { deletedAt: null },
        orderBy: { seq: "desc" },
        take: 1,
        select: { body: true, createdAt: true, author: { select: { name: true } } },
      },
    },
  });
  return keysetPage(
    rows,
    (row) => row.activityAt,
    (row) => {
      // Kind "meeting": the table's CHECK says it names its meeting.
      const meeting = row.meeting!;
      const last = row.messages[0];
      return {
        id: meeting.id,
        summary: meeting.summary,
        start: meeting.start.toISOString(),
        messageCount: row.lastSeq,
        last: last
          ? {
              author: last.author?.name ?? null,
              body: last.body.slice(0, PREVIEW_CHARS),
              at: last.createdAt.toISOString(),
            }
          : null,
        activityAt: row.activityAt.toISOString(),
      };
    },
    CHATS_PAGE,
  );
}
