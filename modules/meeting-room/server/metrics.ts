import "server-only";
import type { DrillRow, MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import {
  defineMetricSource,
  type MetricContext,
  type MetricPointRef,
  type MetricQuery,
} from "@/lib/server/metrics/metric-source";
import {
  keptOccurrences,
  occurrencePoints,
  occurrencesAt,
  occurrenceWindow,
  type CountedOccurrence,
  type OccurrenceAxis,
  type Person,
} from "@/lib/server/metrics/occurrences";
import { moduleIdsOf } from "@/lib/server/metrics/sql";
import { meetingHref } from "@/modules/meeting-room/server/meeting-write";
import { occurrencesOf } from "@/modules/meeting-room/server/series";

/**
 * The `meetings` report entity (issue 37): the occurrences of the meetings of the meeting rooms the
 * viewer may read — anyone who can open a meeting room reads all its meetings (server/list-meetings.ts)
 * —, a series' each occurrence as the lists expand it (server/series.ts `occurrencesOf`).
 * - Main instant: the occurrence's start; `from`/`to` keep starts in [from, to); with no period (or
 *   one end open) the 90 days either side of now (lib/server/metrics/occurrences.ts
 *   `occurrenceWindow`), as a series may never end.
 * - The person: those the meeting makes busy (server/busy.ts): its host and the invited members who
 *   have not declined, each counting it once; outside guests are nobody; with none (the host's
 *   account gone, everyone declined): UNASSIGNED.
 * - X: `assignee`, `meeting-status` (a meeting has no stored status, nor a deleted one — deleting
 *   removes it —, so relative to `now`: "scheduled" starts after it, "ongoing" has started and not
 *   ended, "ended"), `date`.
 * - Y: `meeting-count`; `time-on-meeting`, the scheduled hours (start to end): the call keeps no
 *   record of when people joined or left, so there is no actual duration.
 * One statement reads the rows (index `moduleId, spanEnd, start`) with their people; the expansion
 * and counting are Node's.
 */
type Query = MetricQuery<"meetings">;

const STATUSES = ["scheduled", "ongoing", "ended"] as const;
const HOUR_MS = 3_600_000;
/** All the occurrences of a series in the window (a daily series over years is a few thousand). */
const ALL = Number.MAX_SAFE_INTEGER;

const AXES: Record<Query["x"], OccurrenceAxis> = {
  assignee: "person",
  "meeting-status": "status",
  date: "date",
};

type MeetingMetricRow = {
  id: string;
  moduleId: string;
  summary: string;
  start: Date;
  end: Date;
  timeZone: string;
  rule: string | null;
  people: Person[];
};

/** The meetings of the rooms with occurrences that may start in [from, to), with their people. */
function rowsIn(ctx: MetricContext, range: { from: number; to: number }): Promise<MeetingMetricRow[]> {
  return getDb().$queryRaw<MeetingMetricRow[]>`
    SELECT m."id", m."moduleId", m."summary", m."start", m."end", m."timeZone", m."rule",
           COALESCE((SELECT json_agg(json_build_object('id', u."id", 'name', COALESCE(NULLIF(u."name", ''), u."email"))
                                     ORDER BY u."id")
                       FROM "User" u
                      WHERE u."id" = m."hostId"
                         OR u."id" IN (SELECT a."userId" FROM "MeetingAttendee" a
                                        WHERE a."meetingId" = m."id" AND a."response" <> 'declined')),
                    '[]'::json) AS "people"
      FROM "Meeting" m
     WHERE m."moduleId" = ANY(${moduleIdsOf(ctx.scopes)}::bpchar[])
       AND m."spanEnd" > ${new Date(range.from)} AND m."start" < ${new Date(range.to)}`;
}

type MeetingOccurrence = CountedOccurrence & {
  row: MeetingMetricRow;
  scope: ModuleScope;
  start: number;
};

/** The occurrences the chart counts (in its window, of its people): one read, each series expanded. */
async function occurrencesFor(ctx: MetricContext, query: Query): Promise<MeetingOccurrence[]> {
  const window = occurrenceWindow(query, ctx.now);
  if (window.from >= window.to) return [];
  const rows = await rowsIn(ctx, window);
  const scopes = new Map(ctx.scopes.map((scope) => [scope.moduleId, scope]));
  const now = ctx.now.getTime();
  const found: MeetingOccurrence[] = [];
  for (const row of rows) {
    const scope = scopes.get(row.moduleId);
    if (!scope) continue;
    for (const occurrence of occurrencesOf(row, window, ALL))
      found.push({
        id: row.rule ? `${row.id}_${occurrence.originalStart}` : row.id,
        at: occurrence.start,
        hours: (occurrence.end - occurrence.start) / HOUR_MS,
        status: occurrence.start > now ? "scheduled" : occurrence.end > now ? "ongoing" : "ended",
        people: row.people,
        row,
        scope,
        start: occurrence.start,
      });
  }
  return keptOccurrences(found, query, window);
}

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  const measure = query.y === "meeting-count" ? "count" : "hours";
  return occurrencePoints(await occurrencesFor(ctx, query), query, AXES[query.x], measure, STATUSES);
}

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const found = occurrencesAt(await occurrencesFor(ctx, query), query, AXES[query.x], point.key, limit);
  return found.map(({ id, row, scope, start }) => {
    const at = new Date(start).toISOString();
    const href = meetingHref(scope, row.id);
    return {
      id,
      title: row.summary,
      subtitle: scope.name,
      // An occurrence's details open at its own times (the calendar layer's link, server/dated.ts).
      href: scope.project ? `${href}&at=${encodeURIComponent(at)}` : href,
      at,
    };
  });
}

export const meetingMetrics = defineMetricSource({ entity: "meetings", compute, drill });
