import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import { escapeHtml } from "@/lib/html-text";
import { translateMessage } from "@/lib/i18n/messages";
import { parseEventId, DEFAULT_EVENT_COLOR, type ImportAnswer } from "@/modules/ai-calendar/shared/types";
import type { ImportInput } from "@/modules/ai-calendar/schemas/events";
import { calendarIcs, parseIcs, type ImportedEvent } from "@/lib/server/calendar/ics";
import { exceptionSpan, ownerOf, spanOf } from "@/modules/ai-calendar/server/event-rows";
import { savedZoneOrUtc } from "@/lib/server/users/get-user";
import { icsEvents } from "@/modules/ai-calendar/server/feed";
import { calendarChanged, calendarScope } from "@/modules/ai-calendar/server/scope";

const PREVIEW_MAX = 200;

/** GET /api/v1/ai-calendar/{moduleId}/export(?eventId=): the calendar, or one event or series, as .ics. */
export async function exportCalendar(
  actor: Actor,
  moduleId: string,
  eventId: string | undefined,
  locale: Locale = "en",
): Promise<{ name: string; ics: string }> {
  const scope = await calendarScope(actor, moduleId, locale);
  const now = Date.now();
  let only: { eventId: string } | undefined;
  if (eventId !== undefined) {
    const parsed = parseEventId(eventId);
    const row = parsed
      ? await getDb().calendarEvent.findFirst({
          where: { id: parsed.eventId, moduleId: scope.moduleId },
          select: { id: true, recurringEventId: true, title: true },
        })
      : null;
    if (!row) throw notFound("errors.calendarEventNotFound");
    only = { eventId: row.recurringEventId ?? row.id };
  }
  const events = await icsEvents(scope, now, only);
  const name = only && events[0] ? events[0].title : scope.name;
  return { name, ics: calendarIcs(scope.name, events, new Date(now)) };
}

/** An imported event's time range, for the preview. */
const previewOf = (event: ImportedEvent, duplicate: boolean) => ({
  uid: event.uid,
  title: event.title,
  startDate: event.start.toISOString(),
  endDate: event.end.toISOString(),
  allDay: event.allDay,
  recurring: event.rule !== null,
  exception: event.recurrenceId !== null,
  duplicate,
});

/**
 * POST /api/v1/ai-calendar/{moduleId}/import: an .ics file's events, previewed (`dryRun`) or added.
 * An event whose UID the calendar has is a duplicate: skipped, or with `replace` put in place of the
 * one there (its series' exceptions with it). Floating times are on the importer's zone.
 */
export async function importCalendar(
  actor: Actor,
  moduleId: string,
  input: ImportInput,
  locale: Locale = "en",
): Promise<ImportAnswer> {
  const scope = await calendarScope(actor, moduleId, locale);
  assertModuleCan(scope, "add");
  let parsed: ReturnType<typeof parseIcs>;
  try {
    parsed = parseIcs(input.ics, await savedZoneOrUtc(actor));
  } catch {
    throw badRequest("validation.calendarIcsInvalid");
  }
  const uids = [...new Set(parsed.events.map((event) => event.uid))];
  const existing = await getDb().calendarEvent.findMany({
    where: { moduleId: scope.moduleId, uid: { in: uids }, recurringEventId: null },
    select: { id: true, uid: true },
  });
  const had = new Map(existing.map((row) => [row.uid, row.id]));
  const masters = parsed.events.filter((event) => event.recurrenceId === null);
  const duplicates = masters.filter((event) => had.has(event.uid)).length;
  const preview = {
    events: parsed.events.slice(0, PREVIEW_MAX).map((event) => previewOf(event, had.has(event.uid))),
    total: parsed.events.length,
    duplicates,
    skipped: parsed.skipped,
  };
  if (input.dryRun) return { ...preview, created: 0, replaced: 0 };
  const untitled = translateMessage(locale, "aiCalendar.untitled");
  const take = parsed.events.filter((event) => input.duplicates === "replace" || !had.has(event.uid));
  const result = await withEvents(async (tx, emit) => {
    const replacing = [
      ...new Set(take.filter((event) => had.has(event.uid)).map((event) => had.get(event.uid)!)),
    ];
    if (replacing.length > 0) await tx.calendarEvent.deleteMany({ where: { id: { in: replacing } } });
    const ids = new Map<string, string>();
    const rows = [];
    for (const event of take.filter((item) => item.recurrenceId === null)) {
      const id = newId();
      ids.set(event.uid, id);
      rows.push({ id, ...rowOf(scope, actor, event, untitled), ...spanOf(event) });
    }
    const masters = new Map(
      take.filter((item) => item.recurrenceId === null).map((item) => [item.uid, item] as const),
    );
    for (const event of take.filter((item) => item.recurrenceId !== null)) {
      const master = masters.get(event.uid);
      const seriesId = ids.get(event.uid);
      if (!master || !seriesId) continue;
      const length = master.end.getTime() - master.start.getTime();
      rows.push({
        id: newId(),
        ...rowOf(scope, actor, { ...event, rule: null }, untitled),
        recurringEventId: seriesId,
        originalStart: event.recurrenceId!,
        ...exceptionSpan({ ...event, originalStart: event.recurrenceId! }, length),
      });
    }
    // A series' deleted occurrences: cancelled exceptions.
    for (const event of take.filter((item) => item.recurrenceId === null && item.excluded.length > 0)) {
      const length = event.end.getTime() - event.start.getTime();
      for (const at of event.excluded)
        rows.push({
          id: newId(),
          ...rowOf(
            scope,
            actor,
            { ...event, rule: null, start: at, end: new Date(at.getTime() + length) },
            untitled,
          ),
          recurringEventId: ids.get(event.uid)!,
          originalStart: at,
          cancelled: true,
          ...exceptionSpan({ start: at, end: new Date(at.getTime() + length), originalStart: at }, length),
        });
    }
    await tx.calendarEvent.createMany({ data: rows, skipDuplicates: true });
    emit(calendarChanged(scope, actor, [...ids.values()]));
    return { created: ids.size, replaced: replacing.length };
  });
  return { ...preview, created: result.created, replaced: result.replaced };
}

/** An imported event's row: plain text made safe HTML, its times, rule and zone. */
function rowOf(scope: ModuleScope, actor: Actor, event: ImportedEvent, untitled: string) {
  return {
    ...ownerOf(scope),
    uid: event.uid.slice(0, 255),
    title: event.title.slice(0, 200) || untitled,
    description: event.description
      ? event.description
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
          .join("")
      : "",
    location: event.location || null,
    url: event.url,
    color: DEFAULT_EVENT_COLOR,
    start: event.start,
    end: event.end < event.start ? event.start : event.end,
    allDay: event.allDay,
    timeZone: event.timeZone,
    rule: event.rule,
    createdById: actor.userId,
  };
}
