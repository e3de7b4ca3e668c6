import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DrillRow, MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import {
  defineMetricSource,
  type MetricContext,
  type MetricPointRef,
  type MetricQuery,
} from "@/lib/server/metrics/metric-source";
import { bucketKeySql, periodSql } from "@/lib/server/metrics/sql";
import { idArray } from "@/lib/server/reporting/report-sql";

/**
 * The form-responses report entity (issue 37): the stored responses (`FormResponse`) of the forms
 * a chart may count.
 *
 * - Rights: the forms whose responses the viewer reads in the form builder: of the readable modules
 *   of the chart (ctx.scopes, the module gate's read), every shared form, and private ones only
 *   when the viewer created them or manages the module's members — the rule of `visibleFormsWhere`
 *   (modules/form-builder/server/scope.ts) that `formScope` applies before listing, exporting or
 *   analysing a form's responses, written here as one condition over all the modules.
 * - Main instant: the submission (`FormResponse.createdAt`; `from` ≤ it < `to`).
 * - The person: the respondent. Forms are answered on a public page that records no one (a
 *   response has no user), so no respondent is ever known: with a person filter no response counts.
 * - X: `forms` the form (id, title); `date` the bucket of the submission in the query's zone.
 * - Y: `response-count` the number of responses.
 * - Drill: the responses, newest first; one opens its form's Responses view.
 */

type Query = MetricQuery<"form-responses">;

const noLabel = Prisma.sql`NULL::text`;

/** The X axis: each response's key and label (`r` the response, `f` its form). */
function axisOf(query: Query): { key: Prisma.Sql; label: Prisma.Sql } {
  switch (query.x) {
    case "forms":
      return { key: Prisma.sql`f."id"::text`, label: Prisma.sql`f."title"` };
    case "date":
      return {
        key: bucketKeySql(Prisma.sql`r."createdAt"`, query.bucket, query.zone),
        label: noLabel,
      };
  }
}

/**
 * `FROM … WHERE …` of the responses a context may count in a period: the visible forms of its
 * modules (Form by moduleId) and their responses through FormResponse(formId, createdAt).
 */
function responsesSql(ctx: MetricContext, query: Query): Prisma.Sql {
  const modules = ctx.scopes.map((scope) => scope.moduleId);
  const managed = ctx.scopes.filter((scope) => scope.access.manageMembers).map((scope) => scope.moduleId);
  return Prisma.sql`FROM "Form" f JOIN "FormResponse" r ON r."formId" = f."id"
    WHERE f."moduleId" = ANY(${idArray(modules)})
      AND (f."moduleId" = ANY(${idArray(managed)}) OR NOT f."private" OR f."createdById" = ${ctx.membership.userId})
      ${periodSql(Prisma.sql`r."createdAt"`, query)}`;
}

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  if (query.personIds !== null) return [];
  const axis = axisOf(query);
  const rows = await getDb().$queryRaw<{ key: string; label: string | null; value: number }[]>`
    SELECT ${axis.key} AS "key", ${axis.label} AS "label", count(*)::int AS "value"
      ${responsesSql(ctx, query)}
     GROUP BY 1, 2`;
  const points = rows.map((row) => ({
    key: row.key,
    label: row.label,
    series: null,
    seriesLabel: null,
    value: row.value,
  }));
  const byKey = (a: MetricPoint, b: MetricPoint) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return query.x === "date" ? points.sort(byKey) : points.sort((a, b) => b.value - a.value || byKey(a, b));
}

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  if (query.personIds !== null) return [];
  const axis = axisOf(query);
  const rows = await getDb().$queryRaw<
    { id: string; formId: string; moduleId: string; title: string; createdAt: Date }[]
  >`
    SELECT r."id", f."id" AS "formId", f."moduleId", f."title", r."createdAt"
      ${responsesSql(ctx, query)}
       AND ${axis.key} = ${point.key}
     ORDER BY r."createdAt" DESC, r."id" DESC
     LIMIT ${limit}`;
  const names = new Map(ctx.scopes.map((scope) => [scope.moduleId, scope.name]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: names.get(row.moduleId) ?? null,
    href: `/form-builder/${row.moduleId}/${row.formId}/edit?view=responses`,
    at: row.createdAt.toISOString(),
  }));
}

export const formResponseMetrics = defineMetricSource({ entity: "form-responses", compute, drill });
