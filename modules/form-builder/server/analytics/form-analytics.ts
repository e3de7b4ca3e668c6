import "server-only";
import {
  BOOLEAN_TYPES,
  CHOICE_TYPES,
  elementLabel,
  isInputType,
  type FormElement,
} from "@/modules/form-builder/shared/elements";
import { readingOrder } from "@/modules/form-builder/shared/logic";
import type { FormAnalytics, QuestionSummary } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { formScope } from "../scope";
import { foldFormStats } from "../stats/fold-form-stats";
import { formStats } from "../stats/stat-reads";
import { fillDays, numberSummary, rate } from "./analytics-math";

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
  // read in one statement: the folded ones plus the tail's (stats/).
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
