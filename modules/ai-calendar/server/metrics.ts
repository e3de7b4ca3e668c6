import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
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
import { wallToUtc } from "@/lib/time/zoned";
import { isRestricted, itemAnswer, type ItemRow } from "@/modules/ai-calendar/server/event-rows";
import { busyTitle } from "@/modules/ai-calendar/server/find-event";
import { occurrencesOf } from "@/modules/ai-calendar/server/list-events";

/**
 * The `events` report entity (issue 37): the occurrences of the AI calendars the viewer may read, as
 * the calendar's views show them to the viewer (server/list-events.ts `occurrencesOf`: single events,
 * each series expanded with its exceptions at their own times, deleted occurrences — cancelled
 * exceptions — left out). Inside a readable calendar every event is visible; someone else's
 * busy-only event (event-rows.ts `isRestricted`) counts, but as the views show it: as "Busy", without
 * its people.
 * - Main instant: the occurrence's start (an all-day one's: the local midnight of its first day in
 *   the query's zone, so it falls on its own date). `from`/`to` keep starts in [from, to); with no
 *   period (or one end open) the 90 days either side of now (lib/server/metrics/occurrences.ts
 *   `occurrenceWindow`): a calendar is read by ranges and a series may never end.
 * - The person: an attendee who is a member (each counts the event once; outside addresses are
 *   nobody), or the event's creator when it has no member attendee; a busy-only event of others has
 *   nobody the viewer may see, hence UNASSIGNED, and no person filter keeps it.
 * - X: `assignee`, `event-status` (relative to `now`: "upcoming" starts after it, "ongoing" has
 *   started and not ended, "past" has ended; a deleted occurrence is gone, not a status), `date`.
 * - Y: `event-count`; `time-on-event`, hours from start to end (an all-day event: its days × 24, its
 *   stored length).
 * One statement reads the rows (index `moduleId, spanEnd`), with the viewer's own attendee row
 * (whether a busy-only event is restricted) and the people; the expansion and counting are Node's.
 */
type Query = MetricQuery<"events">;

const STATUSES = ["upcoming", "ongoing", "past"] as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** `occurrencesOf` returns them all: a chart counts every occurrence of its period. */
const ALL = Number.MAX_SAFE_INTEGER;

const AXES: Record<Query["x"], OccurrenceAxis> = {
  assignee: "person",
  "event-status": "status",
  date: "date",
};

type EventMetricRow = ItemRow & { people: Person[] };

/** A person's name as the people axes show it: their name, else their e-mail. */
const personJson = Prisma.sql`json_build_object('id', u."id", 'name', COALESCE(NULLIF(u."name", ''), u."email"))`;

/**
 * The rows of the calendars that matter to [from, to) (by their span, index `moduleId, spanEnd`),
 * shaped as the views' rows (ItemRow: of the attendees, only the viewer's) with `people`: the member
 * attendees, else the creator.
 */
function rowsIn(ctx: MetricContext, range: { from: number; to: number }): Promise<EventMetricRow[]> {
  const me = ctx.membership.userId;
  return getDb().$queryRaw<EventMetricRow[]>`
    SELECT e."id", e."moduleId", e."title", e."color", e."start", e."end", e."allDay", e."timeZone",
           e."rule", e."recurringEventId", e."originalStart", e."cancelled", e."busyOnly", e."createdById",
           COALESCE((SELECT json_agg(json_build_object('userId', v."userId")) FROM "CalendarAttendee" v
                      WHERE v."eventId" = e."id" AND v."userId" = ${me}), '[]'::json) AS "attendees",
           CASE WHEN e."cancelled" THEN '[]'::json ELSE COALESCE(
             (SELECT json_agg(${personJson} ORDER BY u."id") FROM "CalendarAttendee" a
                JOIN "User" u ON u."id" = a."userId" WHERE a."eventId" = e."id"),
             (SELECT json_build_array(${personJson}) FROM "User" u WHERE u."id" = e."createdById"),
             '[]'::json) END AS "people"
      FROM "CalendarEvent" e
     WHERE e."moduleId" = ANY(${moduleIdsOf(ctx.scopes)}::bpchar[])
       AND e."spanEnd" > ${new Date(range.from)} AND e."spanStart" < ${new Date(range.to)}`;
}

type ShownItem = ReturnType<typeof occurrencesOf>["shown"][number];
type EventOccurrence = CountedOccurrence & { item: ShownItem; scope: ModuleScope };

/**
 * The occurrences the chart counts (in its window, of its people), each with what it shows: one read,
 * expanded by the calendar's own `occurrencesOf`.
 */
async function occurrencesFor(ctx: MetricContext, query: Query): Promise<EventOccurrence[]> {
  const window = occurrenceWindow(query, ctx.now);
  if (window.from >= window.to) return [];
  // A day either side: an all-day event's instants are UTC midnights, its day starts on the zone's.
  const range = { from: window.from - DAY_MS, to: window.to + DAY_MS };
  const rows = await rowsIn(ctx, range);
  const people = new Map(rows.map((row) => [row.id, row.people]));
  const scopes = new Map(ctx.scopes.map((scope) => [scope.moduleId, scope]));
  const me = ctx.membership.userId;
  const now = ctx.now.getTime();
  const found: EventOccurrence[] = [];
  for (const item of occurrencesOf(rows, range, ALL).shown) {
    const scope = scopes.get(item.row.moduleId);
    if (!scope) continue;
    const local = (instant: number) => (item.row.allDay ? wallToUtc(instant, query.zone) : instant);
    const at = local(item.start);
    const end = local(item.end);
    found.push({
      id: itemAnswer(scope, item, "").id,
      at,
      hours: (item.end - item.start) / HOUR_MS,
      status: at > now ? "upcoming" : end > now ? "ongoing" : "past",
      people: isRestricted(item.row, me) ? [] : (people.get(item.row.id) ?? []),
      item,
      scope,
    });
  }
  return keptOccurrences(found, query, window);
}

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  const measure = query.y === "event-count" ? "count" : "hours";
  return occurrencePoints(await occurrencesFor(ctx, query), query, AXES[query.x], measure, STATUSES);
}

/** Where an occurrence opens: its dialog on its calendar's page (as the layers open it). */
function hrefOf(scope: ModuleScope, id: string, startDate: string): string {
  if (!scope.project) return `/workspace-modules/${scope.moduleId}`;
  const query = `?moduleId=${scope.moduleId}&date=${startDate.slice(0, 10)}`;
  return `/project/${scope.project.id}/ai-calendar/events/${id}/edit${query}`;
}

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const busy = busyTitle(ctx.locale);
  const found = occurrencesAt(await occurrencesFor(ctx, query), query, AXES[query.x], point.key, limit);
  return found.map(({ item, scope }) => {
    const answer = itemAnswer(scope, item, busy);
    return {
      id: answer.id,
      title: answer.title,
      subtitle: scope.name,
      href: hrefOf(scope, answer.id, answer.startDate),
      at: answer.startDate,
    };
  });
}

export const eventMetrics = defineMetricSource({ entity: "events", compute, drill });
