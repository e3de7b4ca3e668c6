import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { UNASSIGNED, type DrillRow, type MetricPoint } from "@/lib/metrics/entities";
import { moduleHref } from "@/lib/modules/routes";
import { getDb } from "@/lib/server/db";
import {
  defineMetricSource,
  type MetricContext,
  type MetricPointRef,
  type MetricQuery,
} from "@/lib/server/metrics/metric-source";
import { bucketKeySql, moduleIdsOf, periodSql } from "@/lib/server/metrics/sql";
import { previewSql } from "@/modules/online-chat/server/message-rows";
import { ONLINE_CHAT_TAG } from "@/modules/online-chat/shared/constants";
import { chatHref } from "@/modules/online-chat/shared/links";

/**
 * The `chats` report entity (issue 37): the messages the viewer may read in the chat modules they
 * may open — as search reads them (server/search.ts `searchMessages`): in the conversations they are
 * in (nobody reads others' conversations, the workspace's owner neither), not deleted, replies
 * included while their thread's root is not deleted.
 * - Main instant: the message's creation (`from`/`to`, the `date` X-axis).
 * - The person: its author (`personIds` keeps their messages); an account gone: UNASSIGNED.
 * - X: `assignee` (the author), `chat-status` (for the viewer, by their watermark as the list and
 *   threads count unread: "read" when they wrote it or its seq is at or below their watermark — a
 *   reply's, their watermark in its thread when they have a place there (ChatThreadFollower), else
 *   the conversation's (ChatMember.viewedSeq) —, else "unread"), `date`.
 * - Y: `chat-count`, the messages.
 * One statement: the viewer's conversations by the member index (userId, conversationId), their
 * messages by (conversationId, seq).
 */
type Query = MetricQuery<"chats">;

const STATUSES = ["read", "unread"] as const;
const TITLE_MAX = 120;

/** `msg`: the messages a chart counts, with their conversation and status for the viewer. */
function messagesCte(ctx: MetricContext, query: Query): Prisma.Sql {
  const me = ctx.membership.userId;
  const person = query.personIds
    ? Prisma.sql`AND m."authorId" = ANY(${[...query.personIds]}::bpchar[])`
    : Prisma.empty;
  return Prisma.sql`msg AS (
      SELECT m."id", m."conversationId", m."rootId", m."authorId", m."createdAt", c."moduleId",
             c."kind", c."name",
             CASE WHEN m."authorId" = ${me} OR m."seq" <= COALESCE(f."viewedSeq", me."viewedSeq")
                  THEN 'read' ELSE 'unread' END AS "status"
        FROM "ChatMember" me
        JOIN "ChatConversation" c ON c."id" = me."conversationId"
        JOIN "ChatMessage" m ON m."conversationId" = me."conversationId"
        LEFT JOIN "ChatThreadFollower" f ON f."rootId" = m."rootId" AND f."userId" = me."userId"
       WHERE me."userId" = ${me} AND c."moduleId" = ANY(${moduleIdsOf(ctx.scopes)}::bpchar[])
         AND m."deletedAt" IS NULL
         AND (m."rootId" IS NULL OR EXISTS (SELECT 1 FROM "ChatMessage" r
                                             WHERE r."id" = m."rootId" AND r."deletedAt" IS NULL))
             ${periodSql(Prisma.sql`m."createdAt"`, query)} ${person})`;
}

/** The X key of a message of `msg`. */
function keySql(query: Query): Prisma.Sql {
  switch (query.x) {
    case "assignee":
      return Prisma.sql`COALESCE(msg."authorId"::text, ${UNASSIGNED})`;
    case "chat-status":
      return Prisma.sql`msg."status"`;
    case "date":
      return bucketKeySql(Prisma.sql`msg."createdAt"`, query.bucket, query.zone);
  }
}

const nameSql = (id: Prisma.Sql) =>
  Prisma.sql`(SELECT COALESCE(NULLIF(u."name", ''), u."email") FROM "User" u WHERE u."id" = ${id})`;

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  const label = query.x === "assignee" ? nameSql(Prisma.sql`g.key`) : Prisma.sql`NULL::text`;
  const rows = await getDb().$queryRaw<{ key: string; label: string | null; value: number }[]>`
    WITH ${messagesCte(ctx, query)},
    g AS (SELECT ${keySql(query)} AS key, count(*)::float8 AS value FROM msg GROUP BY 1)
    SELECT g.key, ${label} AS label, g.value FROM g`;
  const points = rows.map((row) => ({ ...row, series: null, seriesLabel: null }));
  if (query.x === "date") return points.sort((a, b) => a.key.localeCompare(b.key));
  if (query.x === "chat-status")
    return points.sort(
      (a, b) =>
        STATUSES.indexOf(a.key as (typeof STATUSES)[number]) -
        STATUSES.indexOf(b.key as (typeof STATUSES)[number]),
    );
  return points.sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

type DrillMessage = {
  id: string;
  conversationId: string;
  rootId: string | null;
  moduleId: string;
  kind: string;
  name: string | null;
  title: string;
  author: string | null;
  createdAt: Date;
};

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const rows = await getDb().$queryRaw<DrillMessage[]>`
    WITH ${messagesCte(ctx, query)}
    SELECT msg."id", msg."conversationId", msg."rootId", msg."moduleId", msg."kind", msg."name",
           left(${previewSql(Prisma.sql`dm`)}, ${TITLE_MAX}::int) AS "title",
           ${nameSql(Prisma.sql`msg."authorId"`)} AS "author", msg."createdAt"
      FROM msg JOIN "ChatMessage" dm ON dm."id" = msg."id"
     WHERE ${keySql(query)} = ${point.key}
     ORDER BY msg."createdAt" DESC, msg."id" DESC
     LIMIT ${limit}`;
  const projects = new Map(ctx.scopes.map((scope) => [scope.moduleId, scope.project?.id ?? null]));
  return rows.map((row) => {
    const page = moduleHref({ id: row.moduleId, tag: ONLINE_CHAT_TAG }, projects.get(row.moduleId) ?? null);
    const where = row.kind === "channel" && row.name !== null ? `#${row.name}` : null;
    return {
      id: row.id,
      title: row.title,
      subtitle: [row.author, where].filter((part) => part !== null).join(" · ") || null,
      href: chatHref(page, { conversationId: row.conversationId, thread: row.rootId, message: row.id }),
      at: row.createdAt.toISOString(),
    };
  });
}

export const chatMetrics = defineMetricSource({ entity: "chats", compute, drill });
