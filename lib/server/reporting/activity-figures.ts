import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ActivityCounts } from "@/lib/reporting/types";
import { getDb } from "@/lib/server/db";
import { boardIdsSql, boardsCte, idArray, rangeCte, type ReportWindow } from "./report-sql";

const ACTIONS = ["created", "updated", "moved", "assigned", "unassigned", "commented"] as const;

/**
 * Actions of the activity log in the period on readable boards, by type: those of the members
 * (TaskActivity(actorId, createdAt), one range per person), or everyone's
 * (TaskActivity(boardId, actionType, createdAt)). Every action counts, on subtasks too: this is
 * what people did, not a count of work items.
 */
export async function activityCounts(window: ReportWindow): Promise<ActivityCounts> {
  const actors =
    window.memberIds === null
      ? Prisma.empty
      : Prisma.sql`AND a."actorId" = ANY(${idArray(window.memberIds)})`;
  const rows = await getDb().$queryRaw<
    { actionType: string; n: number }[]
  >`WITH ${rangeCte(window)}, ${boardsCte(window)}
    SELECT a."actionType", count(*)::int AS n FROM "TaskActivity" a
     WHERE a."boardId" = ANY(${boardIdsSql}) ${actors}
       AND a."createdAt" >= (SELECT s FROM rng) AND a."createdAt" < (SELECT e FROM rng)
     GROUP BY a."actionType"`;
  const counts: ActivityCounts = {
    created: 0,
    updated: 0,
    moved: 0,
    assigned: 0,
    unassigned: 0,
    commented: 0,
    total: 0,
  };
  for (const row of rows) {
    const action = ACTIONS.find((name) => name === row.actionType);
    if (action) counts[action] += row.n;
    counts.total += row.n;
  }
  return counts;
}
