import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { expand } from "@/lib/calendar/recurrence";
import { parseEventId, type CalendarEvent, type EditScope } from "@/modules/ai-calendar/shared/types";
import {
  eventAnswer,
  eventSelect,
  shownRow,
  timesOf,
  type EventRow,
  type Shown,
} from "@/modules/ai-calendar/server/event-rows";
import { calendarScope, eventRights } from "@/modules/ai-calendar/server/scope";

/** What an id of the API names: a single event, a whole series, or one occurrence of a series. */
export type Target =
  | { kind: "single"; row: EventRow }
  | { kind: "series"; series: EventRow }
  | {
      kind: "occurrence";
      series: EventRow;
      /** Its exception row, when it was changed before. */
      exception: EventRow | null;
      originalStart: number;
      /** Its times as the rule places them. */
      start: number;
      end: number;
    };

const eventNotFound = () => notFound("errors.calendarEventNotFound");

/** The series' times as recurrence.ts reads them. */
export function seriesTimes(
  series: Pick<EventRow, "start" | "end" | "allDay" | "timeZone" | "rule">,
  excluded: readonly number[] = [],
) {
  return timesOf({ ...series, rule: series.rule! }, excluded);
}

/** The occurrence of a series whose rule-given start is `originalStart`, if the rule gives one. */
export function occurrenceAt(series: EventRow, originalStart: number) {
  return expand(seriesTimes(series), { from: originalStart, to: originalStart + 1 }, 5).find(
    (occurrence) => occurrence.originalStart === originalStart,
  );
}

/**
 * The event an id names in the scope's module: another module's (another workspace's) event, an
 * occurrence the rule does not give and a deleted occurrence are not found.
 */
export async function findTarget(scope: ModuleScope, id: string): Promise<Target> {
  const parsed = parseEventId(id);
  if (!parsed) throw eventNotFound();
  const db = getDb();
  const row = await db.calendarEvent.findFirst({
    where: { id: parsed.eventId, moduleId: scope.moduleId },
    select: eventSelect,
  });
  if (!row) throw eventNotFound();
  if (parsed.originalStart !== null) {
    if (row.rule === null) throw eventNotFound();
    const exception = await db.calendarEvent.findUnique({
      where: {
        recurringEventId_originalStart: {
          recurringEventId: row.id,
          originalStart: new Date(parsed.originalStart),
        },
      },
      select: eventSelect,
    });
    return occurrenceTarget(row, exception, parsed.originalStart);
  }
  if (row.recurringEventId !== null) {
    const series = await db.calendarEvent.findFirst({
      where: { id: row.recurringEventId, moduleId: scope.moduleId },
      select: eventSelect,
    });
    if (!series) throw eventNotFound();
    return occurrenceTarget(series, row, row.originalStart!.getTime());
  }
  return row.rule === null ? { kind: "single", row } : { kind: "series", series: row };
}

function occurrenceTarget(series: EventRow, exception: EventRow | null, originalStart: number): Target {
  if (exception?.cancelled) throw eventNotFound();
  const occurrence = occurrenceAt(series, originalStart);
  if (!occurrence) throw eventNotFound();
  return {
    kind: "occurrence",
    series,
    exception,
    originalStart,
    start: occurrence.start,
    end: occurrence.end,
  };
}

/**
 * The event an id names, for a change or a delete (403 when the caller may not): the row whose creator
 * decides (the exception's, else the series'), and which occurrences it applies to — a single event has
 * no choice; an occurrence's is "this" unless asked, a series' "all".
 */
export async function targetFor(
  scope: ModuleScope,
  id: string,
  right: "edit" | "delete",
  asked: EditScope | undefined,
): Promise<{ target: Target; owner: EventRow; which: EditScope }> {
  const target = await findTarget(scope, id);
  const owner =
    target.kind === "single"
      ? target.row
      : target.kind === "series"
        ? target.series
        : (target.exception ?? target.series);
  if (!eventRights(scope, owner.createdById)[right]) throw forbidden();
  const which = target.kind === "single" ? "all" : (asked ?? (target.kind === "occurrence" ? "this" : "all"));
  return { target, owner, which };
}

/** How a target shows: the row at its times, or the series at the occurrence's. */
export function shownTarget(target: Target): Shown {
  if (target.kind === "single") return shownRow(target.row);
  if (target.kind === "series") return shownRow(target.series);
  if (target.exception) return shownRow(target.exception, target.series.rule);
  return {
    row: target.series,
    start: target.start,
    end: target.end,
    seriesId: target.series.id,
    originalStart: target.originalStart,
    rule: target.series.rule,
  };
}

/** "Busy", in the caller's language: what someone else's busy-only event shows as. */
export function busyTitle(locale: Locale): string {
  return translateMessage(locale, "aiCalendar.busy");
}

/** GET /dashboard/{dashboardId}/ai-calendar/events/{eventId}: an event, a series or an occurrence. */
export async function getEvent(
  actor: Actor,
  params: { dashboardId: string; eventId: string },
  locale: Locale = "en",
): Promise<CalendarEvent> {
  const scope = await calendarScope(actor, params.dashboardId, locale);
  return eventAnswer(scope, shownTarget(await findTarget(scope, params.eventId)), busyTitle(locale));
}
