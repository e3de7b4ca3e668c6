import "server-only";
import type { TimeTrackerSummary } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";

type Row = {
  moduleId: string;
  weekSeconds: number;
  billableSeconds: number;
  people: number;
  running: number;
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The cards of every time tracker of a grid in one statement: time tracked in the last 7 days
 * (running timers up to now) and its billable part, who tracked it, and the timers running now.
 */
export async function summarizeTimeTrackerModules(
  scopes: ModuleScope[],
  now: Date,
): Promise<Map<string, TimeTrackerSummary>> {
  const ids = scopes.map((scope) => scope.moduleId);
  const since = new Date(now.getTime() - WEEK_MS);
  const rows = ids.length
    ? await getDb().$queryRaw<Row[]>`
        SELECT m."id" AS "moduleId",
               coalesce(sum(extract(epoch FROM coalesce(e."end", ${now}::timestamp) - e."start")), 0)::float8 AS "weekSeconds",
               coalesce(sum(extract(epoch FROM coalesce(e."end", ${now}::timestamp) - e."start"))
                 FILTER (WHERE e."billable"), 0)::float8 AS "billableSeconds",
               count(DISTINCT e."userId")::int AS "people",
               count(e."id") FILTER (WHERE e."end" IS NULL)::int AS "running"
          FROM unnest(${ids}::text[]) AS m("id")
          LEFT JOIN "TimeEntry" e ON e."moduleId" = m."id" AND e."start" >= ${since}::timestamp
         GROUP BY m."id"`
    : [];
  return new Map(
    rows.map((row) => [
      row.moduleId,
      {
        tag: "TimeTracker",
        weekSeconds: Math.round(row.weekSeconds),
        billableSeconds: Math.round(row.billableSeconds),
        people: row.people,
        running: row.running,
      },
    ]),
  );
}
