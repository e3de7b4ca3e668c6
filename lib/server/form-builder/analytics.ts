import "server-only";
import {
  BOOLEAN_TYPES,
  CHOICE_TYPES,
  elementLabel,
  isInputType,
  type FormElement,
} from "@/lib/form-builder/elements";
import { readingOrder } from "@/lib/form-builder/logic";
import type { FormAnalytics, FormInsights, QuestionSummary } from "@/lib/form-builder/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { formBuilderScope, formScope, visibleFormsWhere } from "./scope";

// The Analyze tab and the Insights page (issue 17): numbers computed from the stored visits and
// responses, in PostgreSQL, a few statements side by side. Views are visits (one per page load),
// starts visits that answered something, submissions the stored responses; drop-off counts started
// visits that did not submit, by the furthest element they touched.

export const OVER_TIME_DAYS = 30;
const TEXT_SAMPLES = 5;
const TEXT_TYPES = new Set([
  "shortText",
  "longText",
  "fullName",
  "address",
  "email",
  "url",
  "phone",
  "date",
  "time",
]);

const rate = (submissions: number, starts: number) =>
  starts === 0 ? 0 : Math.min(1, submissions / Math.max(starts, submissions));

/** The days of the last OVER_TIME_DAYS (UTC), oldest first, each with its count (0 when none). */
function fillDays(rows: { day: Date; count: bigint | number }[]): { date: string; count: number }[] {
  const byDay = new Map(rows.map((r) => [r.day.toISOString().slice(0, 10), Number(r.count)]));
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: OVER_TIME_DAYS }, (_, n) => {
    const date = new Date(today - (OVER_TIME_DAYS - 1 - n) * 86_400_000).toISOString().slice(0, 10);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/** The elements the analytics speak of: the published version's, else the draft's. */
async function analyzedElements(formId: string): Promise<FormElement[]> {
  const form = await getDb().form.findUniqueOrThrow({
    where: { id: formId },
    select: { elements: true, publishedVersion: { select: { elements: true } } },
  });
  return readingOrder((form.publishedVersion?.elements ?? form.elements) as unknown as FormElement[]);
}

/** GET …/form/{formId}/analytics. */
export async function formAnalytics(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<FormAnalytics> {
  const { formId } = await formScope(actor, input.params, locale);
  const db = getDb();
  const elements = await analyzedElements(formId);
  const inputs = elements.filter((e) => isInputType(e.type));
  const counted = inputs
    .filter((e) => CHOICE_TYPES.has(e.type) || BOOLEAN_TYPES.has(e.type))
    .map((e) => e.id);
  const numbers = inputs.filter((e) => e.type === "number").map((e) => e.id);
  const texts = inputs.filter((e) => TEXT_TYPES.has(e.type)).map((e) => e.id);
  const since = new Date(Date.now() - OVER_TIME_DAYS * 86_400_000);

  const [submissions, visits, dropOff, answered, numberStats, samples, overTime] = await Promise.all([
    db.formResponse.count({ where: { formId } }),
    db.$queryRaw<{ views: bigint; starts: bigint }[]>`
      SELECT count(*) AS views, count("startedAt") AS starts FROM "FormVisit" WHERE "formId" = ${formId}`,
    db.$queryRaw<{ elementId: string | null; count: bigint }[]>`
      SELECT "lastElementId" AS "elementId", count(*) AS count FROM "FormVisit"
       WHERE "formId" = ${formId} AND "startedAt" IS NOT NULL AND "submittedAt" IS NULL
       GROUP BY 1`,
    // Per element: how many answered, and for choices and checkboxes how many gave each value.
    db.$queryRaw<{ key: string; value: string | null; count: bigint }[]>`
      SELECT e.key, CASE WHEN e.key = ANY(${counted}) THEN e.value #>> '{}' END AS value, count(*) AS count
        FROM "FormResponse" r CROSS JOIN LATERAL jsonb_each(r."answers") e
       WHERE r."formId" = ${formId}
       GROUP BY 1, 2`,
    numbers.length === 0
      ? Promise.resolve([])
      : db.$queryRaw<{ key: string; min: number; max: number; mean: number; median: number }[]>`
          SELECT e.key, min(n)::float8 AS min, max(n)::float8 AS max, avg(n)::float8 AS mean,
                 percentile_cont(0.5) WITHIN GROUP (ORDER BY n)::float8 AS median
            FROM "FormResponse" r CROSS JOIN LATERAL jsonb_each(r."answers") e
            CROSS JOIN LATERAL (SELECT (e.value #>> '{}')::numeric AS n) v
           WHERE r."formId" = ${formId} AND e.key = ANY(${numbers}) AND jsonb_typeof(e.value) = 'number'
           GROUP BY 1`,
    Promise.all(
      texts.map((id) =>
        db.$queryRaw<{ text: string }[]>`
          SELECT r."answers" ->> ${id} AS text FROM "FormResponse" r
           WHERE r."formId" = ${formId} AND r."answers" ? ${id}
           ORDER BY r."createdAt" DESC, r."id" DESC LIMIT ${TEXT_SAMPLES}`.then(
          (rows) => [id, rows.map((r) => r.text)] as const,
        ),
      ),
    ),
    db.$queryRaw<{ day: Date; count: bigint }[]>`
      SELECT date_trunc('day', "createdAt" AT TIME ZONE 'UTC')::date AS day, count(*) AS count
        FROM "FormResponse" WHERE "formId" = ${formId} AND "createdAt" >= ${since}
       GROUP BY 1`,
  ]);

  const answeredBy = new Map<string, number>();
  const choicesBy = new Map<string, Map<string, number>>();
  for (const row of answered) {
    answeredBy.set(row.key, (answeredBy.get(row.key) ?? 0) + Number(row.count));
    if (row.value !== null) {
      const choices = choicesBy.get(row.key) ?? new Map<string, number>();
      choices.set(row.value, Number(row.count));
      choicesBy.set(row.key, choices);
    }
  }
  const sampleBy = new Map(samples);
  const numberBy = new Map(numberStats.map((row) => [row.key, row]));

  const questions: QuestionSummary[] = inputs.map((e) => {
    const base: QuestionSummary = {
      elementId: e.id,
      label: elementLabel(e),
      type: e.type,
      answered: answeredBy.get(e.id) ?? 0,
    };
    if (CHOICE_TYPES.has(e.type)) {
      const counts = choicesBy.get(e.id) ?? new Map<string, number>();
      const options = e.configuration.options ?? [];
      const extra = [...counts.keys()].filter((v) => !options.includes(v));
      return {
        ...base,
        choices: [...options, ...extra].map((value) => ({ value, count: counts.get(value) ?? 0 })),
      };
    }
    if (BOOLEAN_TYPES.has(e.type)) {
      // Unchecked boxes are not stored: "No" is every submission that did not check it.
      const yes = choicesBy.get(e.id)?.get("true") ?? 0;
      return {
        ...base,
        choices: [
          { value: "true", count: yes },
          { value: "false", count: submissions - yes },
        ],
      };
    }
    if (e.type === "number") {
      const stats = numberBy.get(e.id);
      return {
        ...base,
        number: stats ? { min: stats.min, max: stats.max, mean: stats.mean, median: stats.median } : null,
      };
    }
    if (TEXT_TYPES.has(e.type)) return { ...base, samples: [...(sampleBy.get(e.id) ?? [])] };
    return base;
  });

  const labels = new Map(elements.map((e) => [e.id, elementLabel(e)]));
  const views = Number(visits[0]?.views ?? 0);
  const starts = Number(visits[0]?.starts ?? 0);
  return {
    views,
    starts,
    submissions,
    completionRate: rate(submissions, starts),
    dropOff: dropOff
      .filter((row) => row.elementId !== null && labels.has(row.elementId))
      .map((row) => ({
        elementId: row.elementId!,
        label: labels.get(row.elementId!)!,
        count: Number(row.count),
      }))
      .sort((a, b) => b.count - a.count),
    questions,
    overTime: fillDays(overTime),
  };
}

/** GET /form-builder/{id}/insights: every form the caller sees, summed, and the top forms. */
export async function formInsights(
  actor: Actor,
  input: { moduleId: unknown },
  locale: Locale,
): Promise<FormInsights> {
  const scope = await formBuilderScope(actor, input.moduleId, locale);
  const db = getDb();
  const forms = await db.form.findMany({
    where: visibleFormsWhere(scope, actor),
    select: { id: true, title: true, publishedVersionId: true, responseCount: true },
  });
  const ids = forms.map((f) => f.id);
  const since = new Date(Date.now() - OVER_TIME_DAYS * 86_400_000);
  const [visits, overTime] = ids.length
    ? await Promise.all([
        db.$queryRaw<{ formId: string; views: bigint; starts: bigint }[]>`
          SELECT "formId", count(*) AS views, count("startedAt") AS starts FROM "FormVisit"
           WHERE "formId" = ANY(${ids}) GROUP BY 1`,
        db.$queryRaw<{ day: Date; count: bigint }[]>`
          SELECT date_trunc('day', "createdAt" AT TIME ZONE 'UTC')::date AS day, count(*) AS count
            FROM "FormResponse" WHERE "formId" = ANY(${ids}) AND "createdAt" >= ${since}
           GROUP BY 1`,
      ])
    : [[], []];
  const byForm = new Map(visits.map((v) => [v.formId, { views: Number(v.views), starts: Number(v.starts) }]));
  const rows = forms.map((f) => {
    const v = byForm.get(f.id) ?? { views: 0, starts: 0 };
    return {
      id: f.id,
      title: f.title,
      submissions: f.responseCount,
      views: v.views,
      completionRate: rate(f.responseCount, v.starts),
      starts: v.starts,
    };
  });
  const sum = (key: "views" | "starts" | "submissions") => rows.reduce((total, r) => total + r[key], 0);
  return {
    forms: forms.length,
    published: forms.filter((f) => f.publishedVersionId !== null).length,
    views: sum("views"),
    starts: sum("starts"),
    submissions: sum("submissions"),
    completionRate: rate(sum("submissions"), sum("starts")),
    top: rows
      .sort((a, b) => b.submissions - a.submissions || b.views - a.views)
      .slice(0, 10)
      .map(({ starts: _starts, ...row }) => row),
    overTime: fillDays(overTime),
  };
}
