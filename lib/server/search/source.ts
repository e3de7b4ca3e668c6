import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { Membership } from "@/lib/server/permissions/workspace-member";

// A searchable entity's source (docs/platform/search.md): where its rows live, what of them matches,
// what the caller may read, and the page that shows one. The platform's sources are in
// ./platform-sources.ts; a kind gives its own in kind.server.ts `search` (the entities its manifest's
// `search` names). Each source is one SELECT of the union lib/server/search/search.ts runs as one
// statement, so a search costs the same two steps whatever the number of kinds.

/** The rows a source searches, for `SearchContext.ranked` (docs/platform/search.md, the tiers). */
export interface SearchMatch {
  /** The table (and joins) with their aliases: Prisma.sql`"Task" t`. */
  from: Prisma.Sql;
  /** The row's id. */
  id: Prisma.Sql;
  /** Who may read the row (the kind's readable modules, its own rule): nothing else is ranked. */
  where: Prisma.Sql;
  /** The stored words of the title ("searchTitle"). */
  titleWords: Prisma.Sql;
  /**
   * The title lower-cased without accents as its trigram index has it (the stored "searchKey"), for
   * partial words and typos; null for none.
   */
  key: Prisma.Sql | null;
  /** Typos too (word similarity), not only partial words (true unless the text is long). */
  typos?: boolean;
  /** The stored words of the body, searched when the titles do not fill the group (`from` and `where` of its own when they differ). */
  body?: { words: Prisma.Sql; from?: Prisma.Sql; where?: Prisma.Sql } | null;
}

/** What a source's SELECT may read about the search and its caller. */
export interface SearchContext {
  membership: Membership;
  /** The query as typed (trimmed). */
  q: string;
  /** At most this many rows, best first. */
  limit: number;
  /** `… @@ query`: the words of `vector` (an SQL tsvector) match the query (stems in both languages, prefixes). */
  words(vector: Prisma.Sql): Prisma.Sql;
  /**
   * The best `limit` matches (`id`, `score`) among what `match.where` lets the caller read, in tiers
   * that each run only while the ones before leave the group short: the title's words (score 2–3), the
   * title holding the query or a word close to it (1–2), the body's words (0–1). Each tier is one
   * index scan ranked over its own matches, so a common word costs its title matches, not every
   * row that mentions it.
   */
  ranked(match: SearchMatch): Prisma.Sql;
  /** The ids of the kind's readable modules, as an SQL array (read from the statement's `terms`). */
  moduleIds(filter?: (scope: ModuleScope) => boolean): Prisma.Sql;
  /** The caller's user id and workspace id, as SQL (bound once per search: use these, not `membership`'s). */
  userId: Prisma.Sql;
  workspaceId: Prisma.Sql;
  /** The ids of the projects the caller sees (when projects are searched), as an SQL array (`terms`). */
  projectIds: Prisma.Sql;
}

/** A row a source's SELECT gives, by these column names. */
export interface SearchRow {
  id: string;
  title: string;
  /** Plain text or HTML around the match (cut to an excerpt by the service), or null. */
  body: string | null;
  /** The module it belongs to (one of `SearchContext.modules`), or null for a platform entity. */
  moduleId: string | null;
  /** What the page needs besides the id (a conversation, a folder, a date), or null. */
  ref: string | null;
  score: number;
}

export interface SearchSource {
  entity: string;
  /** The kind whose readable modules it searches (null: a platform entity). */
  tag: string | null;
  /** One SELECT of `SearchRow` columns, at most `ctx.limit` rows, best first; null: nothing to search. */
  sql(ctx: SearchContext): Prisma.Sql | null;
  /** The page that shows the row (a path on this origin). */
  href(row: SearchRow, module: ModuleScope | null): string;
}

/** The columns every source selects, in order (UNION ALL matches them by position). */
export function searchColumns(columns: {
  id: Prisma.Sql;
  title: Prisma.Sql;
  body: Prisma.Sql;
  moduleId: Prisma.Sql;
  ref: Prisma.Sql;
  score: Prisma.Sql;
}): Prisma.Sql {
  return Prisma.sql`${columns.id}::text AS "id", ${columns.title}::text AS "title", left(${columns.body}::text, 2000) AS "body",
    ${columns.moduleId}::text AS "moduleId", ${columns.ref}::text AS "ref", (${columns.score})::float8 AS "score"`;
}

/**
 * The usual source: rows of one table (`alias`) with a stored "searchTitle", "searchKey" (and
 * "searchBody" when `bodyWords`) and a module column, in the kind's readable modules, best first — with `where` for
 * the kind's own rule (a private form, a busy event). The columns are read for the best rows only.
 */
export function tableSearchSql(
  ctx: SearchContext,
  spec: {
    table: string;
    alias: string;
    title: Prisma.Sql;
    body: Prisma.Sql;
    /** The table has "searchBody" (the words of `body`). */
    bodyWords: boolean;
    ref?: Prisma.Sql;
    where?: Prisma.Sql;
  },
): Prisma.Sql {
  const row = (column: string) => Prisma.raw(`${spec.alias}."${column}"`);
  const from = Prisma.raw(`"${spec.table}" ${spec.alias}`);
  const ranked = ctx.ranked({
    from,
    id: row("id"),
    where: Prisma.sql`${row("moduleId")} = ANY(${ctx.moduleIds()}) ${spec.where ? Prisma.sql`AND ${spec.where}` : Prisma.empty}`,
    titleWords: row("searchTitle"),
    key: row("searchKey"),
    body: spec.bodyWords ? { words: row("searchBody") } : null,
  });
  return Prisma.sql`
    SELECT ${searchColumns({
      id: row("id"),
      title: spec.title,
      body: spec.body,
      moduleId: row("moduleId"),
      ref: spec.ref ?? Prisma.sql`NULL`,
      score: Prisma.sql`r."score"`,
    })}
      FROM (${ranked}) r JOIN ${from} ON ${row("id")} = r."id"
     ORDER BY r."score" DESC`;
}
