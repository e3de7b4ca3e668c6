import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { modulePageOf } from "@/lib/server/search/module-page";
import { searchColumns, type SearchSource } from "@/lib/server/search/source";
import { chatHref } from "@/modules/online-chat/shared/links";

// Online chat's searchable entity (its manifest's `search`: docs/platform/search.md): messages of the
// conversations the caller is in, in the chats they read — the chat's own search rule and indexes
// (server/search.ts, migration 20261129085500_chat_search): not deleted, a reply only while its
// thread's root is not. The title is the conversation's name (a channel's) or the author's.
const messageSource: SearchSource = {
  entity: "message",
  tag: "OnlineChat",
  sql(ctx) {
    const { userId } = ctx;
    // A message's text is its title; partial words by the chat's trigram index, no typos (long texts).
    const ranked = ctx.ranked({
      from: Prisma.sql`"ChatMessage" m`,
      id: Prisma.sql`m."id"`,
      where: Prisma.sql`m."conversationId" = ANY(ARRAY(
               SELECT me."conversationId" FROM "ChatMember" me
                 JOIN "ChatConversation" mc ON mc."id" = me."conversationId" AND mc."moduleId" = ANY(${ctx.moduleIds()})
                WHERE me."userId" = ${userId}))
         AND m."deletedAt" IS NULL
         AND (m."rootId" IS NULL OR EXISTS (SELECT 1 FROM "ChatMessage" r WHERE r."id" = m."rootId" AND r."deletedAt" IS NULL))`,
      titleWords: Prisma.sql`m."searchVector"`,
      key: Prisma.sql`lower(suite_unaccent(m."body"))`,
      typos: false,
    });
    return Prisma.sql`
      SELECT ${searchColumns({
        id: Prisma.sql`m."id"`,
        title: Prisma.sql`coalesce(c."name", u."name", '')`,
        body: Prisma.sql`m."body"`,
        moduleId: Prisma.sql`c."moduleId"`,
        ref: Prisma.sql`(m."conversationId" || ':' || coalesce(m."rootId", ''))`,
        score: Prisma.sql`r."score"`,
      })}
        FROM (${ranked}) r
        JOIN "ChatMessage" m ON m."id" = r."id"
        JOIN "ChatConversation" c ON c."id" = m."conversationId"
        LEFT JOIN "User" u ON u."id" = m."authorId"
       ORDER BY r."score" DESC`;
  },
  href: (row, module) => {
    const [conversationId = "", rootId = ""] = (row.ref ?? "").split(":");
    return chatHref(modulePageOf(module), { conversationId, thread: rootId || null, message: row.id });
  },
};

export const CHAT_SEARCH_SOURCES: readonly SearchSource[] = [messageSource];
