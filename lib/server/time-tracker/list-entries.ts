import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { Prisma } from "@/lib/generated/prisma/client";
import { listEntriesQuerySchema } from "@/lib/schemas/time-tracker";
import type { EntryPage } from "@/lib/time-tracker/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { decodeKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { entrySelect, toEntryItems } from "./read-entries";
import { timeTrackerScope } from "./scope";

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const query = parseInput(listEntriesQuerySchema, input.query);
  const after = decodeKeyset(query.cursor);
  const owned = {
    moduleId: scope.moduleId,
    userId: actor.userId,
    ...(query.tag ? { tagIds: { has: query.tag } } : {}),
  };
  const range =
    query.from || query.to
      ? { start: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lt: query.to } : {}) } }
      : {};
  const rows = await getDb().timeEntry.findMany({
    where: {
      ...owned,
      AND: [range],
      ...(after ? { OR: [{ start: { lt: after.at } }, { start: after.at, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ start: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: entrySelect,
  });
  const page = rows.slice(0, query.limit);
  const last = rows.length > query.limit ? page[page.length - 1] : undefined;
  const [data, dayTotals] = await Promise.all([
    toEntryItems(actor, page),
    page.length > 0
      ? totalsOfDays(owned, query.tz, page[page.length - 1]!.start, page[0]!.start)
      : Promise.resolve({}),
  ]);
  return { data, nextCursor: last ? encodeKeyset(last.start, last.id) : null, dayTotals };
}

/**
 * Seconds per local day (YYYY-MM-DD in `tz`) for the days from `earliest`'s to `latest`'s, whole
 * days (entries on other pages too); running entries count up to now. The instants bound the index
 * range by a day on each side; the exact local day is computed by PostgreSQL from the zone.
 */
async function totalsOfDays(
  owned: { moduleId: string; userId: string; tagIds?: { has: string } },
  tz: string,
  earliest: Date,
  latest: Date,
): Promise<Record<string, number>> {
  const tag = owned.tagIds ? Prisma.sql`AND ${owned.tagIds.has} = ANY("tagIds")` : Prisma.empty;
  const localDay = Prisma.sql`to_char(("start" AT TIME ZONE 'UTC') AT TIME ZONE ${tz}, 'YYYY-MM-DD')`;
  const rows = await getDb().$queryRaw<{ day: string; seconds: number }[]>`
    SELECT ${localDay} AS "day",
           SUM(EXTRACT(EPOCH FROM (COALESCE("end", now() AT TIME ZONE 'UTC') - "start")))::float8 AS "seconds"
      FROM "TimeEntry"
     WHERE "moduleId" = ${owned.moduleId} AND "userId" = ${owned.userId} ${tag}
       AND "start" >= ${new Date(earliest.getTime() - 2 * DAY_MS)} AND "start" < ${new Date(latest.getTime() + 2 * DAY_MS)}
       AND ${localDay} BETWEEN to_char((${earliest}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE ${tz}, 'YYYY-MM-DD')
                           AND to_char((${latest}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE ${tz}, 'YYYY-MM-DD')
     GROUP BY 1`;
  return Object.fromEntries(rows.map((row) => [row.day, Math.round(row.seconds)]));
}
