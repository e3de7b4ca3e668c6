import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { htmlToText } from "@/lib/html-text";
import type { Locale } from "@/lib/i18n/config";
import { moduleHref } from "@/lib/modules/routes";
import type { SearchQuery } from "@/lib/schemas/search";
import type { SearchHit, SearchResult } from "@/lib/search/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { readableModulesFor, type ModuleScope } from "@/lib/server/modules/module-scope";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { MODULE_KINDS } from "@/modules/kinds";
import { SERVER_KINDS } from "@/modules/kinds.server";
import { PLATFORM_SOURCES, searchableProjects } from "./platform-sources";
import type { SearchContext, SearchRow, SearchSource } from "./source";
import { tokenReadsEntity } from "./token-areas";

// Search everything (issue 40, item 2; docs/platform/search.md): the header's box and
// GET /api/v1/search. Two steps whatever the number of kinds: the caller's readable modules and
// projects (the one access rule), then one statement (planned once per connection), the UNION ALL of
// every entity's source, each its best rows by relevance among what the caller may read.

/** Trigrams need three characters: shorter queries go by words and prefixes alone. */
const TRIGRAM_MIN = 3;

/**
 * The rows a tier ranks at most, per source: the first its index finds. A word in more titles of one
 * kind than this (a very common word, a short prefix) is ranked among these, which keeps its cost
 * that of this many rows, not of every title that holds it (bench:search).
 */
const CANDIDATES = 1000;

/** Every source: the platform's, then each built kind's (kind.server.ts `search`). */
export function searchSources(): SearchSource[] {
  return [...PLATFORM_SOURCES, ...Object.values(SERVER_KINDS).flatMap((server) => server.search ?? [])];
}

/** The query's words for a prefix search (`design:*`): letters and digits only, at most eight. */
function prefixQuery(q: string): string | null {
  const words = q
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/**
 * The statement's `terms` (one row): the query as the indexes read it — its words in both languages
 * and as prefixes (a tsquery), its key and LIKE pattern, folded once — and the ids the sources filter
 * by (`columns`, each an SQL array).
 */
function termsSql(q: string, columns: Prisma.Sql[]): Prisma.Sql {
  const prefix = prefixQuery(q);
  const like = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
  return Prisma.sql`SELECT websearch_to_tsquery('english'::regconfig, suite_unaccent(${q}::text))
      || websearch_to_tsquery('spanish'::regconfig, suite_unaccent(${q}::text))
      || to_tsquery('simple'::regconfig, suite_unaccent(${prefix ?? ""}::text)) AS "tsquery",
    suite_search_key(${q}::text) AS "key", suite_search_key(${like}::text) AS "like"
    ${columns.length ? Prisma.sql`, ${Prisma.join(columns, ", ")}` : Prisma.empty}`;
}

/**
 * The SQL helpers of one search. The query's terms are read from the statement's `terms` (its one
 * row, bound once: see runSearch), never spliced; `limit` is the contract's integer (1–20).
 */
function sqlHelpers(q: string, limitValue: number): Pick<SearchContext, "words" | "ranked"> {
  const tsquery = Prisma.sql`(SELECT "tsquery" FROM terms)`;
  const key = Prisma.sql`(SELECT "key" FROM terms)`;
  const like = Prisma.sql`(SELECT "like" FROM terms)`;
  const limit = Prisma.raw(String(Math.trunc(limitValue)));
  const candidates = Prisma.raw(String(CANDIDATES));
  const words = (vector: Prisma.Sql) => Prisma.sql`(${vector} @@ ${tsquery})`;
  /** Rank 0–1: cover density over the text's length (1 | 32: a short title that is the query ranks first). */
  const rank = (vector: Prisma.Sql) => Prisma.sql`ts_rank_cd(${vector}, ${tsquery}, 33)`;
  return {
    words,
    ranked(match) {
      const titleKey = match.key;
      // Trigrams need three characters: shorter queries go by words and prefixes alone.
      const near =
        titleKey && q.length >= TRIGRAM_MIN
          ? match.typos === false
            ? Prisma.sql`(${titleKey} LIKE ${like})`
            : Prisma.sql`(${titleKey} LIKE ${like} OR ${titleKey} %> ${key})`
          : null;
      const notTitle = Prisma.sql`NOT coalesce(${words(match.titleWords)}, false)`;
      // Each tier ranks at most CANDIDATES rows, the first its index finds (a very common word).
      const tiers = [
        Prisma.sql`w AS MATERIALIZED (SELECT c."id", 2 + ${rank(Prisma.sql`c."words"`)} AS "score"
            FROM (SELECT ${match.id} AS "id", ${match.titleWords} AS "words" FROM ${match.from}
                   WHERE ${match.where} AND ${words(match.titleWords)} LIMIT ${candidates}) c
           ORDER BY 2 DESC LIMIT ${limit})`,
      ];
      const parts = [Prisma.sql`SELECT * FROM w`];
      if (near) {
        tiers.push(Prisma.sql`n AS MATERIALIZED (SELECT c."id", 1 + word_similarity(${key}, c."key") AS "score"
            FROM (SELECT ${match.id} AS "id", ${titleKey} AS "key" FROM ${match.from}
                   WHERE (SELECT count(*) FROM w) < ${limit} AND ${match.where} AND ${near} AND ${notTitle}
                   LIMIT ${candidates}) c
           ORDER BY 2 DESC LIMIT ${limit})`);
        parts.push(Prisma.sql`SELECT * FROM n`);
      }
      if (match.body) {
        const before = near
          ? Prisma.sql`(SELECT count(*) FROM w) + (SELECT count(*) FROM n)`
          : Prisma.sql`(SELECT count(*) FROM w)`;
        tiers.push(Prisma.sql`b AS MATERIALIZED (SELECT c."id", ${rank(Prisma.sql`c."words"`)} AS "score"
            FROM (SELECT ${match.id} AS "id", ${match.body.words} AS "words" FROM ${match.body.from ?? match.from}
                   WHERE ${before} < ${limit} AND ${match.body.where ?? match.where} AND ${words(match.body.words)}
                     AND ${notTitle} ${near ? Prisma.sql`AND NOT coalesce(${near}, false)` : Prisma.empty}
                   LIMIT ${candidates}) c
           ORDER BY 2 DESC LIMIT ${limit})`);
        parts.push(Prisma.sql`SELECT * FROM b`);
      }
      return Prisma.sql`WITH ${Prisma.join(tiers, ", ")}
        SELECT "id", "score"::float8 AS "score" FROM (${Prisma.join(parts, " UNION ALL ")}) t
         ORDER BY "score" DESC LIMIT ${limit}`;
    },
  };
}

/**
 * The search's one statement: `terms` (the query folded, the caller's readable modules by kind and
 * projects) bound once, then every source's SELECT. Few parameters and a text that depends only on
 * which sources run, so it is prepared once per connection (lib/server/db.ts) and its generic plan
 * kept: planning the union of every source's tiers cost more than running it (bench:search). No
 * parallel workers: its scans are small and ranked by LIMIT, and starting workers cost more. Under
 * load a request waits for a connection as a plain query would.
 */
async function runSearch(terms: Prisma.Sql, sql: Prisma.Sql): Promise<(SearchRow & { source: number })[]> {
  const db = getDb();
  const [, , rows] = await db.$transaction(
    [
      db.$executeRawUnsafe("SET LOCAL max_parallel_workers_per_gather = 0"),
      db.$executeRawUnsafe("SET LOCAL plan_cache_mode = force_generic_plan"),
      db.$queryRaw<(SearchRow & { source: number })[]>`WITH terms AS MATERIALIZED (${terms}) ${sql}`,
    ],
    { maxWait: 60_000, timeout: 60_000 },
  );
  return rows;
}

/** Accents and case left out: how a module's name is compared with the query in memory. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** The modules whose name holds the query or each of its words (best: the name starts with it). */
function matchModules(q: string, modules: readonly ModuleScope[], limit: number): SearchHit[] {
  const query = fold(q);
  const words = query.split(/\s+/).filter(Boolean);
  return modules
    .flatMap((scope) => {
      const name = fold(scope.name);
      if (!words.every((word) => name.includes(word))) return [];
      // As the tiers of the table sources: the name is the query or starts with it (a title's words), holds it.
      const score = name === query ? 3 : name.startsWith(query) ? 2.5 : 1.5;
      return [{ scope, score }];
    })
    .sort((a, b) => b.score - a.score || a.scope.name.localeCompare(b.scope.name))
    .slice(0, limit)
    .map(({ scope, score }) => ({
      entity: "module",
      id: scope.moduleId,
      title: scope.name,
      snippet: null,
      module: { id: scope.moduleId, name: scope.name, tag: scope.tag },
      project: scope.project && { id: scope.project.id, name: scope.project.name },
      href: moduleHref({ id: scope.moduleId, tag: scope.tag }, scope.project?.id),
      score,
    }));
}

/** A line of plain text around the first word of the query it holds (or its start). */
export function snippetOf(body: string | null, q: string, width = 160): string | null {
  if (!body) return null;
  const text = (/<[a-z!/]/i.test(body) ? htmlToText(body) : body).replace(/\s+/g, " ").trim();
  if (!text) return null;
  const folded = fold(text);
  const at = fold(q)
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .map((word) => folded.indexOf(word))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0];
  const start = at === undefined || at < width / 3 ? 0 : at - Math.floor(width / 3);
  const slice = text.slice(start, start + width);
  return `${start > 0 ? "…" : ""}${slice}${start + width < text.length ? "…" : ""}`;
}

/**
 * GET /api/v1/search (its query parsed by the contract): what the caller may read that matches `q`, grouped by entity, each group's
 * best `limit` hits. API tokens find only the entities of the areas their scopes read.
 */
export async function searchEverything(
  actor: Actor,
  query: SearchQuery,
  locale: Locale,
): Promise<SearchResult> {
  const membership = await activeMembership(actor);
  const wanted = (entity: string) =>
    (!query.entities || query.entities.includes(entity)) && tokenReadsEntity(actor, entity);
  const sources = searchSources().filter((source) => wanted(source.entity));
  const tags = MODULE_KINDS.map((kind) => kind.tag);
  const [modules, projects] = await Promise.all([
    readableModulesFor(membership, tags, locale),
    wanted("project") ? searchableProjects(membership) : Promise.resolve([]),
  ]);
  const byTag = new Map<string, Map<string, ModuleScope>>();
  for (const scope of modules) {
    const map = byTag.get(scope.tag) ?? new Map<string, ModuleScope>();
    map.set(scope.moduleId, scope);
    byTag.set(scope.tag, map);
  }
  const helpers = sqlHelpers(query.q, query.limit);
  // The ids the sources filter by, bound once in `terms`: the projects, each kind's readable modules.
  const idColumns = [
    Prisma.sql`${projects.map((project) => project.id)}::bpchar[] AS "projects"`,
    Prisma.sql`${membership.userId}::bpchar AS "userId"`,
    Prisma.sql`${membership.workspaceId}::bpchar AS "workspaceId"`,
  ];
  const kindColumn = new Map<string, string>();
  const fragments: Prisma.Sql[] = [];
  const bySourceIndex: SearchSource[] = [];
  for (const source of sources) {
    const kindModules = source.tag ? (byTag.get(source.tag) ?? new Map<string, ModuleScope>()) : new Map();
    if (source.tag && kindModules.size === 0) continue;
    const ids = (filter?: (scope: ModuleScope) => boolean) =>
      [...kindModules.values()].filter((scope) => !filter || filter(scope)).map((scope) => scope.moduleId);
    const ctx: SearchContext = {
      membership,
      q: query.q,
      limit: query.limit,
      ...helpers,
      moduleIds: (filter) => {
        if (filter) return Prisma.sql`${ids(filter)}::bpchar[]`;
        let column = kindColumn.get(source.tag ?? "");
        if (!column) {
          column = `m${kindColumn.size}`;
          kindColumn.set(source.tag ?? "", column);
          idColumns.push(Prisma.sql`${ids()}::bpchar[] AS ${Prisma.raw(`"${column}"`)}`);
        }
        // Cast: `= ANY(…)` then reads an array, not the rows of a subquery.
        return Prisma.raw(`(SELECT "${column}" FROM terms)::bpchar[]`);
      },
      projectIds: Prisma.sql`(SELECT "projects" FROM terms)::bpchar[]`,
      userId: Prisma.sql`(SELECT "userId" FROM terms)`,
      workspaceId: Prisma.sql`(SELECT "workspaceId" FROM terms)`,
    };
    const sql = source.sql(ctx);
    if (!sql) continue;
    fragments.push(
      Prisma.sql`(SELECT ${Prisma.raw(String(bySourceIndex.length))} AS "source", s.* FROM (${sql}) s)`,
    );
    bySourceIndex.push(source);
  }
  const rows = fragments.length
    ? await runSearch(termsSql(query.q, idColumns), Prisma.join(fragments, " UNION ALL "))
    : [];

  const moduleById = new Map(modules.map((scope) => [scope.moduleId, scope]));
  const projectById = new Map(projects.map((project) => [project.id, project]));
  const hits: SearchHit[] = rows.map((row) => {
    const source = bySourceIndex[row.source]!;
    const scope = row.moduleId ? (moduleById.get(row.moduleId) ?? null) : null;
    const project =
      scope?.project ?? (source.entity === "project" ? projectById.get(row.id) : undefined) ?? null;
    return {
      entity: source.entity,
      id: row.id,
      title: row.title,
      snippet: snippetOf(row.body, query.q),
      module: scope && { id: scope.moduleId, name: scope.name, tag: scope.tag },
      project: project && source.entity !== "project" ? { id: project.id, name: project.name } : null,
      href: source.href(row, scope),
      score: Number(row.score),
    };
  });
  if (wanted("module")) hits.push(...matchModules(query.q, modules, query.limit));

  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(hit.entity, [...(groups.get(hit.entity) ?? []), hit]);
  return {
    q: query.q,
    groups: [...groups.entries()]
      .map(([entity, list]) => ({
        entity,
        hits: list.sort((a, b) => b.score - a.score).slice(0, query.limit),
      }))
      .sort((a, b) => b.hits[0]!.score - a.hits[0]!.score),
  };
}
