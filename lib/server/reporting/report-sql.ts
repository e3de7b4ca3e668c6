import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { addDays, daysInRange } from "@/modules/time-tracker/shared/report-range";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";
import { readableBoardsSql } from "@/lib/server/permissions/readable-boards";
import { localMidnightSql } from "@/lib/server/reporting/day-bounds";
import { statusIndexSql } from "@/lib/server/tasks/status-sql";
import { TIME_TRACKER_TAG } from "@/modules/time-tracker/shared/types";

/**
 * What one report's statements read (see report-data.ts for the rules): who looks, in which zone,
 * over which local days, and for whom.
 */
export interface ReportWindow {
  membership: Membership;
  /** IANA zone every day and week is read in. */
  zone: string;
  /** Local days, both included. */
  from: string;
  to: string;
  /** Today in `zone` (when the statement runs: the service decides it once). */
  today: string;
  /** Members the figures are about; null: everyone the viewer may see. */
  memberIds: string[] | null;
  /** Projects the figures are limited to; null: every project (and the workspace's own modules). */
  projectIds: string[] | null;
}

/** The last day a day-by-day chart shows: the period's last day, or today when the period runs on. */
export const lastChartDay = (window: ReportWindow) => (window.to < window.today ? window.to : window.today);

/**
 * `rng AS (…)`: the statement's constants, computed once: the zone `z`; the local midnights that
 * start each day of the period and the one after its last day, as UTC instants (`b`, ascending;
 * PostgreSQL applies the zone's rules, DST included), hence `s` (the period's first instant) and
 * `e` (the first instant after it); `ts`, the instant today starts; `last`, the index of the last day
 * a day-by-day chart shows. Read as `(SELECT … FROM rng)`: filters on instants are then plain index
 * bounds with nothing converted per row, and an instant's local day is found in `b` by a binary
 * search (dayIndexSql) rather than a time-zone conversion per row.
 */
export function rangeCte(window: ReportWindow): Prisma.Sql {
  const last = lastChartDay(window);
  const lastIndex = daysInRange({ from: window.from, to: last });
  return Prisma.sql`rng AS (
    SELECT r.z, r.b, r.b[1] AS s, r.b[cardinality(r.b)] AS e, r.ts, ${lastIndex}::int AS "last"
      FROM (SELECT ${window.zone}::text AS z,
                   ARRAY(SELECT ${localMidnightSql(Prisma.sql`g`, window.zone)}
                           FROM generate_series(${window.from}::date, ${addDays(window.to, 1)}::date, interval '1 day') g
                          ORDER BY g) AS b,
                   ${localMidnightSql(window.today, window.zone)} AS ts
             OFFSET 0) r)`;
}

/**
 * The day of a stored UTC instant `column` as an index into the period: 1 for its first day, n for
 * its n-th; 0 before the period, and the period's length + 1 after it.
 */
export const dayIndexSql = (column: Prisma.Sql) => Prisma.sql`width_bucket(${column}, (SELECT b FROM rng))`;

/** The `YYYY-MM-DD` of day index `index` (dayIndexSql) of the window. */
export const dayOfIndexSql = (window: ReportWindow, index: Prisma.Sql) =>
  Prisma.sql`to_char(${window.from}::date + (${index} - 1), 'YYYY-MM-DD')`;

/** A list of ids as a `char(24)[]` parameter (the type of the id columns). */
export const idArray = (ids: readonly string[]) => Prisma.sql`${[...ids]}::char(24)[]`;

/**
 * `bd AS (…)`: the task boards of the report: those the viewer may read (readableBoardsSql, the
 * module gate's rule for lists), on the chosen projects when there are any (a workspace's own
 * modules are on no project, so a project filter leaves them out).
 */
export function boardsCte(window: ReportWindow): Prisma.Sql {
  const { membership, projectIds } = window;
  const readable = readableBoardsSql(membership);
  if (projectIds === null) return Prisma.sql`bd AS (${readable})`;
  return Prisma.sql`bd AS (SELECT b."id" FROM "TaskBoard" b JOIN "ProjectModule" pm ON pm."id" = b."projectModuleId"
     WHERE b."workspaceId" = ${membership.workspaceId} AND pm."projectId" = ANY(${idArray(projectIds)})
       AND b."id" IN (${readable}))`;
}

/** The report's boards (`bd`) as an array, for `"boardId" = ANY(…)`: an index condition, and a cheap filter. */
export const boardIdsSql = Prisma.sql`ARRAY(SELECT "id" FROM bd)`;

/**
 * Which tasks a report is about, for a `"Task"` row `t` joined with its column `c` (of `cst`): with a
 * member filter, those assigned to one of the members or, unassigned and done, moved to done (or
 * created there) by one of them; else all.
 */
export function membersFilter(window: ReportWindow): Prisma.Sql {
  if (window.memberIds === null) return Prisma.empty;
  const chosen = idArray(window.memberIds);
  return Prisma.sql`AND (t."assigneeIds" && ${chosen}
    OR (c.st = 2 AND cardinality(t."assigneeIds") = 0 AND t."columnSinceById" = ANY(${chosen})))`;
}

/**
 * `cst`: the report's boards' columns (with their board) with their status by rank now (`st`: 0 todo, 1 work in
 * progress, 2 done), their name and rank.
 */
export const columnsCte = Prisma.sql`cst AS MATERIALIZED (
      SELECT x."id", x."boardId", x."name", x.rn,
             ${statusIndexSql(Prisma.sql`x.rn`, Prisma.sql`x.n`)} AS st
        FROM (SELECT c."id", c."boardId", c."name",
                     row_number() OVER (PARTITION BY c."boardId" ORDER BY c."order", c."id") AS rn,
                     count(*) OVER (PARTITION BY c."boardId") AS n
                FROM "TaskColumn" c WHERE c."boardId" = ANY(${boardIdsSql})) x)`;

const bool = (value: boolean) => Prisma.raw(value ? "true" : "false");

/** What trackersCte reads of a window: who looks, and the projects (null: all, and the workspace's own). */
export type TrackersWindow = Pick<ReportWindow, "membership" | "projectIds">;

/**
 * `tr AS (…)`: the time trackers of the report the viewer may read (the module gate's rule: a time
 * tracker has no permissions-matrix applet, so readable = visible), with their project (null for the
 * workspace's own), and `everyone`: whether the tracker shows the viewer everyone's entries — as its
 * reports do for those who manage its members (lib/modules/module-access.ts manageMembers: a
 * workspace role that writes, and admin of the workspace, the project or the module); anyone else
 * sees only their own entries there.
 */
export function trackersCte(window: TrackersWindow): Prisma.Sql {
  const { membership, projectIds } = window;
  const { workspaceId, userId } = membership;
  const writes = canWrite(membership.role);
  const admin = managesWorkspace(membership.role);
  const projectFilter =
    projectIds === null ? Prisma.empty : Prisma.sql`AND vm."project_id" = ANY(${idArray(projectIds)})`;
  const everyone = !writes
    ? bool(false)
    : admin
      ? bool(true)
      : Prisma.sql`(vm."project_role" IN ('admin', 'owner') OR vm."module_role" IN ('admin', 'owner'))`;
  return Prisma.sql`tr AS (
    SELECT vm."id", p."id" AS "projectId", p."name" AS "projectName", ${everyone} AS "everyone"
      FROM suite_visible_modules(${userId}, ${workspaceId}) vm
      LEFT JOIN "Project" p ON p."id" = vm."project_id"
     WHERE vm."tag" = ${TIME_TRACKER_TAG} AND vm."readable" ${projectFilter})`;
}

/**
 * The entries `t` of a tracker `tr` (trackersCte) the viewer may see, as a condition: everyone's
 * where the tracker shows them everyone's, elsewhere only their own.
 */
export const visibleEntrySql = (membership: Pick<Membership, "userId">) =>
  Prisma.sql`(tr."everyone" OR t."userId" = ${membership.userId})`;

/**
 * entryMsSql with a running entry counted up to `until` (a UTC `timestamp` expression) instead of
 * the statement's now: a dashboard read at a given instant.
 */
export const entryMsUntilSql = (until: Prisma.Sql) => Prisma.sql`(GREATEST(0, floor(EXTRACT(EPOCH FROM
  (COALESCE(t."end", ${until}) - t."start")))) * 1000)`;

/**
 * An entry's time in ms (`t`, a "TimeEntry"), as the time tracker's reports count it: whole seconds,
 * a running entry up to now (modules/time-tracker/server/report-sql.ts secondsSql), so both agree.
 */
export const entryMsSql = entryMsUntilSql(Prisma.sql`now() AT TIME ZONE 'UTC'`);

/**
 * The memory a task-figure statement may use for each sort and hash. They group tens of thousands
 * of rows: under PostgreSQL's default (4 MB) their CTEs and aggregates spilled to disk, and the
 * planner chose sorts over hashes (the flow's grouping sets: ~2× slower). What they really use is a
 * few MB; this is an upper bound per node of one statement, not an allocation.
 */
const REPORT_WORK_MEM = "16MB";

/**
 * A report statement, in a transaction that raises work_mem for itself alone (SET LOCAL). Under load
 * it waits for a connection as long as a plain query would (Prisma's default wait for a transaction
 * is 2 s, after which the request failed instead of queueing).
 */
export async function reportQuery<T>(sql: Prisma.Sql): Promise<T[]> {
  const db = getDb();
  const [, rows] = await db.$transaction(
    [db.$executeRawUnsafe(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`), db.$queryRaw<T[]>(sql)],
    { maxWait: 60_000, timeout: 60_000 },
  );
  return rows;
}
