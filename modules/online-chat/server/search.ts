import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { decodeKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { SearchQuery } from "@/modules/online-chat/schemas/chat";
import { SEARCH_PAGE, type BoxMessage } from "@/modules/online-chat/shared/types";
import { boxColumns, boxMessageOf, type BoxRow } from "./boxes";
import { chatScope } from "./scope";

/** Trigrams need three characters: a shorter query is found by its words alone. */
const TRIGRAM_MIN = 3;

/** A LIKE pattern that finds `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The condition a message's text meets for `q`, on the indexes of migration 20261129085500_chat_search:
 * its words (the stored `searchVector`), stemmed in English or Spanish, accents ignored
 * (`websearch_to_tsquery`: "quoted phrases", `or`, `-word`), or — from three characters — the text
 * anywhere in it, accents and case ignored (trigrams: partial words and names).
 */
function matchSql(q: string): Prisma.Sql {
  const words = Prisma.sql`m."searchVector" @@ (websearch_to_tsquery('english'::regconfig, suite_unaccent(${q}))
                                       || websearch_to_tsquery('spanish'::regconfig, suite_unaccent(${q})))`;
  if (q.length < TRIGRAM_MIN) return words;
  return Prisma.sql`(${words} OR lower(suite_unaccent(m."body")) LIKE lower(suite_unaccent(${containing(q)})))`;
}

/**
 * GET …/search: the messages the caller may read that match `q` — in the module's conversations they
 * are in, not deleted, a reply only while its thread's root is not — from one person, in one
 * conversation, sent from `since` and before `until`, newest first with their conversation;
 * SEARCH_PAGE a page, by cursor. Each result carries its seq and rootId, so the page jumps to it in
 * its conversation or its thread.
 */
export async function searchMessages(
  actor: Actor,
  input: { moduleId: string; query: SearchQuery },
  locale: Locale = "en",
): Promise<{ data: BoxMessage[]; nextCursor: string | null }> {
  const scope = await chatScope(actor, input.moduleId, locale);
  const { q, from, conversationId, since, until, cursor } = input.query;
  const after = decodeKeyset(cursor);
  // The caller's conversations first, as one array: the planner then ANDs the (conversationId, seq)
  // index with the words' and trigrams' indexes in one bitmap, rather than scanning those once per
  // conversation (measured: 380 ms against 6 s for a common word over 1,000,000 messages).
  const rows = await getDb().$queryRaw<BoxRow[]>`
    SELECT ${boxColumns(actor.userId)}
      FROM "ChatMessage" m
      JOIN "ChatConversation" c ON c."id" = m."conversationId"
     WHERE m."conversationId" = ANY(ARRAY(
             SELECT me."conversationId" FROM "ChatMember" me
               JOIN "ChatConversation" mc ON mc."id" = me."conversationId" AND mc."moduleId" = ${scope.moduleId}
              WHERE me."userId" = ${actor.userId}))
       AND m."deletedAt" IS NULL
       AND ${matchSql(q)}
       AND (m."rootId" IS NULL OR EXISTS (SELECT 1 FROM "ChatMessage" r WHERE r."id" = m."rootId" AND r."deletedAt" IS NULL))
       AND ${from ? Prisma.sql`m."authorId" = ${from}` : Prisma.sql`true`}
       AND ${conversationId ? Prisma.sql`c."id" = ${conversationId}` : Prisma.sql`true`}
       AND ${since ? Prisma.sql`m."createdAt" >= ${new Date(since)}` : Prisma.sql`true`}
       AND ${until ? Prisma.sql`m."createdAt" < ${new Date(until)}` : Prisma.sql`true`}
       AND ${after ? Prisma.sql`(m."createdAt", m."id") < (${after.at}, ${after.id})` : Prisma.sql`true`}
     ORDER BY m."createdAt" DESC, m."id" DESC
     LIMIT ${SEARCH_PAGE + 1}`;
  const shown = rows.slice(0, SEARCH_PAGE);
  const last = rows.length > SEARCH_PAGE ? shown[shown.length - 1] : undefined;
  return {
    data: shown.map(boxMessageOf),
    nextCursor: last ? encodeKeyset(last.createdAt, last.id) : null,
  };
}
