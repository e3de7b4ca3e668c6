import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { splitRule } from "@/lib/calendar/recurrence";
import type { CalendarEvent } from "@/modules/ai-calendar/shared/types";
import type { UpdateEventInput } from "@/modules/ai-calendar/schemas/events";
import {
  copiedAttendees,
  resolveAttendees,
  writeAttendees,
  type AttendeeRow,
} from "@/modules/ai-calendar/server/attendees";
import { newUid } from "@/modules/ai-calendar/server/create-event";
import {
  eventAnswer,
  eventSelect,
  eventTimes,
  exceptionSpan,
  ownerOf,
  shownRow,
  spanOf,
  storedDescription,
  storedRule,
  storedText,
  type EventRow,
} from "@/modules/ai-calendar/server/event-rows";
import { busyTitle, seriesTimes, targetFor, type Target } from "@/modules/ai-calendar/server/find-event";
import { invitationState, sendInvitations } from "@/modules/ai-calendar/server/invitations";
import { calendarChanged, calendarScope } from "@/modules/ai-calendar/server/scope";

/** The fields of a row other than its times and rule, as a change leaves them. */
function fieldsAfter(row: EventRow, body: UpdateEventInput) {
  return {
    title: body.title ?? row.title,
    description: body.description === undefined ? row.description : storedDescription(body.description),
    location: body.location === undefined ? row.location : storedText(body.location),
    url: body.url === undefined ? row.url : storedText(body.url),
    color: body.color?.toLowerCase() ?? row.color,
    busyOnly: body.busyOnly ?? row.busyOnly,
    reminders: body.reminders ?? row.reminders,
  };
}

/** The times after a change: those sent over those shown (`shown`: the occurrence's, or the row's). */
function timesAfter(row: EventRow, shown: { start: number; end: number }, body: UpdateEventInput) {
  const allDay = body.allDay ?? row.allDay;
  const written = (at: number) =>
    allDay ? new Date(at).toISOString().slice(0, 10) : new Date(at).toISOString();
  const timeZone = body.timeZone ?? row.timeZone;
  const times = eventTimes({
    startDate: body.startDate ?? written(shown.start),
    // An all-day event's end as sent: the day after its last (an end on the first day is one day).
    endDate: body.endDate ?? written(shown.end),
    allDay,
  });
  return { ...times, allDay, timeZone };
}

/** The occurrence a series' "this" or "following" names when addressed by the series' own id: its first. */
function asOccurrence(target: Target): Extract<Target, { kind: "occurrence" }> | null {
  if (target.kind === "occurrence") return target;
  if (target.kind !== "series") return null;
  const start = target.series.start.getTime();
  return {
    kind: "occurrence",
    series: target.series,
    exception: null,
    originalStart: start,
    start,
    end: target.series.end.getTime(),
  };
}

/**
 * PATCH /dashboard/{dashboardId}/ai-calendar/events/{eventId}: a single event, or a series' occurrence
 * ("this": an exception of it), this and the following ones (the series ends before it and a new one
 * starts at it) or all of them (the series; moving an occurrence moves the series by as much). A
 * change to a series' times or rule drops its exceptions; its other fields reach the exceptions that
 * had not changed them.
 */
export async function updateEvent(
  actor: Actor,
  params: { dashboardId: string; eventId: string },
  body: UpdateEventInput,
  locale: Locale = "en",
): Promise<CalendarEvent> {
  const scope = await calendarScope(actor, params.dashboardId, locale);
  const { target, owner, which } = await targetFor(scope, params.eventId, "edit", body.scope);
  const attendees =
    body.attendees === undefined ? null : await resolveAttendees(scope, actor, body.attendees);
  const occurrence = which === "all" ? null : asOccurrence(target);
  const root = target.kind === "single" ? target.row.id : target.series.id;
  const invited = await invitationState(scope, [root]);
  const row = await withEvents(async (tx, emit) => {
    let changed: EventRow;
    if (occurrence && which === "this") changed = await changeOne(tx, scope, occurrence, body, attendees);
    else if (
      occurrence &&
      which === "following" &&
      occurrence.originalStart !== occurrence.series.start.getTime()
    )
      changed = await changeFollowing(tx, scope, actor, occurrence, body, attendees);
    else changed = await changeAll(tx, target, body, attendees);
    emit(calendarChanged(scope, actor, [changed.id, owner.id]));
    return changed;
  });
  // An event that had no outside guests and was given none has nobody to e-mail: no more reads.
  if (invited.size > 0 || attendees?.some((attendee) => attendee.userId === null))
    await sendInvitations(scope, actor, invited, [root, row.recurringEventId ?? row.id], locale);
  return eventAnswer(
    scope,
    shownRow(row, target.kind === "occurrence" ? target.series.rule : null),
    busyTitle(locale),
  );
}

/** One occurrence: its exception, made from the series at that occurrence or changed again. */
async function changeOne(
  tx: Tx,
  scope: ModuleScope,
  occurrence: Extract<Target, { kind: "occurrence" }>,
  body: UpdateEventInput,
  attendees: AttendeeRow[] | null,
): Promise<EventRow> {
  if (body.rule !== undefined && body.rule !== null) throw badRequest("validation.calendarRuleForSeries");
  const { series, exception } = occurrence;
  const base = exception ?? series;
  const shown = exception ? { start: exception.start.getTime(), end: exception.end.getTime() } : occurrence;
  const times = timesAfter(base, shown, body);
  const originalStart = new Date(occurrence.originalStart);
  const data = {
    ...fieldsAfter(base, body),
    ...times,
    ...exceptionSpan({ ...times, originalStart }, series.end.getTime() - series.start.getTime()),
  };
  const id = exception?.id ?? newId();
  if (exception)
    await tx.calendarEvent.update({ where: { id }, data: { ...data, sequence: { increment: 1 } } });
  else
    await tx.calendarEvent.create({
      data: {
        id,
        ...ownerOf(scope),
        uid: series.uid,
        ...data,
        rule: null,
        recurringEventId: series.id,
        originalStart,
        createdById: series.createdById,
        sequence: series.sequence + 1,
      },
    });
  if (attendees !== null || !exception) await writeAttendees(tx, id, attendees ?? copiedAttendees(series));
  return tx.calendarEvent.findUniqueOrThrow({ where: { id }, select: eventSelect });
}

/** This and the following occurrences: the series ends before it, a new series starts at it. */
async function changeFollowing(
  tx: Tx,
  scope: ModuleScope,
  actor: Actor,
  occurrence: Extract<Target, { kind: "occurrence" }>,
  body: UpdateEventInput,
  attendees: AttendeeRow[] | null,
): Promise<EventRow> {
  const { series } = occurrence;
  const split = splitRule(seriesTimes(series), occurrence.originalStart);
  const before = split.before!;
  await tx.calendarEvent.update({
    where: { id: series.id },
    data: { rule: before, sequence: { increment: 1 }, ...spanOf({ ...series, rule: before }) },
  });
  // The occurrences from this one on are the new series': their exceptions go with the old one's end.
  await tx.calendarEvent.deleteMany({
    where: { recurringEventId: series.id, originalStart: { gte: new Date(occurrence.originalStart) } },
  });
  const times = timesAfter(series, occurrence, body);
  const rule = body.rule === undefined ? storedRule(split.after, times) : storedRule(body.rule, times);
  const id = newId();
  await tx.calendarEvent.create({
    data: {
      id,
      ...ownerOf(scope),
      uid: newUid(id),
      ...fieldsAfter(series, body),
      ...times,
      rule,
      ...spanOf({ ...times, rule }),
      createdById: series.createdById ?? actor.userId,
    },
  });
  await writeAttendees(tx, id, attendees ?? copiedAttendees(series));
  return tx.calendarEvent.findUniqueOrThrow({ where: { id }, select: eventSelect });
}

const TEXT_FIELDS = ["title", "description", "location", "url", "color", "busyOnly"] as const;

/** A single event, or a whole series (an occurrence's new times move the series by as much). */
async function changeAll(
  tx: Tx,
  target: Target,
  body: UpdateEventInput,
  attendees: AttendeeRow[] | null,
): Promise<EventRow> {
  const row = target.kind === "single" ? target.row : target.series;
  let times = timesAfter(row, { start: row.start.getTime(), end: row.end.getTime() }, body);
  if (target.kind === "occurrence" && (body.startDate !== undefined || body.endDate !== undefined)) {
    const moved = timesAfter(row, target, body);
    const start = row.start.getTime() + (moved.start.getTime() - target.start);
    times = {
      ...moved,
      start: new Date(start),
      end: new Date(start + (moved.end.getTime() - moved.start.getTime())),
    };
  }
  const rule =
    body.rule === undefined ? row.rule && storedRule(row.rule, times) : storedRule(body.rule, times);
  const fields = fieldsAfter(row, body);
  const retimed =
    times.start.getTime() !== row.start.getTime() ||
    times.end.getTime() !== row.end.getTime() ||
    times.allDay !== row.allDay ||
    times.timeZone !== row.timeZone ||
    rule !== row.rule;
  await tx.calendarEvent.update({
    where: { id: row.id },
    data: {
      ...fields,
      ...times,
      rule,
      ...spanOf({ ...times, rule }),
      ...(retimed ? { sequence: { increment: 1 } } : {}),
    },
  });
  if (row.rule !== null) {
    if (retimed) await tx.calendarEvent.deleteMany({ where: { recurringEventId: row.id } });
    else
      for (const field of TEXT_FIELDS)
        if (fields[field] !== row[field])
          await tx.calendarEvent.updateMany({
            where: { recurringEventId: row.id, [field]: row[field] },
            data: { [field]: fields[field] },
          });
  }
  if (attendees !== null) {
    // A series' people are its exceptions' too, unless it was retimed (its exceptions are gone).
    const exceptions =
      row.rule !== null && !retimed
        ? await tx.calendarEvent.findMany({ where: { recurringEventId: row.id }, select: { id: true } })
        : [];
    await writeAttendees(tx, [row.id, ...exceptions.map((exception) => exception.id)], attendees);
  }
  return tx.calendarEvent.findUniqueOrThrow({ where: { id: row.id }, select: eventSelect });
}
