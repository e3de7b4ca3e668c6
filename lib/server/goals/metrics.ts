import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { GOAL_STATUSES } from "@/lib/goals/types";
import { UNASSIGNED, type DrillRow, type MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { visibleGoalSql } from "@/lib/server/goals/goal-access";
import {
  defineMetricSource,
  type MetricContext,
  type MetricPointRef,
  type MetricQuery,
} from "@/lib/server/metrics/metric-source";
import { idArray } from "@/lib/server/reporting/report-sql";
import { localMidnightSql } from "@/lib/server/reporting/day-bounds";

/**
 * The goals report entity (issue 37), a platform source: goals are the workspace's, not a module's
 * (ctx.scopes is empty).
 *
 * - Rights: the goals the viewer sees, by the goals' own rule (suite_visible_goals through
 *   visibleGoalSql, lib/server/goals/goal-access.ts): their own, those they were invited to, and
 *   the team's unless they follow a project or task the viewer may not read.
 * - Period: a goal counts when its time period (calendar days, both included, read in the query's
 *   zone: from the local midnight starting its first day to the one after its last) overlaps
 *   [`from`, `to`). A goal without a time period is open-ended: it overlaps every period.
 * - The person: the goal's owner (`Goal.ownerId`).
 * - X: `goal-status` the goal's status, keys GOAL_STATUSES (lib/goals/types.ts: on-track, at-risk,
 *   off-track, archived, dropped), in that order; `owner` the owner (id, name or e-mail), UNASSIGNED
 *   when it has none (its user was deleted).
 * - Y: `goal-count` the number of goals; `progress` the average progress, in percent 0–100 with 1
 *   decimal, of the goals that have one (a goal without data yet is left out; a point with none has
 *   no value and is not returned).
 * - Drill: the goals, newest first (their creation), each opening its page /goals/{goalId}; for
 *   `progress`, only the goals with a progress, as averaged.
 */

type Query = MetricQuery<"goals">;

const noLabel = Prisma.sql`NULL::text`;

function axisOf(query: Query): { key: Prisma.Sql; label: Prisma.Sql } {
  switch (query.x) {
    case "goal-status":
      return { key: Prisma.sql`g."status"`, label: noLabel };
    case "owner":
      return {
        key: Prisma.sql`COALESCE(g."ownerId"::text, ${UNASSIGNED})`,
        label: Prisma.sql`COALESCE(NULLIF(u."name", ''), u."email")`,
      };
  }
}

/** The goal `g` (a date period) overlaps [from, to) in the query's zone, or has no period. */
function overlapsSql(query: Query): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (query.to)
    parts.push(Prisma.sql`${localMidnightSql(Prisma.sql`g."periodStart"`, query.zone)} < ${query.to}`);
  if (query.from) {
    parts.push(Prisma.sql`${localMidnightSql(Prisma.sql`(g."periodEnd" + 1)`, query.zone)} > ${query.from}`);
  }
  if (!parts.length) return Prisma.empty;
  return Prisma.sql`AND (g."periodStart" IS NULL OR (${Prisma.join(parts, " AND ")}))`;
}

/** `FROM … WHERE …` of the goals a viewer may count under a query's filters (`u` the owner). */
function goalsSql(ctx: MetricContext, query: Query): Prisma.Sql {
  const owners =
    query.personIds === null ? Prisma.empty : Prisma.sql`AND g."ownerId" = ANY(${idArray(query.personIds)})`;
  const measured = query.y === "progress" ? Prisma.sql`AND g."progress" IS NOT NULL` : Prisma.empty;
  return Prisma.sql`FROM "Goal" g LEFT JOIN "User" u ON u."id" = g."ownerId"
    WHERE ${visibleGoalSql(ctx.membership)} ${overlapsSql(query)} ${owners} ${measured}`;
}

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  const axis = axisOf(query);
  const value =
    query.y === "progress"
      ? Prisma.sql`round((avg(g."progress") * 100)::numeric, 1)::float8`
      : Prisma.sql`count(*)::int`;
  const rows = await getDb().$queryRaw<{ key: string; label: string | null; value: number }[]>`
    SELECT ${axis.key} AS "key", ${axis.label} AS "label", ${value} AS "value"
      ${goalsSql(ctx, query)}
     GROUP BY 1, 2`;
  const points = rows.map((row) => ({
    key: row.key,
    label: row.label,
    series: null,
    seriesLabel: null,
    value: row.value,
  }));
  if (query.x === "goal-status") {
    const rank = (key: string) => (GOAL_STATUSES as readonly string[]).indexOf(key);
    return points.sort((a, b) => rank(a.key) - rank(b.key));
  }
  return points.sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const axis = axisOf(query);
  const rows = await getDb().$queryRaw<
    { id: string; title: string; owner: string | null; createdAt: Date }[]
  >`
    SELECT g."id", g."title", COALESCE(NULLIF(u."name", ''), u."email") AS "owner", g."createdAt"
      ${goalsSql(ctx, query)}
       AND ${axis.key} = ${point.key}
     ORDER BY g."createdAt" DESC, g."id" DESC
     LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.owner,
    href: `/goals/${row.id}`,
    at: row.createdAt.toISOString(),
  }));
}

export const goalMetrics = defineMetricSource({ entity: "goals", compute, drill });
