import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  GOAL_PAGE_SIZE,
  GOALS_FIRST_VIEW,
  type GoalCounts,
  type GoalFilter,
  type GoalPage,
  type GoalTab,
} from "@/lib/goals/api";
import { CLOSED_GOAL_STATUSES } from "@/lib/goals/types";
import { goalCountsQuerySchema, goalListQuerySchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { decodeCursor, encodeCursor, pageRows } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { mineGoalSql, visibleGoalSql } from "./goal-access";
import { escapeLike, rowToSummary, summaryColumnsSql, type SummaryRow } from "./goal-rows";

const closed = Prisma.sql`(${Prisma.join(CLOSED_GOAL_STATUSES.map((status) => Prisma.sql`${status}`))})`;

/**
 * The goals of a tab on the "Goal" row `g`: My goals are the ones the member owns or was invited
 * to; Team goals every goal of the workspace they may see (their own included).
 */
function tabSql(membership: Membership, tab: GoalTab): Prisma.Sql {
  return tab === "my-goals" ? mineGoalSql(membership) : visibleGoalSql(membership);
}

function filterSql(filter: GoalFilter): Prisma.Sql {
  if (filter === "open") return Prisma.sql`AND g."status" NOT IN ${closed}`;
  if (filter === "closed") return Prisma.sql`AND g."status" IN ${closed}`;
  return Prisma.empty;
}

/**
 * GET /goals?active=&filter=&q=&cursor=: a page of the dashboard's list, newest first (keyset on
 * createdAt, id over the workspace's createdAt index), with each goal's owner and sub-goal count:
 * one query.
 */
export async function listGoals(actor: Actor, raw: unknown): Promise<GoalPage> {
  const membership = await activeMembership(actor);
  const query = parseInput(goalListQuerySchema, raw);
  const after = decodeCursor(query.cursor);
  const rows = await getDb().$queryRaw<SummaryRow[]>`
    SELECT ${summaryColumnsSql}
      FROM "Goal" g LEFT JOIN "User" u ON u."id" = g."ownerId"
     WHERE ${tabSql(membership, query.active)} ${filterSql(query.filter)}
       ${query.q ? Prisma.sql`AND g."title" ILIKE ${`%${escapeLike(query.q)}%`}` : Prisma.empty}
       ${after ? Prisma.sql`AND (g."createdAt", g."id") < (${after.createdAt}, ${after.id})` : Prisma.empty}
     ORDER BY g."createdAt" DESC, g."id" DESC
     LIMIT ${GOAL_PAGE_SIZE + 1}`;
  const { shown, last } = pageRows(rows, GOAL_PAGE_SIZE);
  return { items: shown.map(rowToSummary), nextCursor: last ? encodeCursor(last) : null };
}

/** GET /goals/counts?active=: the tab's All / Open / Closed counts, in one query (`active` as in the URL). */
export async function goalCounts(actor: Actor, active: unknown): Promise<GoalCounts> {
  const membership = await activeMembership(actor);
  const query = parseInput(goalCountsQuerySchema, { active });
  const [row] = await getDb().$queryRaw<GoalCounts[]>`
    SELECT count(*)::int AS "all",
           (count(*) FILTER (WHERE g."status" NOT IN ${closed}))::int AS "open",
           (count(*) FILTER (WHERE g."status" IN ${closed}))::int AS "closed"
      FROM "Goal" g WHERE ${tabSql(membership, query.active)}`;
  return row ?? { all: 0, open: 0, closed: 0 };
}

/**
 * The dashboard's first view, read with the page (issue 42): My goals under All without a search,
 * the view /goals opens, by the same two reads as GET /goals and GET /goals/counts.
 */
export async function goalsFirstView(actor: Actor): Promise<{ page: GoalPage; counts: GoalCounts }> {
  const [page, counts] = await Promise.all([
    listGoals(actor, GOALS_FIRST_VIEW),
    goalCounts(actor, GOALS_FIRST_VIEW.active),
  ]);
  return { page, counts };
}
