import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { moduleHref } from "@/lib/modules/routes";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { unreadSql } from "@/modules/online-chat/server/conversations";
import { previewSql, threadUnreadSql } from "@/modules/online-chat/server/message-rows";
import {
  conversationLabel,
  findConversation,
  type DigestMessage,
  type NamedConversation,
} from "@/modules/online-chat/shared/ai-digest";
import {
  APPROVAL_EMOJI,
  APPROVALS_MIN,
  decisionOf,
  DECISION_SQL_PATTERN,
  EMOJI_DECORATION,
  type Decision,
} from "@/modules/online-chat/shared/ai-decisions";
import { chatHref } from "@/modules/online-chat/shared/links";
import {
  DIRECT_OTHERS_MAX,
  ONLINE_CHAT_TAG,
  type ConversationKind,
} from "@/modules/online-chat/shared/constants";

// The reads Online chat's assistant answers from, for the one module the chat's gate (chatScope) let
// the actor read, and only in the conversations the actor is in there (their ChatMember row): every
// statement joins the asker's membership and the module's id, so another person's direct messages,
// a channel they are not in, another module or workspace never appear. Deleted messages, and the
// replies of a deleted root, are left out as the conversation's own history leaves them. One
// statement per read, each with its LIMIT. The built-in assistant and the model's tools call them.

/** The asker's conversations read at most (the most recently active first). */
export const CONVERSATIONS_READ = 200;
/** A conversation's summary reads its latest messages, at most this many. */
export const MESSAGES_READ = 200;
/** The unread summary: conversations with unread messages, and each one's unread messages read. */
export const UNREAD_CONVERSATIONS = 20;
export const UNREAD_MESSAGES_READ = 50;
/** Followed threads with new replies listed at most. */
export const THREADS_READ = 20;
/** Decisions are looked for in the latest DECISION_SCAN messages of the asker's latest conversations. */
export const DECISION_CONVERSATIONS = 100;
export const DECISION_SCAN = 500;
export const DECISIONS_READ = 50;

/** One of the asker's conversations in the module. */
export interface AiConversation extends NamedConversation {
  kind: ConversationKind;
  /** "#launch", or the other people's names. */
  label: string;
  memberCount: number;
  /** Top-level messages of others after the asker's watermark (counted as the list counts them). */
  unread: number;
  activityAt: string;
  link: string;
}

export interface ChatFacts {
  scope: ModuleScope;
  userId: string;
  /** The module's chat page (a conversation opens with ?conversationId=…). */
  page: string;
  /** How a direct conversation with nobody else left is called. */
  alone: string;
  /** The asker's conversations in the module, most recently active first (read once per question). */
  conversations(): Promise<AiConversation[]>;
}

type ConversationRow = {
  id: string;
  kind: ConversationKind;
  name: string | null;
  people: string[];
  memberCount: number;
  unread: number;
  activityAt: Date;
};

/** The other people's names of the conversation `c` (a direct one's name; none read for a channel). */
function peopleSql(userId: string): Prisma.Sql {
  return Prisma.sql`CASE WHEN c."kind" = 'direct' THEN
           COALESCE((SELECT array_agg(u."name" ORDER BY o."joinedAt", o."userId")
                       FROM (SELECT o."userId", o."joinedAt" FROM "ChatMember" o
                              WHERE o."conversationId" = c."id" AND o."userId" <> ${userId}
                              ORDER BY o."joinedAt", o."userId" LIMIT ${DIRECT_OTHERS_MAX}) o
                       JOIN "User" u ON u."id" = o."userId"), '{}') ELSE '{}' END`;
}

/** The columns of a DigestMessage for the message in `m` (its time as an ISO string, UTC). */
function digestColumns(m: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${m}."id", ${m}."conversationId", ${m}."seq", ${m}."rootId", ${previewSql(m)} AS "body",
           to_char(${m}."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", ${m}."authorId",
           (SELECT au."name" FROM "User" au WHERE au."id" = ${m}."authorId") AS "authorName",
           ${m}."replyCount", COALESCE(${m}."mentionIds", '{}') AS "mentionIds", ${m}."mentionsChannel",
           COALESCE((SELECT json_agg(json_build_object('emoji', r."emoji", 'userIds', r."users") ORDER BY r."first")
                       FROM (SELECT "emoji", array_agg("userId" ORDER BY "createdAt", "userId") AS "users",
                                    min("createdAt") AS "first"
                               FROM "ChatReaction" WHERE "messageId" = ${m}."id" GROUP BY "emoji") r), '[]'::json) AS "reactions"`;
}

/** The message in `m` is readable: not deleted, and a reply only while its root is not. */
function readable(m: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${m}."deletedAt" IS NULL AND (${m}."rootId" IS NULL OR EXISTS (
           SELECT 1 FROM "ChatMessage" vr WHERE vr."id" = ${m}."rootId" AND vr."deletedAt" IS NULL))`;
}

export function chatFacts(scope: ModuleScope, userId: string, alone: string): ChatFacts {
  const page = moduleHref({ id: scope.moduleId, tag: ONLINE_CHAT_TAG }, scope.project?.id ?? null);
  let conversations: Promise<AiConversation[]> | null = null;
  const facts: ChatFacts = {
    scope,
    userId,
    page,
    alone,
    conversations: () =>
      (conversations ??= getDb().$queryRaw<ConversationRow[]>`
          SELECT c."id", c."kind", c."name", c."activityAt", ${peopleSql(userId)} AS "people",
                 (SELECT count(*)::int FROM "ChatMember" n WHERE n."conversationId" = c."id") AS "memberCount",
                 ${unreadSql(Prisma.sql`c."id"`, Prisma.sql`me."viewedSeq"`, userId)} AS "unread"
            FROM "ChatMember" me
            JOIN "ChatConversation" c ON c."id" = me."conversationId"
           WHERE me."userId" = ${userId} AND c."moduleId" = ${scope.moduleId}
           ORDER BY c."activityAt" DESC, c."id" DESC
           LIMIT ${CONVERSATIONS_READ}`.then((rows) => rows.map((row) => conversationOf(facts, row)))),
  };
  return facts;
}

function conversationOf(facts: ChatFacts, row: ConversationRow): AiConversation {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    people: row.people,
    label: conversationLabel(row, facts.alone),
    memberCount: row.memberCount,
    unread: row.unread,
    activityAt: row.activityAt.toISOString(),
    link: chatHref(facts.page, { conversationId: row.id }),
  };
}

/** The address of a message on the chat page: its conversation, and its thread for a reply. */
export function messageLink(
  facts: ChatFacts,
  message: Pick<DigestMessage, "id" | "conversationId" | "rootId">,
) {
  return chatHref(facts.page, {
    conversationId: message.conversationId,
    thread: message.rootId,
    message: message.id,
  });
}

/**
 * The asker's conversation a question names (an id, a channel's name, people's names), or without a
 * name the most recent one (`fallback` "unread": the most recent with unread messages, else the most
 * recent). `conversation` null: none matches (or the asker is in none).
 */
export async function resolveConversation(
  facts: ChatFacts,
  name: string | null | undefined,
  fallback: "recent" | "unread" = "recent",
): Promise<AiConversation | null> {
  const conversations = await facts.conversations();
  if (name) return findConversation(name, conversations);
  if (fallback === "unread") return conversations.find((c) => c.unread > 0) ?? conversations[0] ?? null;
  return conversations[0] ?? null;
}

/**
 * The latest `limit` readable messages of one of the asker's conversations (top-level and replies),
 * oldest first; none when the conversation is not theirs in this module (the membership is part of
 * the statement, whatever id is asked for).
 */
export async function conversationMessages(
  facts: ChatFacts,
  conversationId: string,
  limit = MESSAGES_READ,
): Promise<DigestMessage[]> {
  const rows = await getDb().$queryRaw<DigestMessage[]>`
    SELECT ${digestColumns(Prisma.sql`m`)}
      FROM "ChatMessage" m
     WHERE m."conversationId" = ${conversationId} AND ${readable(Prisma.sql`m`)}
       AND EXISTS (SELECT 1 FROM "ChatMember" me JOIN "ChatConversation" c ON c."id" = me."conversationId"
                    WHERE me."conversationId" = ${conversationId} AND me."userId" = ${facts.userId}
                      AND c."moduleId" = ${facts.scope.moduleId})
     ORDER BY m."seq" DESC
     LIMIT ${Math.min(limit, MESSAGES_READ)}`;
  return rows.reverse();
}

export interface UnreadConversation {
  conversation: AiConversation;
  /** The unread messages' count (top-level, of others, not deleted; counted up to UNREAD_COUNTED). */
  unread: number;
  /** The newest UNREAD_MESSAGES_READ of them, oldest first. */
  messages: DigestMessage[];
}

export interface UnreadThread {
  rootId: string;
  conversationId: string;
  conversation: string;
  root: { body: string; authorName: string | null };
  /** Replies of others after the asker's watermark in the thread (counted up to UNREAD_COUNTED). */
  unread: number;
  latest: { id: string; body: string; authorName: string | null; createdAt: string };
  link: string;
}

type UnreadRow = ConversationRow & { messages: DigestMessage[] };
type ThreadRow = {
  rootId: string;
  conversationId: string;
  kind: ConversationKind;
  name: string | null;
  people: string[];
  rootBody: string;
  rootAuthor: string | null;
  unread: number;
  replyId: string;
  replyBody: string;
  replyAuthor: string | null;
  replyAt: Date;
};

/**
 * The asker's unread messages: each conversation of theirs with unread top-level messages of others
 * (as the list counts them; the most recently active UNREAD_CONVERSATIONS) with its newest unread
 * messages, and the threads they follow with replies of others they have not seen (the latest
 * THREADS_READ), each with its newest such reply. Two statements.
 */
export async function unreadDigest(
  facts: ChatFacts,
): Promise<{ conversations: UnreadConversation[]; threads: UnreadThread[] }> {
  const { userId } = facts;
  const moduleId = facts.scope.moduleId;
  const db = getDb();
  const [conversations, threads] = await Promise.all([
    db.$queryRaw<UnreadRow[]>`
      SELECT x.* FROM (
        SELECT c."id", c."kind", c."name", c."activityAt", ${peopleSql(userId)} AS "people",
               (SELECT count(*)::int FROM "ChatMember" n WHERE n."conversationId" = c."id") AS "memberCount",
               ${unreadSql(Prisma.sql`c."id"`, Prisma.sql`me."viewedSeq"`, userId)} AS "unread",
               COALESCE((SELECT json_agg(u ORDER BY u."seq")
                           FROM (SELECT ${digestColumns(Prisma.sql`um`)} FROM "ChatMessage" um
                                  WHERE um."conversationId" = c."id" AND um."seq" > me."viewedSeq"
                                    AND um."rootId" IS NULL AND um."deletedAt" IS NULL
                                    AND um."authorId" IS DISTINCT FROM ${userId}
                                  ORDER BY um."seq" DESC LIMIT ${UNREAD_MESSAGES_READ}) u), '[]'::json) AS "messages"
          FROM "ChatMember" me
          JOIN "ChatConversation" c ON c."id" = me."conversationId"
         WHERE me."userId" = ${userId} AND c."moduleId" = ${moduleId} AND c."lastSeq" > me."viewedSeq") x
       WHERE x."unread" > 0
       ORDER BY x."activityAt" DESC, x."id" DESC
       LIMIT ${UNREAD_CONVERSATIONS}`,
    db.$queryRaw<ThreadRow[]>`
      SELECT r."id" AS "rootId", r."conversationId", c."kind", c."name", ${peopleSql(userId)} AS "people",
             ${previewSql(Prisma.sql`r`)} AS "rootBody", (SELECT ra."name" FROM "User" ra WHERE ra."id" = r."authorId") AS "rootAuthor",
             ${threadUnreadSql(Prisma.sql`r."id"`, Prisma.sql`f."viewedSeq"`, userId)} AS "unread",
             lr."id" AS "replyId", lr."body" AS "replyBody", lr."authorName" AS "replyAuthor", lr."createdAt" AS "replyAt"
        FROM "ChatThreadFollower" f
        JOIN "ChatMessage" r ON r."id" = f."rootId" AND r."deletedAt" IS NULL
        JOIN "ChatConversation" c ON c."id" = r."conversationId" AND c."moduleId" = ${moduleId}
        JOIN "ChatMember" me ON me."conversationId" = c."id" AND me."userId" = ${userId}
        JOIN LATERAL (SELECT x."id", ${previewSql(Prisma.sql`x`)} AS "body", x."createdAt",
                             (SELECT xa."name" FROM "User" xa WHERE xa."id" = x."authorId") AS "authorName"
                        FROM "ChatMessage" x
                       WHERE x."rootId" = r."id" AND x."seq" > f."viewedSeq" AND x."deletedAt" IS NULL
                         AND x."authorId" IS DISTINCT FROM ${userId}
                       ORDER BY x."seq" DESC LIMIT 1) lr ON true
       WHERE f."userId" = ${userId} AND f."following"
       ORDER BY lr."createdAt" DESC, r."id"
       LIMIT ${THREADS_READ}`,
  ]);
  return {
    conversations: conversations.map((row) => ({
      conversation: conversationOf(facts, row),
      unread: row.unread,
      messages: row.messages,
    })),
    threads: threads.map((row) => ({
      rootId: row.rootId,
      conversationId: row.conversationId,
      conversation: conversationLabel({ ...row, id: row.conversationId }, facts.alone),
      root: { body: row.rootBody, authorName: row.rootAuthor },
      unread: row.unread,
      latest: {
        id: row.replyId,
        body: row.replyBody,
        authorName: row.replyAuthor,
        createdAt: row.replyAt.toISOString(),
      },
      link: chatHref(facts.page, { conversationId: row.conversationId, thread: row.rootId }),
    })),
  };
}

export interface FoundDecision extends Decision {
  conversation: string;
}

type DecisionRow = DigestMessage & {
  kind: ConversationKind;
  name: string | null;
  people: string[];
  others: number;
};

/**
 * Decisions in the asker's conversations (one of them with `conversationId`), newest first: among
 * the latest DECISION_SCAN readable messages of each of their DECISION_CONVERSATIONS most recently
 * active conversations, those whose text says a decision (DECISION_SQL_PATTERN finds a superset,
 * `decisionOf` keeps the real ones) or that most of those who reacted approved with ✅/👍 (at least
 * APPROVALS_MIN people, or everyone else in a smaller conversation). One statement.
 */
export async function findDecisions(facts: ChatFacts, conversationId?: string): Promise<FoundDecision[]> {
  const { userId } = facts;
  const decoration = EMOJI_DECORATION;
  const rows = await getDb().$queryRaw<DecisionRow[]>`
    SELECT ${digestColumns(Prisma.sql`m`)}, c."kind", c."name", ${peopleSql(userId)} AS "people", mc."others"
      FROM (SELECT c."id", (SELECT count(*)::int - 1 FROM "ChatMember" n WHERE n."conversationId" = c."id") AS "others"
              FROM "ChatMember" me JOIN "ChatConversation" c ON c."id" = me."conversationId"
             WHERE me."userId" = ${userId} AND c."moduleId" = ${facts.scope.moduleId}
               AND ${conversationId ? Prisma.sql`c."id" = ${conversationId}` : Prisma.sql`true`}
             ORDER BY c."activityAt" DESC, c."id" DESC
             LIMIT ${DECISION_CONVERSATIONS}) mc
      JOIN "ChatConversation" c ON c."id" = mc."id"
      CROSS JOIN LATERAL (SELECT s.* FROM "ChatMessage" s
                           WHERE s."conversationId" = mc."id" AND s."deletedAt" IS NULL
                           ORDER BY s."seq" DESC LIMIT ${DECISION_SCAN}) m
     WHERE ${readable(Prisma.sql`m`)}
       AND (translate(suite_unaccent(m."body"), ${"’‘"}, ${"''"}) ~* ${DECISION_SQL_PATTERN}
            OR EXISTS (SELECT 1 FROM (
                         SELECT count(DISTINCT a."userId") FILTER (
                                  WHERE regexp_replace(a."emoji", ${decoration}, '', 'g') = ANY(${[...APPROVAL_EMOJI]}::text[])) AS "approvers",
                                count(DISTINCT a."userId") AS "reactors"
                           FROM "ChatReaction" a
                          WHERE a."messageId" = m."id" AND a."userId" IS DISTINCT FROM m."authorId") v
                        WHERE v."approvers" >= GREATEST(1, LEAST(${APPROVALS_MIN}, mc."others"))
                          AND v."approvers" * 2 > v."reactors"))
     ORDER BY m."createdAt" DESC, m."id" DESC
     LIMIT ${DECISIONS_READ}`;
  return rows.flatMap((row) => {
    const { kind, name, people, others, ...message } = row;
    const decision = decisionOf(message, others);
    return decision
      ? [
          {
            ...decision,
            conversation: conversationLabel({ id: row.conversationId, kind, name, people }, facts.alone),
          },
        ]
      : [];
  });
}
