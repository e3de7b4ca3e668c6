import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalPeriod, GoalPerson, GoalSummary } from "@/lib/goals/api";
import type { GoalDecimals, GoalMeasurement, GoalSource, GoalStatus } from "@/lib/goals/types";

/** A calendar day (`YYYY-MM-DD`) as the Date a `@db.Date` column stores (UTC midnight). */
export const dayToDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dateToDay = (date: Date) => date.toISOString().slice(0, 10);

export function periodOf(start: Date | null, end: Date | null): GoalPeriod | null {
  return start && end ? { start: dateToDay(start), end: dateToDay(end) } : null;
}

/**
 * The columns of a goal summary read from the "Goal" row `g` with its owner `u` (LEFT JOIN "User" u
 * ON u."id" = g."ownerId"); sub-goals are counted on the parentId index.
 */
export const summaryColumnsSql = Prisma.sql`g."id", g."title", g."status", g."periodStart", g."periodEnd",
  g."progress", g."source", g."measurement", g."decimals", g."parentId", g."updatedAt", g."createdAt",
  u."id" AS "ownerId", u."name" AS "ownerName", u."image" AS "ownerImage",
  (SELECT count(*) FROM "Goal" s WHERE s."parentId" = g."id")::int AS "subGoalCount"`;

export interface SummaryRow {
  id: string;
  title: string;
  status: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  progress: number | null;
  source: string;
  measurement: string;
  decimals: number;
  parentId: string | null;
  updatedAt: Date;
  createdAt: Date;
  ownerId: string | null;
  ownerName: string | null;
  ownerImage: string | null;
  subGoalCount: number;
}

export function rowToSummary(row: Omit<SummaryRow, "createdAt">): GoalSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status as GoalStatus,
    owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? "", image: row.ownerImage } : null,
    timePeriod: periodOf(row.periodStart, row.periodEnd),
    progress: row.progress,
    source: row.source as GoalSource,
    measurement: row.measurement as GoalMeasurement,
    decimals: row.decimals as GoalDecimals,
    parentId: row.parentId,
    subGoalCount: row.subGoalCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const personSelect = { id: true, name: true, image: true } satisfies Prisma.UserSelect;

export const toPerson = (user: { id: string; name: string; image: string | null }): GoalPerson => ({
  id: user.id,
  name: user.name,
  image: user.image,
});

/** A goal summary through Prisma (the goal page's parent and sub-goals). */
export const summarySelect = {
  id: true,
  title: true,
  status: true,
  periodStart: true,
  periodEnd: true,
  progress: true,
  source: true,
  measurement: true,
  decimals: true,
  parentId: true,
  updatedAt: true,
  owner: { select: personSelect },
  _count: { select: { subGoals: true } },
} satisfies Prisma.GoalSelect;

export type SelectedSummary = Prisma.GoalGetPayload<{ select: typeof summarySelect }>;

export function selectedToSummary({ owner, _count, ...goal }: SelectedSummary): GoalSummary {
  return rowToSummary({
    ...goal,
    ownerId: owner?.id ?? null,
    ownerName: owner?.name ?? null,
    ownerImage: owner?.image ?? null,
    subGoalCount: _count.subGoals,
  });
}

/** `text` for a LIKE pattern, its wildcards escaped (the default escape character is the backslash). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
