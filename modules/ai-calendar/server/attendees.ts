import "server-only";
import { getDb } from "@/lib/server/db";
import type { Tx } from "@/lib/server/events/commit";
import { badRequest } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { AttendeeInput } from "@/modules/ai-calendar/schemas/events";
import type { EventRow } from "@/modules/ai-calendar/server/event-rows";

/** An attendee row to write: a member (their id and address) or an outside address. */
export interface AttendeeRow {
  userId: string | null;
  email: string;
  response: string;
}

/**
 * The people an event invites, checked: each id a member of the module's workspace (another's is
 * refused), each address once; an address of a member is that member. One read.
 */
export async function resolveAttendees(
  scope: Pick<ModuleScope, "membership">,
  input: readonly AttendeeInput[],
): Promise<AttendeeRow[]> {
  const ids = [...new Set(input.flatMap((item) => ("userId" in item ? [item.userId] : [])))];
  const emails = [...new Set(input.flatMap((item) => ("email" in item ? [item.email] : [])))];
  if (ids.length === 0 && emails.length === 0) return [];
  const members = await getDb().workspaceMember.findMany({
    where: {
      workspaceId: scope.membership.workspaceId,
      OR: [{ userId: { in: ids } }, { user: { email: { in: emails } } }],
    },
    select: { userId: true, user: { select: { email: true } } },
  });
  const byId = new Map(members.map((member) => [member.userId, member.user.email.toLowerCase()]));
  if (ids.some((id) => !byId.has(id))) throw badRequest("validation.calendarAttendeeInvalid");
  const rows = new Map<string, AttendeeRow>();
  for (const [userId, email] of byId)
    if (ids.includes(userId)) rows.set(email, { userId, email, response: "needsAction" });
  for (const email of emails) {
    if (rows.has(email)) continue;
    const member = members.find((item) => item.user.email.toLowerCase() === email);
    rows.set(email, { userId: member?.userId ?? null, email, response: "needsAction" });
  }
  return [...rows.values()];
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
