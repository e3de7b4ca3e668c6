import "server-only";
import {
  BOOLEAN_TYPES,
  CHOICE_TYPES,
  elementLabel,
  isInputType,
  type FormElement,
} from "@/modules/form-builder/shared/elements";
import { readingOrder } from "@/modules/form-builder/shared/logic";
import type { FormAnalytics, FormInsights, QuestionSummary } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { formBuilderScope, formScope, visibleFormsWhere } from "./scope";
import { foldFormStats, formStats, responseCounts } from "./stats";

// The Analyze tab and the Insights page (issue 17): numbers computed from the stored visits and
// responses, in PostgreSQL, a few statements side by side; the responses' counts come folded
// (stats.ts), so a form of 100,000 responses reads a few hundred rows, not its answers. Views are visits (one per page load),
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
function fillDays(rows: { date: string; count: number }[]): { date: string; count: number }[] {
  const byDay = new Map(rows.map((r) => [r.date, r.count]));
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: OVER_TIME_DAYS }, (_, n) => {
    const date = new Date(today - (OVER_TIME_DAYS - 1 - n) * 86_400_000).toISOString().slice(0, 10);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/**
 * A number element's summary from its values' histogram: min, max, mean and the median as
 * PostgreSQL's percentile_cont(0.5) gives it (the middle value, or the mean of the two middle ones).
 */
export function numberSummary(
  histogram: { value: number; count: number }[],
): { min: number; max: number; mean: number; median: number } | null {
  const values = histogram.filter((h) => h.count > 0).sort((a, b) => a.value - b.value);
  const total = values.reduce((sum, h) => sum + h.count, 0);
  if (total === 0) return null;
  const at = (index: number) => {
    let seen = 0;
    for (const h of values) {
      seen += h.count;
      if (index < seen) return h.value;
    }
    return values[values.length - 1]!.value;
  };
  const middle = (total - 1) / 2;
  const median = (at(Math.floor(middle)) + at(Math.ceil(middle))) / 2;
  const sum = values.reduce((acc, h) => acc + h.value * h.count, 0);
  return { min: values[0]!.value, max: values[values.length - 1]!.value, mean: sum / total, median };
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
  const texts = inputs.filter((e) => TEXT_TYPES.has(e.type)).map((e) => e.id);

  // The settled responses are folded first (nothing to do most of the time), then every count is
  // read in one statement: the folded ones plus the tail's (stats.ts).
  await foldFormStats(formId);
  const [stats, visits, dropOff, samples] = await Promise.all([
    formStats(formId),
    db.$queryRaw<{ views: bigint; starts: bigint }[]>`
      SELECT count(*) AS views, count("startedAt") AS starts FROM "FormVisit" WHERE "formId" = ${formId}`,
    db.$queryRaw<{ elementId: string | null; count: bigint }[]>`
      SELECT "lastElementId" AS "elementId", count(*) AS count FROM "FormVisit"
       WHERE "formId" = ${formId} AND "startedAt" IS NOT NULL AND "submittedAt" IS NULL
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
  ]);

  let submissions = 0;
  const answeredBy = new Map<string, number>();
  const choicesBy = new Map<string, Map<string, number>>();
  const valuesBy = new Map<string, { value: number; count: number }[]>();
  const days: { date: string; count: number }[] = [];
  for (const row of stats) {
    if (row.kind === "total") submissions = row.count;
    else if (row.kind === "day") days.push({ date: row.value, count: row.count });
    else if (row.kind === "answered") answeredBy.set(row.elementId, row.count);
    else if (row.kind === "choice") {
      const choices = choicesBy.get(row.elementId) ?? new Map<string, number>();
      choices.set(row.value, row.count);
      choicesBy.set(row.elementId, choices);
    } else {
      const values = valuesBy.get(row.elementId) ?? [];
      values.push({ value: Number(row.value), count: row.count });
      valuesBy.set(row.elementId, values);
    }
  }
  const sampleBy = new Map(samples);

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
      return { ...base, number: numberSummary(valuesBy.get(e.id) ?? []) };
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
    overTime: fillDays(days),
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
    select: { id: true, title: true, publishedVersionId: true },
  });
  const ids = forms.map((f) => f.id);
  const since = new Date(Date.now() - OVER_TIME_DAYS * 86_400_000);
  const [visits, overTime, counts] = ids.length
    ? await Promise.all([
        db.$queryRaw<{ formId: string; views: bigint; starts: bigint }[]>`
          SELECT "formId", count(*) AS views, count("startedAt") AS starts FROM "FormVisit"
           WHERE "formId" = ANY(${ids}) GROUP BY 1`,
        db.$queryRaw<{ day: Date; count: bigint }[]>`
          SELECT date_trunc('day', "createdAt" AT TIME ZONE 'UTC')::date AS day, count(*) AS count
            FROM "FormResponse" WHERE "formId" = ANY(${ids}) AND "createdAt" >= ${since}
           GROUP BY 1`,
        responseCounts(ids),
      ])
    : [[], [], new Map<string, number>()];
  const byForm = new Map(visits.map((v) => [v.formId, { views: Number(v.views), starts: Number(v.starts) }]));
  const rows = forms.map((f) => {
    const v = byForm.get(f.id) ?? { views: 0, starts: 0 };
    return {
      id: f.id,
      title: f.title,
      submissions: counts.get(f.id) ?? 0,
      views: v.views,
      completionRate: rate(counts.get(f.id) ?? 0, v.starts),
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
    overTime: fillDays(
      overTime.map((r) => ({ date: r.day.toISOString().slice(0, 10), count: Number(r.count) })),
    ),
  };
}
