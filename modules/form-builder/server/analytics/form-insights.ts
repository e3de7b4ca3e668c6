import "server-only";
import type { FormInsights } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { formBuilderScope, visibleFormsWhere } from "../scope";
import { responseCounts } from "../stats/stat-reads";
import { fillDays, OVER_TIME_DAYS, rate } from "./analytics-math";

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
