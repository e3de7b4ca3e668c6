import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ProjectTime } from "@/lib/reporting/types";
import { getDb } from "@/lib/server/db";
import {
  dayIndexSql,
  dayOfIndexSql,
  entryMsSql,
  idArray,
  rangeCte,
  trackersCte,
  visibleEntrySql,
  type ReportWindow,
} from "./report-sql";

/** Billable and non-billable ms per local day (`YYYY-MM-DD`) of the period. */
export type DayTimes = { day: string; billableMs: number; nonBillableMs: number }[];

const sums = Prisma.sql`COALESCE(sum(${entryMsSql}) FILTER (WHERE t."billable"), 0)::float8 AS "billableMs",
  COALESCE(sum(${entryMsSql}) FILTER (WHERE NOT t."billable"), 0)::float8 AS "nonBillableMs"`;

/** The entry's local day (the one it starts in), as a day index of the period. */
const dayOf = dayIndexSql(Prisma.sql`t."start"`);

/** Entries that start in the period (an entry belongs to the local day it starts, as in the tracker). */
const inPeriod = Prisma.sql`t."start" >= (SELECT s FROM rng) AND t."start" < (SELECT e FROM rng)`;

/**
 * The entries a report may show (`t`, joined to its tracker `tr`): of readable trackers, everyone's
 * where the tracker shows the viewer everyone's, else only the viewer's own; of the chosen members.
 * Read through TimeEntry_report_range, (moduleId, start) with person, end and billable: the index
 * alone.
 */
function visibleEntries(window: ReportWindow): Prisma.Sql {
  const members =
    window.memberIds === null ? Prisma.empty : Prisma.sql`AND t."userId" = ANY(${idArray(window.memberIds)})`;
  return Prisma.sql`FROM tr JOIN "TimeEntry" t ON t."moduleId" = tr."id"
    WHERE ${inPeriod} AND ${visibleEntrySql(window.membership)} ${members}`;
}

/**
 * The viewer's own entries of the period in every time tracker of the workspace (My impact: one's
 * own time, whoever may read the tracker now), through TimeEntry(userId, start); on the chosen
 * projects' trackers when there are any.
 */
function ownEntries(window: ReportWindow): Prisma.Sql {
  const { membership, projectIds } = window;
  const projects =
    projectIds === null
      ? Prisma.empty
      : Prisma.sql`AND t."projectModuleId" IN (SELECT pm."id" FROM "ProjectModule" pm
           JOIN "Project" p ON p."id" = pm."projectId"
          WHERE p."workspaceId" = ${membership.workspaceId} AND p."id" = ANY(${idArray(projectIds)}))`;
  return Prisma.sql`FROM "TimeEntry" t
    WHERE t."userId" = ${membership.userId} AND ${inPeriod} AND t."workspaceId" = ${membership.workspaceId} ${projects}`;
}

/** Time tracked per local day: the viewer's own (`own`, My impact) or the visible entries of the members. */
export async function timeByDay(window: ReportWindow, own: boolean): Promise<DayTimes> {
  const entries = own ? ownEntries(window) : visibleEntries(window);
  const trackers = own ? Prisma.empty : Prisma.sql`, ${trackersCte(window)}`;
  return getDb().$queryRaw<DayTimes>`WITH ${rangeCte(window)} ${trackers}
    SELECT ${dayOfIndexSql(window, Prisma.sql`x.i`)} AS day, x."billableMs", x."nonBillableMs"
      FROM (SELECT ${dayOf} AS i, ${sums} ${entries} GROUP BY 1) x`;
}

/**
 * Time tracked per project (the visible entries of the members), most first; the workspace's own
 * trackers under `project: null`, last.
 */
export async function timePerProject(window: ReportWindow): Promise<ProjectTime[]> {
  const rows = await getDb().$queryRaw<
    { projectId: string | null; projectName: string | null; billableMs: number; nonBillableMs: number }[]
  >`WITH ${rangeCte(window)}, ${trackersCte(window)}
    SELECT tr."projectId", tr."projectName", ${sums} ${visibleEntries(window)}
     GROUP BY tr."projectId", tr."projectName"`;
  return rows
    .map((row) => ({
      project: row.projectId === null ? null : { id: row.projectId, name: row.projectName ?? "" },
      billableMs: row.billableMs,
      nonBillableMs: row.nonBillableMs,
    }))
    .sort((a, b) => {
      if ((a.project === null) !== (b.project === null)) return a.project === null ? 1 : -1;
      const total = (row: ProjectTime) => row.billableMs + row.nonBillableMs;
      return total(b) - total(a) || (a.project?.name ?? "").localeCompare(b.project?.name ?? "");
    });
}
