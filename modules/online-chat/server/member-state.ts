import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { ReadInput } from "@/modules/online-chat/schemas/chat";
import { type Conversation, type DraftState, type ReadState } from "@/modules/online-chat/shared/types";
import { conversationOfMember, inConversation, unreadSql } from "./conversations";
import { chatEvents } from "./scope";

/** Changes the caller's own place in a conversation; their other tabs hear the conversation changed. */
async function updateOwnPlace(
  scope: ModuleScope,
  actor: Actor,
  conversationId: string,
  data: Prisma.ChatMemberUpdateInput,
): Promise<void> {
  await withEvents(async (tx, emit) => {
    await tx.chatMember.update({
      where: { conversationId_userId: { conversationId, userId: actor.userId } },
      data,
    });
    emit(chatEvents(scope, actor, [actor.userId], [{ type: "conversation.changed", conversationId }]));
  });
}

/** PATCH …/conversations/{id}/state: the caller's own star and archive. */
export async function setConversationState(
  actor: Actor,
  input: { moduleId: string; conversationId: string; starred?: boolean; archived?: boolean },
  locale: Locale = "en",
): Promise<Conversation> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  await updateOwnPlace(scope, actor, conversation.id, { starred: input.starred, archived: input.archived });
  return conversationOfMember(scope, actor.userId, conversation.id);
}

/**
 * PUT …/conversations/{id}/read: the caller's watermark. Seen up to `seq` (default the last message;
 * never past it, never back: a late request cannot undo a newer read), or `unreadFrom`: that message
 * and those after it unread again (the watermark moves back to just before it).
 */
export async function markRead(
  actor: Actor,
  input: { moduleId: string; conversationId: string; body: ReadInput },
  locale: Locale = "en",
): Promise<ReadState> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  const viewedSeq = await withEvents(async (tx, emit) => {
    const [row] =
      "unreadFrom" in input.body
        ? await tx.$queryRaw<{ viewedSeq: number }[]>`
            UPDATE "ChatMember" m SET "viewedSeq" = LEAST(${input.body.unreadFrom - 1}, c."lastSeq")
              FROM "ChatConversation" c
             WHERE c."id" = m."conversationId" AND m."conversationId" = ${conversation.id}
               AND m."userId" = ${actor.userId}
         RETURNING m."viewedSeq"`
        : await tx.$queryRaw<{ viewedSeq: number }[]>`
            UPDATE "ChatMember" m
               SET "viewedSeq" = GREATEST(m."viewedSeq", LEAST(${input.body.seq ?? null}::int, c."lastSeq"), CASE WHEN ${input.body.seq ?? null}::int IS NULL THEN c."lastSeq" ELSE 0 END)
              FROM "ChatConversation" c
             WHERE c."id" = m."conversationId" AND m."conversationId" = ${conversation.id}
               AND m."userId" = ${actor.userId}
         RETURNING m."viewedSeq"`;
    const seen = row?.viewedSeq ?? conversation.viewedSeq;
    if (seen !== conversation.viewedSeq)
      emit(
        chatEvents(
          scope,
          actor,
          [actor.userId],
          [{ type: "read", conversationId: conversation.id, userId: actor.userId, viewedSeq: seen }],
        ),
      );
    return seen;
  });
  const [state] = await getDb().$queryRaw<{ lastSeq: number; unread: number }[]>`
    SELECT c."lastSeq", ${unreadSql(Prisma.sql`c."id"`, Prisma.sql`${viewedSeq}::int`, actor.userId)} AS "unread"
      FROM "ChatConversation" c WHERE c."id" = ${conversation.id}`;
  return {
    conversationId: conversation.id,
    lastSeq: state?.lastSeq ?? conversation.lastSeq,
    viewedSeq,
    unread: state?.unread ?? 0,
  };
}

/**
 * PUT …/conversations/{id}/draft: the caller's unsent text in a conversation, kept across devices
 * (blank clears it); their other tabs hear the conversation changed.
 */
export async function saveDraft(
  actor: Actor,
  input: { moduleId: string; conversationId: string; body: string },
  locale: Locale = "en",
): Promise<DraftState> {
  const { scope, conversation } = await inConversation(actor, input, locale);
  const draft = input.body.trim() ? input.body : null;
  const draftAt = draft === null ? null : new Date();
  await updateOwnPlace(scope, actor, conversation.id, { draft, draftAt });
  return { conversationId: conversation.id, draft, draftAt: draftAt?.toISOString() ?? null };
}
