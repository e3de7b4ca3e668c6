import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import { resolveInvitees, type InviteeRow } from "@/lib/server/calendar/invitees";
import type { Tx } from "@/lib/server/events/commit";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { AttendeeInput } from "@/modules/ai-calendar/schemas/events";
import type { EventRow } from "@/modules/ai-calendar/server/event-rows";

/** An attendee row to write: a member (their id and address) or an outside address. */
export type AttendeeRow = InviteeRow;

/**
 * The people an event invites, checked (lib/server/calendar/invitees.ts): each id a member of the
 * module's workspace (another's is refused), each address once; an address of a member is that member;
 * outside addresses only from a sender whose own address is verified (they are e-mailed).
 */
export function resolveAttendees(
  scope: Pick<ModuleScope, "membership">,
  sender: Pick<Actor, "emailVerified">,
  input: readonly AttendeeInput[],
): Promise<AttendeeRow[]> {
  return resolveInvitees(scope.membership.workspaceId, input, {
    invalid: "validation.calendarAttendeeInvalid",
    sender,
  });
}

/** A row's attendees as rows to copy (an exception or a new series keeps its series' people). */
export function copiedAttendees(row: Pick<EventRow, "attendees">): AttendeeRow[] {
  return row.attendees.map(({ userId, email, response }) => ({ userId, email, response }));
}

/**
 * Replaces the attendees of events (an event, or a series and its exceptions), keeping each one's
 * answer where they stay: three statements whatever the number of events.
 */
export async function writeAttendees(
  tx: Tx,
  eventIds: string | readonly string[],
  rows: readonly AttendeeRow[],
): Promise<void> {
  const ids = typeof eventIds === "string" ? [eventIds] : [...eventIds];
  if (ids.length === 0) return;
  const kept = await tx.calendarAttendee.findMany({
    where: { eventId: { in: ids } },
    select: { eventId: true, email: true, response: true },
  });
  const responses = new Map(kept.map((row) => [`${row.eventId} ${row.email}`, row.response]));
  await tx.calendarAttendee.deleteMany({ where: { eventId: { in: ids } } });
  if (rows.length > 0)
    await tx.calendarAttendee.createMany({
      data: ids.flatMap((eventId) =>
        rows.map((row) => ({
          ...row,
          eventId,
          response: responses.get(`${eventId} ${row.email}`) ?? row.response,
        })),
      ),
    });
}
