import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { OnlineChatSummary } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { unreadSql } from "./conversations";
import { previewSql } from "./message-rows";

/** The grid card shows this many of the viewer's latest conversations. */
const LATEST = 3;
const EXCERPT = 120;

type CountRow = { moduleId: string; conversations: number; unread: number };
type LatestRow = {
  moduleId: string;
  conversationId: string;
  channel: string | null;
  authorName: string | null;
  excerpt: string;
  createdAt: Date;
  unread: boolean;
};

/**
 * The cards of every Online chat module of a grid, for the viewer (two statements for them all):
 * their conversations and unread messages (of others, not deleted, after their watermark, each
 * conversation's counted up to UNREAD_COUNTED), and the last message of their LATEST most recent
 * conversations. Only conversations the viewer is in are read.
 */
export async function summarizeChatModules(scopes: ModuleScope[]): Promise<Map<string, OnlineChatSummary>> {
  const ids = scopes.map((scope) => scope.moduleId);
  const userId = scopes[0]?.membership.userId;
  if (!userId || ids.length === 0) return new Map();
  const db = getDb();
  const [counts, latest] = await Promise.all([
    db.$queryRaw<CountRow[]>`
      SELECT c."moduleId", count(*)::int AS "conversations",
             coalesce(sum(${unreadSql(Prisma.sql`c."id"`, Prisma.sql`me."viewedSeq"`, userId)}), 0)::int AS "unread"
        FROM "ChatMember" me JOIN "ChatConversation" c ON c."id" = me."conversationId"
       WHERE me."userId" = ${userId} AND c."moduleId" = ANY(${ids}::text[])
       GROUP BY c."moduleId"`,
    db.$queryRaw<LatestRow[]>`
      SELECT r."moduleId", r."conversationId", r."channel", a."name" AS "authorName",
             left(m."body", ${EXCERPT}) AS "excerpt", m."createdAt", m."seq" > r."viewedSeq" AND m."authorId" IS DISTINCT FROM ${userId} AS "unread"
        FROM (SELECT c."moduleId", c."id" AS "conversationId", c."name" AS "channel", me."viewedSeq",
                     row_number() OVER (PARTITION BY c."moduleId" ORDER BY c."activityAt" DESC, c."id" DESC) AS "at"
                FROM "ChatMember" me JOIN "ChatConversation" c ON c."id" = me."conversationId"
               WHERE me."userId" = ${userId} AND c."moduleId" = ANY(${ids}::text[]) AND NOT me."archived") r
        JOIN LATERAL (SELECT ${previewSql(Prisma.sql`m`)} AS "body", m."createdAt", m."seq", m."authorId"
                        FROM "ChatMessage" m
                       WHERE m."conversationId" = r."conversationId" AND m."rootId" IS NULL AND m."deletedAt" IS NULL
                       ORDER BY m."seq" DESC LIMIT 1) m ON true
        LEFT JOIN "User" a ON a."id" = m."authorId"
       WHERE r."at" <= ${LATEST}
       ORDER BY r."moduleId", m."createdAt" DESC`,
  ]);
  const summaries = new Map<string, OnlineChatSummary>(
    ids.map((id) => [id, { tag: "OnlineChat", conversations: 0, unread: 0, latest: [] }]),
  );
  for (const row of counts) {
    const summary = summaries.get(row.moduleId);
    if (summary) Object.assign(summary, { conversations: row.conversations, unread: row.unread });
  }
  for (const row of latest)
    summaries.get(row.moduleId)?.latest.push({
      conversationId: row.conversationId,
      channel: row.channel,
      authorName: row.authorName,
      excerpt: row.excerpt,
      createdAt: row.createdAt.toISOString(),
      unread: row.unread,
    });
  return summaries;
}
