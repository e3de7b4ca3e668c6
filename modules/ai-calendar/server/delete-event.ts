import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { splitRule } from "@/lib/calendar/recurrence";
import type { EditScope } from "@/modules/ai-calendar/shared/types";
import { exceptionSpan, ownerOf, spanOf } from "@/modules/ai-calendar/server/event-rows";
import { seriesTimes, targetFor } from "@/modules/ai-calendar/server/find-event";
import { invitationState, sendInvitations } from "@/modules/ai-calendar/server/invitations";
import { calendarChanged, calendarScope } from "@/modules/ai-calendar/server/scope";

/**
 * DELETE /dashboard/{dashboardId}/ai-calendar/events/{eventId}?scope=: a single event or a whole
 * series (with its exceptions); one occurrence ("this": a cancelled exception, RFC 5545's EXDATE); or
 * this and the following ones (the series ends before it). An occurrence's id defaults to "this".
 */
export async function deleteEvent(
  actor: Actor,
  params: { dashboardId: string; eventId: string },
  asked: EditScope | undefined,
  locale: Locale = "en",
): Promise<{ id: string }> {
  const scope = await calendarScope(actor, params.dashboardId, locale);
  const { target, owner, which } = await targetFor(scope, params.eventId, "delete", asked);
  const series = target.kind === "single" ? null : target.series;
  const at =
    target.kind === "occurrence"
      ? target.originalStart
      : target.kind === "series"
        ? target.series.start.getTime()
        : null;
  const root = series?.id ?? owner.id;
  const invited = await invitationState(scope, [root]);
  await withEvents(async (tx, emit) => {
    if (target.kind === "single") {
      await tx.calendarEvent.delete({ where: { id: target.row.id } });
    } else if (which === "this") {
      await cancelOne(at!);
    } else if (which === "all" || at === series!.start.getTime()) {
      await tx.calendarEvent.delete({ where: { id: series!.id } });
    } else {
      const before = splitRule(seriesTimes(series!), at!).before!;
      await tx.calendarEvent.update({
        where: { id: series!.id },
        data: { rule: before, sequence: { increment: 1 }, ...spanOf({ ...series!, rule: before }) },
      });
      await tx.calendarEvent.deleteMany({
        where: { recurringEventId: series!.id, originalStart: { gte: new Date(at!) } },
      });
    }
    emit(calendarChanged(scope, actor, [owner.id, series?.id ?? owner.id]));

    async function cancelOne(originalStart: number): Promise<void> {
      const length = series!.end.getTime() - series!.start.getTime();
      const times = { start: new Date(originalStart), end: new Date(originalStart + length) };
      const span = exceptionSpan({ ...times, originalStart: new Date(originalStart) }, length);
      await tx.calendarEvent.upsert({
        where: {
          recurringEventId_originalStart: {
            recurringEventId: series!.id,
            originalStart: new Date(originalStart),
          },
        },
        update: { cancelled: true, ...span, sequence: { increment: 1 } },
        create: {
          id: newId(),
          ...ownerOf(scope),
          uid: series!.uid,
          title: series!.title,
          color: series!.color,
          ...times,
          allDay: series!.allDay,
          timeZone: series!.timeZone,
          recurringEventId: series!.id,
          originalStart: new Date(originalStart),
          cancelled: true,
          ...span,
          createdById: series!.createdById,
          sequence: series!.sequence + 1,
        },
      });
    }
  });
  if (invited.size > 0) await sendInvitations(scope, actor, invited, [root], locale);
  return { id: params.eventId };
}
