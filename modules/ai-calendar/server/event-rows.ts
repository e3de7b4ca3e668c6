import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import { badRequest } from "@/lib/server/errors";
import { sanitizeDescription } from "@/lib/server/rich-text/sanitize-description";
import { ruleFromIcs, seriesSpan } from "@/lib/calendar/recurrence";
import {
  EVENT_DAYS_MAX,
  instanceId,
  type AttendeeResponse,
  type CalendarEvent,
  type CalendarItem,
} from "@/modules/ai-calendar/shared/types";
import { eventRights } from "@/modules/ai-calendar/server/scope";

const DAY_MS = 86_400_000;
/** A series that never ends matters to every range after its start: its span ends here. */
export const FOREVER = new Date(Date.UTC(9999, 11, 31));

/** What every read of a row needs: its times, its series, who made it and whether it is busy-only. */
const coreSelect = {
  id: true,
  moduleId: true,
  title: true,
  color: true,
  start: true,
  end: true,
  allDay: true,
  timeZone: true,
  rule: true,
  recurringEventId: true,
  originalStart: true,
  cancelled: true,
  busyOnly: true,
  createdById: true,
} satisfies Prisma.CalendarEventSelect;

/** What an answer reads of a row, with its people and creator (two batched reads, not one per row). */
export const eventSelect = {
  ...coreSelect,
  uid: true,
  description: true,
  location: true,
  url: true,
  reminders: true,
  sequence: true,
  createdBy: { select: { id: true, name: true } },
  attendees: {
    select: { userId: true, email: true, response: true, user: { select: { name: true } } },
    orderBy: { email: "asc" },
  },
} satisfies Prisma.CalendarEventSelect;
export type EventRow = Prisma.CalendarEventGetPayload<{ select: typeof eventSelect }>;

/** One occurrence to answer: the row's fields at its own times, or a series' at one occurrence's. */
export interface Shown {
  row: EventRow;
  start: number;
  end: number;
  /** The series' id and the occurrence's original start, for an occurrence or an exception. */
  seriesId: string | null;
  originalStart: number | null;
  /** The series' rule, when known. */
  rule: string | null;
}

/**
 * The answer for one occurrence as the caller may see it: someone else's "busy only" event shows as
 * busy (the title given, e.g. "Busy" in the caller's language), without its details or people.
 */
export function eventAnswer(scope: ModuleScope, shown: Shown, busyTitle: string): CalendarEvent {
  const { row } = shown;
  const item = itemAnswer(scope, shown, busyTitle);
  const restricted = item.restricted;
  return {
    ...item,
    uid: row.uid,
    description: restricted ? "" : row.description,
    location: restricted ? null : row.location,
    url: restricted ? null : row.url,
    timeZone: row.timeZone,
    rule: shown.rule,
    busyOnly: row.busyOnly,
    reminders: restricted ? [] : row.reminders,
    attendees: restricted
      ? []
      : row.attendees.map((attendee) => ({
          userId: attendee.userId,
          email: attendee.email,
          name: attendee.user?.name ?? null,
          response: attendee.response as AttendeeResponse,
        })),
    createdBy: restricted ? null : row.createdBy,
    canDelete: eventRights(scope, row.createdById).delete,
  };
}

/** What a range read selects: the list's fields, and of the people only whether the viewer is one. */
export function itemSelect(userId: string) {
  return {
    ...coreSelect,
    attendees: { where: { userId }, select: { userId: true } },
  } satisfies Prisma.CalendarEventSelect;
}
export type ItemRow = Prisma.CalendarEventGetPayload<{ select: ReturnType<typeof itemSelect> }>;

/** A row's times as recurrence.ts and reminders.ts read them, with its series' left-out occurrences. */
export function timesOf<R extends string | null>(
  row: { start: Date; end: Date; allDay: boolean; timeZone: string; rule: R },
  excluded: readonly number[] = [],
) {
  return {
    start: row.start.getTime(),
    end: row.end.getTime(),
    allDay: row.allDay,
    timeZone: row.timeZone,
    rule: row.rule,
    excluded,
  };
}

/** The original starts each series of `rows` has exceptions for (moved or deleted occurrences). */
export function exceptionStarts(
  rows: readonly { recurringEventId: string | null; originalStart: Date | null }[],
): Map<string, number[]> {
  const excluded = new Map<string, number[]>();
  for (const row of rows)
    if (row.recurringEventId !== null && row.originalStart !== null) {
      const list = excluded.get(row.recurringEventId) ?? [];
      list.push(row.originalStart.getTime());
      excluded.set(row.recurringEventId, list);
    }
  return excluded;
}

/** An occurrence as the views list it (see `eventAnswer` for the rules). */
export function itemAnswer(
  scope: ModuleScope,
  shown: Omit<Shown, "row"> & { row: ItemRow },
  busyTitle: string,
): CalendarItem {
  const { row } = shown;
  const restricted = isRestricted(row, scope.membership.userId);
  const id =
    shown.seriesId !== null && shown.originalStart !== null && row.recurringEventId === null
      ? instanceId(shown.seriesId, shown.originalStart)
      : row.id;
  return {
    id,
    eventId: row.id,
    seriesId: shown.seriesId,
    title: restricted ? busyTitle : row.title,
    color: row.color,
    startDate: new Date(shown.start).toISOString(),
    endDate: new Date(shown.end).toISOString(),
    allDay: row.allDay,
    originalStartDate: shown.originalStart === null ? null : new Date(shown.originalStart).toISOString(),
    restricted,
    canEdit: eventRights(scope, row.createdById).edit,
  };
}

/** A single row as it is: an event, a series at its first occurrence, an exception at its own times. */
export function shownRow<
  R extends Pick<EventRow, "id" | "start" | "end" | "rule" | "recurringEventId" | "originalStart">,
>(row: R, seriesRule: string | null = null): Omit<Shown, "row"> & { row: R } {
  return {
    row,
    start: row.start.getTime(),
    end: row.end.getTime(),
    seriesId: row.rule !== null ? row.id : row.recurringEventId,
    originalStart: row.rule !== null ? row.start.getTime() : (row.originalStart?.getTime() ?? null),
    rule: row.rule ?? seriesRule,
  };
}

/**
 * An event's instants from what a client sent: an all-day event's are UTC midnights of its dates (the
 * end the day after its last; an end on the first day is a one-day event); a timed one's, instants with
 * their offsets, the end not before the start. At most EVENT_DAYS_MAX days long.
 */
export function eventTimes(input: { startDate: string; endDate: string; allDay: boolean }): {
  start: Date;
  end: Date;
} {
  let start: number;
  let end: number;
  if (input.allDay) {
    start = Date.parse(`${input.startDate.slice(0, 10)}T00:00:00Z`);
    end = Date.parse(`${input.endDate.slice(0, 10)}T00:00:00Z`);
    if (end < start) throw badRequest("validation.calendarEndBeforeStart");
    if (end === start) end = start + DAY_MS;
  } else {
    if (input.startDate.length <= 10 || input.endDate.length <= 10)
      throw badRequest("validation.calendarDateInvalid");
    start = Date.parse(input.startDate);
    end = Date.parse(input.endDate);
    if (end < start) throw badRequest("validation.calendarEndBeforeStart");
  }
  if (end - start > EVENT_DAYS_MAX * DAY_MS) throw badRequest("validation.calendarTooLong");
  return { start: new Date(start), end: new Date(end) };
}

/** A rule as stored (UNTIL moved onto the wall clock), or 400 when a calendar series cannot be it. */
export function storedRule(
  rule: string | null,
  series: { allDay: boolean; timeZone: string },
): string | null {
  if (rule === null || rule === "") return null;
  const stored = ruleFromIcs(rule, series);
  if (stored === null) throw badRequest("validation.calendarRuleInvalid");
  return stored;
}

/** The span a row matters to range reads (spanStart, spanEnd). */
export function spanOf(event: {
  start: Date;
  end: Date;
  allDay: boolean;
  timeZone: string;
  rule: string | null;
}): { spanStart: Date; spanEnd: Date } {
  if (event.rule === null) return { spanStart: event.start, spanEnd: event.end };
  const span = seriesSpan(timesOf({ ...event, rule: event.rule }));
  return { spanStart: new Date(span.start), spanEnd: span.end === null ? FOREVER : new Date(span.end) };
}

/** An exception's span: its own times and its occurrence's original ones (the series' length). */
export function exceptionSpan(
  exception: { start: Date; end: Date; originalStart: Date },
  seriesLength: number,
): { spanStart: Date; spanEnd: Date } {
  const original = exception.originalStart.getTime();
  return {
    spanStart: new Date(Math.min(exception.start.getTime(), original)),
    // An hour more: an occurrence across a change of the clocks may end an hour later than its length.
    spanEnd: new Date(Math.max(exception.end.getTime(), original + seriesLength + 3_600_000)),
  };
}

/** Rich text as kept: sanitised HTML, "" when nothing visible remains. */
export function storedDescription(html: string | undefined | null): string {
  return sanitizeDescription(html ?? "") ?? "";
}

/** A link as kept: null when blank. */
export function storedText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  return text === "" ? null : text;
}

/** The module's owner columns (the platform's `ownerColumns`) and workspace, for new rows. */
export function ownerOf(scope: ModuleScope) {
  return { workspaceId: scope.membership.workspaceId, ...ownerColumns(scope) };
}

/**
 * Whether `userId` sees the row only as busy: someone else's busy-only event, they being none of its
 * people (`attendees`: all of them, or only the viewer's row).
 */
export function isRestricted(
  row: { busyOnly: boolean; createdById: string | null; attendees: readonly { userId: string | null }[] },
  userId: string,
): boolean {
  return (
    row.busyOnly &&
    row.createdById !== userId &&
    !row.attendees.some((attendee) => attendee.userId === userId)
  );
}
