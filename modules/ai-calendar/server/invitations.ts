import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { escapeHtml } from "@/lib/html-text";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { sendMail } from "@/lib/server/mail/send-mail";
import { icsEvents } from "@/modules/ai-calendar/server/feed";
import { calendarIcs, type IcsEvent } from "@/lib/server/calendar/ics";

/**
 * Invitations to outside guests (issue 33): an address that is not a member of the workspace gets
 * the event by e-mail as RFC 5546 iCalendar — METHOD:REQUEST when they are invited and again on every
 * change (the same UID, its SEQUENCE raised by each change, so Gmail, Outlook and Apple Calendar show
 * Accept/Decline and update the event in place), METHOD:CANCEL when the event is deleted or they are
 * taken off it. Members are told in the app (the calendar, reminders), not by these e-mails. The
 * e-mails go through the mail outbox (its job and retries) after the change has committed.
 */

/** What a write's events were before it: each root's (a single event or a series) outside guests and iCalendar. */
export type InvitationState = Map<string, { outsiders: Set<string>; events: IcsEvent[] }>;

/** The outside guests of events (a root and its exceptions), by root: one read. */
async function outsidersOf(rootIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const rows = await getDb().calendarAttendee.findMany({
    where: {
      userId: null,
      event: { OR: [{ id: { in: [...rootIds] } }, { recurringEventId: { in: [...rootIds] } }] },
    },
    select: { email: true, event: { select: { id: true, recurringEventId: true } } },
  });
  const found = new Map<string, Set<string>>();
  for (const row of rows) {
    const root = row.event.recurringEventId ?? row.event.id;
    found.set(root, (found.get(root) ?? new Set()).add(row.email));
  }
  return found;
}

/**
 * The invitation state of the roots: read before a change that may take guests off or delete the
 * event (their CANCEL is written from it), and after any change. Roots without outside guests cost
 * nothing more than the one read.
 */
export async function invitationState(
  scope: ModuleScope,
  rootIds: readonly string[],
): Promise<InvitationState> {
  const outsiders = await outsidersOf(rootIds);
  const state: InvitationState = new Map();
  for (const [root, emails] of outsiders) {
    // The guests are invited to the event itself: a busy-only event's details go to them too.
    const events = (await icsEvents(scope, Date.now(), { eventId: root })).map((event) => ({
      ...event,
      busyOnly: false,
    }));
    state.set(root, { outsiders: emails, events });
  }
  return state;
}

/** The first occurrence's time, on the event's own clock, in `locale`. */
function whenText(event: IcsEvent, locale: Locale): string {
  const zone = event.allDay ? "UTC" : event.timeZone;
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    dateStyle: "full",
    ...(event.allDay ? {} : { timeStyle: "short" }),
  });
  return event.allDay ? format.format(event.start) : `${format.format(event.start)} (${zone})`;
}

function invitationMail(
  to: string,
  kind: "invited" | "updated" | "cancelled",
  events: IcsEvent[],
  actor: Actor,
  locale: Locale,
) {
  const method: "REQUEST" | "CANCEL" = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const first = events.find((event) => event.recurrenceId === null) ?? events[0]!;
  const t = (key: string, values?: Record<string, string>) =>
    translateMessage(locale, `aiCalendar.invitation.${key}`, values);
  const values = { organizer: actor.name, title: first.title, when: whenText(first, locale) };
  const lines = [
    t(`${kind}Intro`, values),
    t("when", values),
    ...(first.rule ? [t("repeats")] : []),
    ...(first.location ? [t("where", { where: first.location })] : []),
    ...(method === "REQUEST" ? [t("answer")] : []),
  ];
  const content = calendarIcs(first.title, events, new Date(), {
    method,
    organizer: { name: actor.name, email: actor.email },
  });
  return {
    to,
    subject: t(`${kind}Subject`, values),
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
    calendar: { method, content },
  };
}

/**
 * After a write: each root's outside guests get its REQUEST (the event as it now is); those it had
 * `before` and no longer has, or whose event is gone, its CANCEL. A failure to queue is logged: the
 * change itself has already been made.
 */
export async function sendInvitations(
  scope: ModuleScope,
  actor: Actor,
  before: InvitationState,
  rootIds: readonly string[],
  locale: Locale,
): Promise<void> {
  try {
    const after = await invitationState(scope, rootIds);
    const mails = [];
    for (const root of new Set([...before.keys(), ...after.keys()])) {
      const now = after.get(root);
      const was = before.get(root);
      for (const email of now?.outsiders ?? [])
        mails.push(
          invitationMail(
            email,
            was?.outsiders.has(email) ? "updated" : "invited",
            now!.events,
            actor,
            locale,
          ),
        );
      const gone = [...(was?.outsiders ?? [])].filter((email) => !now?.outsiders.has(email));
      if (gone.length === 0) continue;
      // The event as it is (a guest taken off) or as it was, one revision on (deleted).
      const events = now?.events ?? was!.events.map((event) => ({ ...event, sequence: event.sequence + 1 }));
      for (const email of gone) mails.push(invitationMail(email, "cancelled", events, actor, locale));
    }
    for (const mail of mails) await sendMail(mail);
  } catch (error) {
    logger.error(`[ai-calendar] invitations of ${rootIds.join(", ")} not queued: ${String(error)}`);
  }
}
