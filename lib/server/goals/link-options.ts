import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { GOAL_LINK_OPTIONS_MAX, type GoalSummary } from "@/lib/goals/api";
import { goalLinkOptionsQuerySchema, goalParamsSchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { editableGoalSql, loadGoalAccess } from "./goal-access";
import { escapeLike, rowToSummary, summaryColumnsSql, type SummaryRow } from "./goal-rows";

/**
 * GET /goals/{goalId}/link-options?kind=sub|parent&q=: the goals the connect dialogs offer, newest
 * first, at most GOAL_LINK_OPTIONS_MAX, in one query. Goals the actor may edit (a link needs the
 * edit right on both goals: goal-links.ts), without the ones a link would loop through
 * (lib/goals/links.ts subGoalOptions / parentGoalOptions, here in SQL so the limit counts only
 * offered goals): for a sub-goal, not the goal, its ancestors or its current
 * sub-goals (a goal with another parent is offered: connecting moves it); for the parent, not the
 * goal, its subtree or its current parent.
 */
export async function linkOptions(
  actor: Actor,
  goalId: unknown,
  kind: unknown,
  q?: unknown,
): Promise<GoalSummary[]> {
  const params = parseInput(goalParamsSchema, { goalId });
  const access = await loadGoalAccess(actor, params.goalId);
  const query = parseInput(goalLinkOptionsQuerySchema, { kind, q });
  const id = access.goal.id;
  const excluded =
    query.kind === "sub"
      ? Prisma.sql`WITH RECURSIVE excluded AS (
          SELECT g."parentId" AS "id" FROM "Goal" g WHERE g."id" = ${id} AND g."parentId" IS NOT NULL
          UNION
          SELECT g."parentId" FROM excluded e JOIN "Goal" g ON g."id" = e."id" WHERE g."parentId" IS NOT NULL)`
      : Prisma.sql`WITH RECURSIVE excluded AS (
          SELECT g."id" FROM "Goal" g WHERE g."parentId" = ${id}
          UNION
          SELECT g."id" FROM excluded e JOIN "Goal" g ON g."parentId" = e."id")`;
  const current =
    query.kind === "sub"
      ? Prisma.sql`g."parentId" IS DISTINCT FROM ${id}`
      : Prisma.sql`g."id" IS DISTINCT FROM ${access.goal.parentId}`;
  const rows = await getDb().$queryRaw<SummaryRow[]>`
    ${excluded}
    SELECT ${summaryColumnsSql}
      FROM "Goal" g LEFT JOIN "User" u ON u."id" = g."ownerId"
     WHERE ${editableGoalSql(access.membership)} AND g."id" <> ${id} AND ${current}
       AND g."id" NOT IN (SELECT "id" FROM excluded)
       ${query.q ? Prisma.sql`AND g."title" ILIKE ${`%${escapeLike(query.q)}%`}` : Prisma.empty}
     ORDER BY g."createdAt" DESC, g."id" DESC
     LIMIT ${GOAL_LINK_OPTIONS_MAX}`;
  return rows.map(rowToSummary);
}
