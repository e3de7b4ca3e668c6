import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { decodeKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden, notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import type { BoxQuery } from "@/modules/online-chat/schemas/chat";
import {
  AVATARS_SHOWN,
  BOX_PAGE,
  TRASH_DAYS,
  type BoxMessage,
  type ChatMessage,
  type ChatPerson,
  type ConversationKind,
} from "@/modules/online-chat/shared/types";
import { messageColumns, readMessage, type MessageRow } from "./message-rows";
import { chatScope, conversationEvents } from "./scope";
import { recountThread, threadChanged } from "./threads";

export type BoxRow = MessageRow & {
  deletedAt: Date | null;
  kind: ConversationKind;
  name: string | null;
  memberCount: number;
  people: ChatPerson[];
};

/**
 * The columns of a BoxRow: the message in `m` and its conversation in `c` as the caller's lists show
 * it (up to AVATARS_SHOWN people other than them, and the member count).
 */
export function boxColumns(userId: string): Prisma.Sql {
  return Prisma.sql`${messageColumns(Prisma.sql`m`)}, m."deletedAt", c."kind", c."name",
           (SELECT count(*)::int FROM "ChatMember" n WHERE n."conversationId" = c."id") AS "memberCount",
           COALESCE((SELECT json_agg(json_build_object('id', u."id", 'name', u."name", 'image', u."image")
                                     ORDER BY o."joinedAt", o."userId")
                       FROM (SELECT o."userId", o."joinedAt" FROM "ChatMember" o
                              WHERE o."conversationId" = c."id" AND o."userId" <> ${userId}
                              ORDER BY o."joinedAt", o."userId" LIMIT ${AVATARS_SHOWN}) o
                       JOIN "User" u ON u."id" = o."userId"), '[]'::json) AS "people"`;
}

export function boxMessageOf(row: BoxRow): BoxMessage {
  return {
    ...row.message,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    conversation: {
      id: row.conversationId,
      kind: row.kind,
      name: row.name,
      people: row.people,
      memberCount: row.memberCount,
    },
  };
}

const trashSince = () => new Date(Date.now() - TRASH_DAYS * 86_400_000);

/**
 * GET …/messages?box=sent|trash: the caller's own messages in conversations they are still in —
 * those not deleted, newest first (sent), or those deleted in the last TRASH_DAYS days, last deleted
 * first (trash) — each with its conversation; BOX_PAGE a page, by cursor. One statement on the
 * author's index (sent: authorId, createdAt; trash: the partial ChatMessage_trash_idx).
 */
export async function listBox(
  actor: Actor,
  input: { moduleId: string; query: BoxQuery },
  locale: Locale = "en",
): Promise<{ data: BoxMessage[]; nextCursor: string | null }> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const trash = input.query.box === "trash";
  const after = decodeKeyset(input.query.cursor);
  const at = trash ? Prisma.sql`m."deletedAt"` : Prisma.sql`m."createdAt"`;
  const rows = await getDb().$queryRaw<BoxRow[]>`
    SELECT ${boxColumns(actor.userId)}
      FROM "ChatMessage" m
      JOIN "ChatConversation" c ON c."id" = m."conversationId" AND c."moduleId" = ${scope.moduleId}
      JOIN "ChatMember" me ON me."conversationId" = c."id" AND me."userId" = ${actor.userId}
     WHERE m."authorId" = ${actor.userId}
       AND ${trash ? Prisma.sql`m."deletedAt" > ${trashSince()}` : Prisma.sql`m."deletedAt" IS NULL`}
       AND ${after ? Prisma.sql`(${at}, m."id") < (${after.at}, ${after.id})` : Prisma.sql`true`}
     ORDER BY ${at} DESC, m."id" DESC
     LIMIT ${BOX_PAGE + 1}`;
  const shown = rows.slice(0, BOX_PAGE);
  const last = rows.length > BOX_PAGE ? shown[shown.length - 1] : undefined;
  return {
    data: shown.map(boxMessageOf),
    nextCursor: last ? encodeKeyset(trash ? last.deletedAt! : last.createdAt, last.id) : null,
  };
}

/**
 * POST …/messages/{id}/restore: its author (who may still write, and is still in the conversation)
 * brings a deleted message back to its place, within TRASH_DAYS days of its deletion; the
 * conversation's people see it again.
 */
export async function restoreMessage(
  actor: Actor,
  input: { moduleId: string; messageId: string },
  locale: Locale = "en",
): Promise<ChatMessage> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const row = await getDb().chatMessage.findFirst({
    where: {
      id: input.messageId,
      deletedAt: { not: null },
      conversation: { moduleId: scope.moduleId, members: { some: { userId: actor.userId } } },
    },
    select: { id: true, authorId: true, deletedAt: true, conversationId: true, rootId: true },
  });
  if (!row) throw notFound("errors.chatMessageNotFound");
  if (row.authorId !== actor.userId) throw forbidden("errors.chatMessageNotYours");
  assertModuleCan(scope, "add");
  if (row.deletedAt! <= trashSince()) throw badRequest("errors.chatTrashExpired");
  return withEvents(async (tx, emit) => {
    await tx.chatMessage.update({
      where: { id: row.id },
      data: { deletedAt: null, deletedById: null },
      select: { id: true },
    });
    if (row.rootId) await recountThread(tx, row.rootId);
    const restored = await readMessage(row.id, tx);
    emit(
      await conversationEvents(
        scope,
        actor,
        row.conversationId,
        [
          { type: "message.restored", message: restored },
          ...(row.rootId ? [await threadChanged(tx, row.conversationId, row.rootId)] : []),
        ],
        tx,
      ),
    );
    return restored;
  });
}

/** The purge job's sweep: messages deleted more than TRASH_DAYS days ago, `limit` at a time. */
export async function purgeTrash(limit: number): Promise<number> {
  return getDb().$executeRaw`
    DELETE FROM "ChatMessage" WHERE "id" IN (
      SELECT "id" FROM "ChatMessage" WHERE "deletedAt" < ${trashSince()} ORDER BY "deletedAt" LIMIT ${limit})`;
}
