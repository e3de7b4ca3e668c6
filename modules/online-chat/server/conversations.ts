import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { decodeKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { ConversationQuery } from "@/modules/online-chat/schemas/chat";
import {
  AVATARS_SHOWN,
  CONVERSATION_PAGE,
  UNREAD_COUNTED,
  type ChatMember,
  type ChatPerson,
  type ChatRole,
  type Conversation,
  type ConversationDetail,
  type ConversationKind,
} from "@/modules/online-chat/shared/types";
import { previewSql } from "./message-rows";
import { chatScope } from "./scope";

/** A conversation the caller is in, as one row of the list's statement. */
type ConversationRow = {
  id: string;
  kind: ConversationKind;
  name: string | null;
  lastSeq: number;
  activityAt: Date;
  createdAt: Date;
  role: ChatRole;
  viewedSeq: number;
  starred: boolean;
  archived: boolean;
  draft: string | null;
  memberCount: number;
  unread: number;
  people: ChatPerson[];
  lmId: string | null;
  lmSeq: number | null;
  lmBody: string | null;
  lmAt: Date | null;
  lmAuthor: string | null;
};

/**
 * Top-level messages of others after the user's watermark that are not deleted, counted up to
 * UNREAD_COUNTED (the list shows "99+" past 99; replies count in their threads): one range of the
 * partial ChatMessage_top_idx, empty when all is read.
 */
export function unreadSql(conversationId: Prisma.Sql, viewedSeq: Prisma.Sql, userId: string): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM "ChatMessage" um
                       WHERE um."conversationId" = ${conversationId} AND um."seq" > ${viewedSeq}
                         AND um."rootId" IS NULL AND um."deletedAt" IS NULL AND um."authorId" IS DISTINCT FROM ${userId}
                       LIMIT ${UNREAD_COUNTED}) unread)`;
}

/**
 * The conversations of the module the user is in, with their read state, up to AVATARS_SHOWN other
 * people, the member count and the last message not deleted: one statement (the member's index, then
 * the conversation and its last message by their keys).
 */
function conversationRows(
  moduleId: string,
  userId: string,
  where: Prisma.Sql,
  order: Prisma.Sql = Prisma.sql`c."activityAt" DESC, c."id" DESC`,
  limit = 1,
): Promise<ConversationRow[]> {
  return getDb().$queryRaw<ConversationRow[]>`
    SELECT c."id", c."kind", c."name", c."lastSeq", c."activityAt", c."createdAt",
           me."role", me."viewedSeq", me."starred", me."archived", me."draft",
           (SELECT count(*)::int FROM "ChatMember" n WHERE n."conversationId" = c."id") AS "memberCount",
           ${unreadSql(Prisma.sql`c."id"`, Prisma.sql`me."viewedSeq"`, userId)} AS "unread",
           COALESCE((SELECT json_agg(json_build_object('id', u."id", 'name', u."name", 'image', u."image")
                                     ORDER BY o."joinedAt", o."userId")
                       FROM (SELECT o."userId", o."joinedAt" FROM "ChatMember" o
                              WHERE o."conversationId" = c."id" AND o."userId" <> ${userId}
                              ORDER BY o."joinedAt", o."userId" LIMIT ${AVATARS_SHOWN}) o
                       JOIN "User" u ON u."id" = o."userId"), '[]'::json) AS "people",
           lm."id" AS "lmId", lm."seq" AS "lmSeq", lm."body" AS "lmBody", lm."createdAt" AS "lmAt",
           la."name" AS "lmAuthor"
      FROM "ChatMember" me
      JOIN "ChatConversation" c ON c."id" = me."conversationId"
      LEFT JOIN LATERAL (SELECT m."id", m."seq", ${previewSql(Prisma.sql`m`)} AS "body", m."createdAt", m."authorId"
                           FROM "ChatMessage" m
                          WHERE m."conversationId" = c."id" AND m."rootId" IS NULL AND m."deletedAt" IS NULL
                          ORDER BY m."seq" DESC LIMIT 1) lm ON true
      LEFT JOIN "User" la ON la."id" = lm."authorId"
     WHERE me."userId" = ${userId} AND c."moduleId" = ${moduleId} AND ${where}
     ORDER BY ${order}
     LIMIT ${limit}`;
}

function conversationOf(row: ConversationRow): Conversation {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    people: row.people,
    memberCount: row.memberCount,
    role: row.role,
    lastSeq: row.lastSeq,
    viewedSeq: row.viewedSeq,
    unread: row.unread,
    starred: row.starred,
    archived: row.archived,
    draft: row.draft,
    lastMessage:
      row.lmId === null
        ? null
        : {
            id: row.lmId,
            seq: row.lmSeq ?? 0,
            body: row.lmBody ?? "",
            authorName: row.lmAuthor,
            createdAt: (row.lmAt ?? row.activityAt).toISOString(),
          },
    activityAt: row.activityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const TAB_FILTER: Record<ConversationQuery["tab"], Prisma.Sql> = {
  inbox: Prisma.sql`NOT me."archived"`,
  starred: Prisma.sql`me."starred"`,
  drafts: Prisma.sql`me."draft" IS NOT NULL`,
  archived: Prisma.sql`me."archived"`,
};

/**
 * GET …/conversations: the caller's conversations in a tab (inbox: not archived; starred; with their
 * draft; archived),
 * with all of `users` in them, by last activity newest (or oldest) first, CONVERSATION_PAGE a page.
 */
export async function listConversations(
  actor: Actor,
  input: { moduleId: string; query: ConversationQuery },
  locale: Locale = "en",
): Promise<{ data: Conversation[]; nextCursor: string | null }> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const { tab, filter, users, cursor } = input.query;
  const after = decodeKeyset(cursor);
  const newest = filter === "newest";
  const conditions = [TAB_FILTER[tab]];
  if (users.length > 0)
    conditions.push(Prisma.sql`(SELECT count(*) FROM "ChatMember" f
                                 WHERE f."conversationId" = c."id" AND f."userId" = ANY(${users}::text[])) = ${users.length}`);
  if (after)
    conditions.push(
      newest
        ? Prisma.sql`(c."activityAt", c."id") < (${after.at}, ${after.id})`
        : Prisma.sql`(c."activityAt", c."id") > (${after.at}, ${after.id})`,
    );
  const rows = await conversationRows(
    scope.moduleId,
    actor.userId,
    Prisma.join(conditions, " AND "),
    newest ? Prisma.sql`c."activityAt" DESC, c."id" DESC` : Prisma.sql`c."activityAt" ASC, c."id" ASC`,
    CONVERSATION_PAGE + 1,
  );
  const shown = rows.slice(0, CONVERSATION_PAGE);
  const last = rows.length > CONVERSATION_PAGE ? shown[shown.length - 1] : undefined;
  return {
    data: shown.map(conversationOf),
    nextCursor: last ? encodeKeyset(last.activityAt, last.id) : null,
  };
}

/** The caller's conversation in the module, else 404 (another module's, one they are not in, none). */
export async function conversationOfMember(
  scope: Pick<ModuleScope, "moduleId">,
  userId: string,
  conversationId: string,
): Promise<Conversation> {
  const [row] = await conversationRows(scope.moduleId, userId, Prisma.sql`c."id" = ${conversationId}`);
  if (!row) throw notFound("errors.conversationNotFound");
  return conversationOf(row);
}

/** What a check needs of the caller's place in a conversation (one indexed read, no counts). */
export interface ConversationAccess {
  id: string;
  kind: ConversationKind;
  role: ChatRole;
  lastSeq: number;
  viewedSeq: number;
}

/** The caller's place in a conversation of the module, else 404 (another module's, one they are not in, none). */
export async function conversationAccess(
  scope: Pick<ModuleScope, "moduleId">,
  userId: string,
  conversationId: string,
): Promise<ConversationAccess> {
  const [row] = await getDb().$queryRaw<ConversationAccess[]>`
    SELECT c."id", c."kind", c."lastSeq", me."role", me."viewedSeq"
      FROM "ChatConversation" c
      JOIN "ChatMember" me ON me."conversationId" = c."id" AND me."userId" = ${userId}
     WHERE c."id" = ${conversationId} AND c."moduleId" = ${scope.moduleId}`;
  if (!row) throw notFound("errors.conversationNotFound");
  return row;
}

/** The module gate, then the caller's place in the conversation (404 when it is not theirs). */
export async function inConversation(
  actor: Actor,
  input: { moduleId: string; conversationId: string },
  locale: Locale,
): Promise<{ scope: ModuleScope; conversation: ConversationAccess }> {
  const scope = await chatScope(actor, input.moduleId, locale);
  return { scope, conversation: await conversationAccess(scope, actor.userId, input.conversationId) };
}

async function membersOf(conversationId: string): Promise<ChatMember[]> {
  return getDb().$queryRaw<ChatMember[]>`
    SELECT u."id", u."name", u."image", m."role" FROM "ChatMember" m JOIN "User" u ON u."id" = m."userId"
     WHERE m."conversationId" = ${conversationId}
     ORDER BY m."role" = 'operator' DESC, m."joinedAt", lower(u."name"), u."id"`;
}

export async function detailOf(
  scope: Pick<ModuleScope, "moduleId">,
  userId: string,
  conversationId: string,
): Promise<ConversationDetail> {
  const [conversation, members] = await Promise.all([
    conversationOfMember(scope, userId, conversationId),
    membersOf(conversationId),
  ]);
  return { ...conversation, members };
}

/** GET …/conversations/{id}: one of the caller's conversations with everyone in it. */
export async function getConversation(
  actor: Actor,
  input: { moduleId: string; conversationId: string },
  locale: Locale = "en",
): Promise<ConversationDetail> {
  const scope = await chatScope(actor, input.moduleId, locale);
  return detailOf(scope, actor.userId, input.conversationId);
}
