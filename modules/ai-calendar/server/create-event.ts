import "server-only";
import { savedZoneOrUtc } from "@/lib/server/users/get-user";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { DEFAULT_EVENT_COLOR, type CalendarEvent } from "@/modules/ai-calendar/shared/types";
import type { CreateEventInput } from "@/modules/ai-calendar/schemas/events";
import { resolveAttendees, writeAttendees } from "@/modules/ai-calendar/server/attendees";
import {
  eventAnswer,
  eventSelect,
  eventTimes,
  ownerOf,
  shownRow,
  spanOf,
  storedDescription,
  storedRule,
  storedText,
} from "@/modules/ai-calendar/server/event-rows";
import { busyTitle } from "@/modules/ai-calendar/server/find-event";
import { sendInvitations } from "@/modules/ai-calendar/server/invitations";
import { calendarChanged, calendarScope } from "@/modules/ai-calendar/server/scope";

/** An iCalendar UID for a new event or series. */
export const newUid = (id: string) => `${id}@ai-calendar`;

/** POST /dashboard/{dashboardId}/ai-calendar/events: a single event or a series (with `rule`). */
export async function createEvent(
  actor: Actor,
  moduleId: string,
  body: CreateEventInput,
  locale: Locale = "en",
): Promise<CalendarEvent> {
  const scope = await calendarScope(actor, moduleId, locale);
  assertModuleCan(scope, "add");
  const timeZone = body.timeZone ?? (await savedZoneOrUtc(actor));
  const times = eventTimes(body);
  const rule = storedRule(body.rule ?? null, { allDay: body.allDay, timeZone });
  const attendees = await resolveAttendees(scope, actor, body.attendees ?? []);
  const id = newId();
  const row = await withEvents(async (tx, emit) => {
    await tx.calendarEvent.create({
      data: {
        id,
        ...ownerOf(scope),
        uid: newUid(id),
        title: body.title,
        description: storedDescription(body.description),
        location: storedText(body.location),
        url: storedText(body.url),
        color: body.color?.toLowerCase() ?? DEFAULT_EVENT_COLOR,
        ...times,
        allDay: body.allDay,
        timeZone,
        rule,
        busyOnly: body.busyOnly ?? false,
        reminders: body.reminders ?? [],
        ...spanOf({ ...times, allDay: body.allDay, timeZone, rule }),
        createdById: actor.userId,
      },
    });
    await writeAttendees(tx, id, attendees);
    emit(calendarChanged(scope, actor, [id]));
    return tx.calendarEvent.findUniqueOrThrow({ where: { id }, select: eventSelect });
  });
  if (attendees.some((attendee) => attendee.userId === null))
    await sendInvitations(scope, actor, new Map(), [id], locale);
  return eventAnswer(scope, shownRow(row), busyTitle(locale));
}
