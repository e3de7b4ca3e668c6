import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { Prisma } from "@/lib/generated/prisma/client";
import { reportQuerySchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import { fromCents } from "@/modules/time-tracker/shared/rates";
import {
  BILLABLE_KEY,
  NON_BILLABLE_KEY,
  type ReportGroup,
  type ReportGroupBy,
  type TimeReport,
} from "@/modules/time-tracker/shared/report-types";
import type * as z from "@/lib/zod";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { moduleBilling } from "./rates";
import {
  amountsSql,
  localStartSql,
  rangeSql,
  rateJoinSql,
  secondsSql,
  sumsSql,
  type ReportFilter,
} from "./report-sql";
import { readableTaskTitles } from "./task-links";
import { timeTrackerScope } from "./scope";

type RangeQuery = { from: string; to: string; tz: string; member?: string };

/**
 * The gate and the query of a report or an export, and whose entries it reads: module admins
 * (manageMembers) everyone's, or one person's with `member`; anyone else only their own (asking for
 * another person is 403).
 */
export async function reportRequest<S extends z.core.$ZodType<RangeQuery>>(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  schema: S,
  locale: Locale,
): Promise<{ scope: ModuleScope; query: z.output<S>; filter: ReportFilter }> {
  const scope = await timeTrackerScope(actor, input.moduleId, locale);
  const query = parseInput(schema, input.query);
  const { from, to, tz, member } = query as RangeQuery;
  if (!scope.access.manageMembers && member && member !== actor.userId) throw forbidden();
  const userId = scope.access.manageMembers ? (member ?? null) : actor.userId;
  return { scope, query, filter: { moduleId: scope.moduleId, from, to, tz, userId } };
}

/**
 * How entries (`t`) fall into groups: their `key`, and the label of a group from its key (`g`), with
 * the outer join it needs. Tags are the exception (an entry counts under each of its tags): see
 * `tagRows`.
 */
interface Grouping {
  key: Prisma.Sql;
  /** The key as the API answers it (dates grouped as dates are written YYYY-MM-DD). */
  shownKey: Prisma.Sql;
  label: Prisma.Sql;
  labelJoin: Prisma.Sql;
  task: boolean;
}

const NONE = Prisma.sql`NULL::text`;

function groupingOf(groupBy: Exclude<ReportGroupBy, "tag">, tz: string): Grouping {
  const plain = { shownKey: Prisma.sql`g."key"`, label: NONE, labelJoin: Prisma.empty, task: false };
  // Days and weeks group as dates (cheaper per entry than text); the few groups are written after.
  const date = Prisma.sql`to_char(g."key", 'YYYY-MM-DD')`;
  switch (groupBy) {
    case "day":
      return { ...plain, key: Prisma.sql`${localStartSql(tz)}::date`, shownKey: date };
    case "week":
      return {
        ...plain,
        key: Prisma.sql`date_trunc('week', ${localStartSql(tz)})::date`,
        shownKey: date,
        label: Prisma.sql`to_char(g."key", 'IYYY-"W"IW')`,
      };
    case "member":
      return {
        ...plain,
        key: Prisma.sql`t."userId"::text`,
        label: Prisma.sql`u."name"`,
        labelJoin: Prisma.sql`LEFT JOIN "User" u ON u."id" = g."key"`,
      };
    case "task":
      return { ...plain, key: Prisma.sql`t."taskId"::text`, task: true };
    case "billable":
      return {
        ...plain,
        key: Prisma.sql`CASE WHEN t."billable" THEN ${BILLABLE_KEY} ELSE ${NON_BILLABLE_KEY} END`,
      };
  }
}

interface Row {
  total: boolean;
  key: string | null;
  label: string | null;
  taskModuleId: string | null;
  taskKey: string | null;
  seconds: number;
  billableSeconds: number;
  cents: number;
}

/**
 * The groups and the overall totals in one statement that reads the range's index entries once and
 * sums them per entry as it goes (GROUPING SETS: the groups and the total), then labels the groups.
 */
function reportRows(filter: ReportFilter, groupBy: ReportGroupBy): Promise<Row[]> {
  if (groupBy === "tag") return tagRows(filter);
  const grouping = groupingOf(groupBy, filter.tz);
  const task = grouping.task
    ? Prisma.sql`t."taskModuleId"::text AS "taskModuleId", t."taskKey" AS "taskKey"`
    : Prisma.sql`NULL::text AS "taskModuleId", NULL::text AS "taskKey"`;
  return getDb().$queryRaw<Row[]>`WITH "g" AS (
      SELECT GROUPING(x."key") = 1 AS "total", x."key", x."taskModuleId", x."taskKey", ${sumsSql}
        FROM (SELECT ${grouping.key} AS "key", ${task}, ${amountsSql}
                FROM "TimeEntry" t ${secondsSql} ${rateJoinSql}
               WHERE ${rangeSql(filter)}) x
       GROUP BY GROUPING SETS ((x."key", x."taskModuleId", x."taskKey"), ())
    )
    SELECT g."total", ${grouping.shownKey} AS "key", ${grouping.label} AS "label", g."taskModuleId",
           g."taskKey", g."seconds", g."billableSeconds", g."cents"
      FROM "g" g ${grouping.labelJoin}`;
}

/**
 * By tag: an entry counts under each of its tags that still exists, with none under "No tag"; so
 * the total is summed apart (each entry once).
 */
function tagRows(filter: ReportFilter): Promise<Row[]> {
  return getDb().$queryRaw<Row[]>`
    SELECT false AS "total", x."key", x."label", NULL::text AS "taskModuleId", NULL::text AS "taskKey", ${sumsSql}
      FROM (SELECT g."id"::text AS "key", g."title" AS "label", ${amountsSql}
              FROM "TimeEntry" t ${secondsSql} ${rateJoinSql}
              LEFT JOIN LATERAL (SELECT tt."id", tt."title" FROM "TimeTag" tt
                 WHERE tt."moduleId" = ${filter.moduleId} AND tt."id" = ANY(t."tagIds")) g ON true
             WHERE ${rangeSql(filter)}) x
     GROUP BY x."key", x."label"
    UNION ALL
    SELECT true, NULL, NULL, NULL, NULL, ${sumsSql}
      FROM (SELECT ${amountsSql} FROM "TimeEntry" t ${secondsSql} ${rateJoinSql} WHERE ${rangeSql(filter)}) x`;
}

const dated = (groupBy: ReportGroupBy) => groupBy === "day" || groupBy === "week";

/** Dates in order; people, tasks and tags by time (most first), the "none" group last. */
function compareGroups(groupBy: ReportGroupBy) {
  return (a: ReportGroup, b: ReportGroup) => {
    if (dated(groupBy)) return (a.key ?? "").localeCompare(b.key ?? "");
    if (groupBy === "billable") return a.key === BILLABLE_KEY ? -1 : b.key === BILLABLE_KEY ? 1 : 0;
    if ((a.key === null) !== (b.key === null)) return a.key === null ? 1 : -1;
    return b.seconds - a.seconds || a.label.localeCompare(b.label);
  };
}

async function labelsOf(actor: Actor, rows: readonly Row[], groupBy: ReportGroupBy, locale: Locale) {
  const titles =
    groupBy === "task"
      ? await readableTaskTitles(
          actor,
          rows.flatMap((row) =>
            row.key && row.taskModuleId ? [{ taskModuleId: row.taskModuleId, taskId: row.key }] : [],
          ),
        )
      : new Map<string, string>();
  return (row: Row): string => {
    switch (groupBy) {
      case "day":
        return row.key ?? "";
      case "billable":
        return translateMessage(
          locale,
          row.key === BILLABLE_KEY ? "timeTracker.reports.billable" : "timeTracker.reports.nonBillable",
        );
      case "task": {
        if (!row.key) return translateMessage(locale, "timeTracker.reports.noTask");
        const title = titles.get(row.key);
        return title ? `${row.taskKey ?? ""} ${title}`.trim() : (row.taskKey ?? row.key);
      }
      case "tag":
        return row.label ?? translateMessage(locale, "timeTracker.reports.noTag");
      default:
        return row.label ?? row.key ?? "";
    }
  };
}

/**
 * GET /time-tracker/{id}/report?from&to&tz&groupBy&member: the range's totals by day, week, person,
 * task, tag or billability, and overall, summed by PostgreSQL. An entry belongs to the local day it
 * starts in `tz`; a running one counts up to now; amounts are billable time × each person's rate.
 */
export async function getReport(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<TimeReport> {
  const { scope, query, filter } = await reportRequest(actor, input, reportQuerySchema, locale);
  const [rows, billing] = await Promise.all([
    reportRows(filter, query.groupBy),
    moduleBilling(scope.moduleId),
  ]);
  const label = await labelsOf(actor, rows, query.groupBy, locale);
  const totals = (row: Row | undefined) => ({
    seconds: row?.seconds ?? 0,
    billableSeconds: row?.billableSeconds ?? 0,
    amount: fromCents(row?.cents ?? 0),
  });
  const groups = rows
    .filter((row) => !row.total)
    .map((row) => ({ key: row.key, label: label(row), ...totals(row) }))
    .sort(compareGroups(query.groupBy));
  return {
    from: query.from,
    to: query.to,
    tz: query.tz,
    groupBy: query.groupBy,
    member: filter.userId,
    overlapping: query.groupBy === "tag",
    groups,
    total: { ...totals(rows.find((row) => row.total)), currency: billing.currency },
  };
}
