import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { escapeHtml } from "@/lib/html-text";
import { calendarIcs, type IcsEvent } from "@/lib/server/calendar/ics";
import { logger } from "@/lib/server/logger";
import { sendMail, type Mail } from "@/lib/server/mail/send-mail";
import type { Prisma } from "@/lib/generated/prisma/client";
import { meetingSelect } from "@/modules/meeting-room/server/meeting-rows";
import { responseLinkOf } from "@/modules/meeting-room/server/response-link";

/**
 * Invitations (issue 34): everyone a meeting invites but its host gets it by e-mail as RFC 5546
 * iCalendar — METHOD:REQUEST when invited and again on every change (the same UID, its SEQUENCE
 * raised by each change, so Gmail, Outlook and Apple Calendar show Accept/Decline and update the
 * meeting in place), METHOD:CANCEL when it is deleted or they are taken off it. A REQUEST carries the
 * person's own answer link (server/response-link.ts). Members are e-mailed too: the meeting lands in
 * their own mail calendars. Queued through the outbox after the change has committed.
 */

/** What invitations are written from: the meeting as it is (or was), its host's address, its people. */
export const invitationSelect = {
  ...meetingSelect,
  uid: true,
  updatedAt: true,
  host: { select: { id: true, name: true, email: true } },
} satisfies Prisma.MeetingSelect;
export type InvitationSubject = Prisma.MeetingGetPayload<{ select: typeof invitationSelect }>;

type Kind = "invited" | "updated" | "cancelled";

/** Plain text as the HTML that ics.ts turns back into text (line breaks kept). */
const asHtml = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

/** The meeting as iCalendar's event: in its zone, its people with their answers. */
function icsEventOf(meeting: InvitationSubject): IcsEvent {
  return {
    uid: meeting.uid,
    title: meeting.summary,
    description: asHtml(meeting.description),
    location: "",
    url: null,
    start: meeting.start,
    end: meeting.end,
    allDay: false,
    timeZone: meeting.timeZone,
    rule: meeting.rule,
    excluded: [],
    recurrenceId: null,
    busyOnly: false,
    attendees: meeting.attendees.map((attendee) => ({
      email: attendee.email,
      name: attendee.user?.name ?? null,
      response: attendee.response,
    })),
    sequence: meeting.sequence,
    updatedAt: meeting.updatedAt,
  };
}

/** Its first start on its own clock, in `locale`: "Tuesday, 1 December 2026 at 09:00 (Europe/Madrid)". */
function whenText(meeting: InvitationSubject, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: meeting.timeZone,
    dateStyle: "full",
    timeStyle: "short",
    hourCycle: "h23",
  });
  return `${format.format(meeting.start)} (${meeting.timeZone})`;
}

/** One invitation e-mail to `to`. */
export function invitationMail(meeting: InvitationSubject, to: string, kind: Kind, locale: Locale): Mail {
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const t = (key: string, values?: Record<string, string>) =>
    translateMessage(locale, `meetingRoom.invitation.${key}`, values);
  const organizer = meeting.host ?? { name: meeting.summary, email: to };
  const values = { organizer: organizer.name, title: meeting.summary, when: whenText(meeting, locale) };
  const link = method === "REQUEST" ? responseLinkOf(meeting.id, to) : null;
  const lines = [
    t(`${kind}Intro`, values),
    t("when", values),
    ...(meeting.rule ? [t("repeats")] : []),
    ...(meeting.description ? [meeting.description] : []),
    ...(link ? [t("answer", { link }), t("calendar")] : []),
  ];
  const content = calendarIcs(meeting.summary, [icsEventOf(meeting)], new Date(), { method, organizer });
  return {
    to,
    subject: t(`${kind}Subject`, values),
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${asHtml(line)}</p>`).join(""),
    ...(link ? { link } : {}),
    calendar: { method, content },
  };
}

/** Those a meeting e-mails: its people but its host. */
const guestsOf = (meeting: InvitationSubject) =>
  meeting.attendees
    .filter((attendee) => attendee.userId === null || attendee.userId !== meeting.hostId)
    .map((attendee) => attendee.email);

/**
 * After a change: the meeting's guests get its REQUEST (`invited` for those new to it, `updated` for
 * the others); those `before` had and it no longer has — or all of them when it is gone (`after`
 * null) — its CANCEL, one revision on. A failure to queue is logged: the change has been made.
 */
export async function sendInvitations(
  before: InvitationSubject | null,
  after: InvitationSubject | null,
  locale: Locale,
): Promise<void> {
  const id = after?.id ?? before?.id;
  try {
    const had = new Set(before ? guestsOf(before) : []);
    const has = new Set(after ? guestsOf(after) : []);
    const mails: Mail[] = [];
    if (after)
      for (const email of has)
        mails.push(invitationMail(after, email, had.has(email) ? "updated" : "invited", locale));
    // A CANCEL names the person it takes off (RFC 5546 §3.2.5), one revision on when the meeting is gone.
    for (const email of [...had].filter((guest) => !has.has(guest))) {
      const cancelled = {
        ...(after ?? before!),
        sequence: after ? after.sequence : before!.sequence + 1,
        attendees: before!.attendees.filter((attendee) => attendee.email === email),
      };
      mails.push(invitationMail(cancelled, email, "cancelled", locale));
    }
    for (const mail of mails) await sendMail(mail);
  } catch (error) {
    logger.error(`[meeting-room] invitations of ${id} not queued: ${String(error)}`);
  }
}
