import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { Prisma } from "@/lib/generated/prisma/client";
import { listEntriesQuerySchema } from "@/modules/time-tracker/schemas/time-tracker";
import type { EntryPage } from "@/modules/time-tracker/shared/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { decodeKeyset, encodeKeyset, pageRows } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import type * as z from "@/lib/zod";
import { toEntryItems, type EntryRow } from "./read-entries";
import { timeTrackerScope } from "./scope";

/**
 * GET /time-tracker/{id}/entry?cursor&limit&tz&tag&from&to: the caller's entries in the module, newest start
 * first, in keyset pages (a year of entries never loads at once), with the whole-day totals of the
 * days the page touches in the caller's time zone (an entry belongs to the day it started).
 */
export async function listEntries(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<EntryPage> {
  const scope = await timeTrackerScope(actor, input.moduleId, locale);
  return entryPageIn(actor, scope, parseInput(listEntriesQuerySchema, input.query));
}

/** listEntries in a resolved scope (the module page's first entries read it too). */
export async function entryPageIn(
  actor: Actor,
  scope: Pick<ModuleScope, "moduleId">,
  query: z.output<typeof listEntriesQuerySchema>,
): Promise<EntryPage> {
  const rows = await pageWithDayTotals(scope.moduleId, actor.userId, query);
  const entries = rows.filter((row): row is PageRow & EntryRow => row.kind === "entry");
  const { shown: page, last } = pageRows(entries, query.limit);
  const dayTotals = Object.fromEntries(
    rows.flatMap((row) => (row.kind === "day" ? [[row.day, Math.round(row.seconds)]] : [])),
  );
  return {
    data: await toEntryItems(actor, page),
    nextCursor: last ? encodeKeyset(last.start, last.id) : null,
    dayTotals,
  };
}

type PageRow = { kind: "entry" } | { kind: "day"; day: string; seconds: number };

/**
 * One statement: the page (limit + 1 rows, to know whether another follows; newest start first,
 * the (moduleId, userId, start, id) index read backwards) and the seconds of every local day in `tz`
 * that the shown rows touch — whole days, including entries on other pages; running ones count up
 * to now. The day totals read the same index over the shown range widened by two days (any zone's
 * offset); the local day, computed by PostgreSQL with the zone's rules, decides.
 */
async function pageWithDayTotals(
  moduleId: string,
  userId: string,
  query: z.output<typeof listEntriesQuerySchema>,
): Promise<(PageRow & Partial<EntryRow>)[]> {
  const after = decodeKeyset(query.cursor);
  const tag = query.tag ? Prisma.sql`AND ${query.tag} = ANY(t."tagIds")` : Prisma.empty;
  const from = query.from ? Prisma.sql`AND t."start" >= ${query.from}` : Prisma.empty;
  const to = query.to ? Prisma.sql`AND t."start" < ${query.to}` : Prisma.empty;
  const keyset = after ? Prisma.sql`AND (t."start", t."id") < (${after.at}, ${after.id})` : Prisma.empty;
  const localDay = (instant: Prisma.Sql) =>
    Prisma.sql`to_char((${instant} AT TIME ZONE 'UTC') AT TIME ZONE ${query.tz}, 'YYYY-MM-DD')`;
  return getDb().$queryRaw<(PageRow & Partial<EntryRow>)[]>`
    WITH "page" AS (
      SELECT t."id", t."moduleId", t."description", t."start", t."end", t."billable", t."tagIds",
             t."taskModuleId", t."taskId", t."taskKey"
        FROM "TimeEntry" t
       WHERE t."moduleId" = ${moduleId} AND t."userId" = ${userId} ${tag} ${from} ${to} ${keyset}
       ORDER BY t."start" DESC, t."id" DESC
       LIMIT ${query.limit + 1}
    ), "shown" AS (
      SELECT min(s."start") AS "lo", max(s."start") AS "hi"
        FROM (SELECT p."start" FROM "page" p ORDER BY p."start" DESC, p."id" DESC LIMIT ${query.limit}) s
    ), "days" AS (
      SELECT ${localDay(Prisma.sql`t."start"`)} AS "day",
             SUM(EXTRACT(EPOCH FROM (COALESCE(t."end", now() AT TIME ZONE 'UTC') - t."start")))::float8 AS "seconds"
        FROM "TimeEntry" t, "shown" w
       WHERE t."moduleId" = ${moduleId} AND t."userId" = ${userId} ${tag}
         AND t."start" >= w."lo" - interval '2 days' AND t."start" < w."hi" + interval '2 days'
         AND ${localDay(Prisma.sql`t."start"`)} BETWEEN ${localDay(Prisma.sql`w."lo"`)} AND ${localDay(Prisma.sql`w."hi"`)}
       GROUP BY 1
    )
    SELECT 'entry' AS "kind", p.*, NULL::text AS "day", NULL::float8 AS "seconds" FROM "page" p
    UNION ALL
    SELECT 'day', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, d."day", d."seconds" FROM "days" d
    ORDER BY 1 DESC, 5 DESC, 2 DESC`;
}
