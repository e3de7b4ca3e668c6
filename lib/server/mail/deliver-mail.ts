import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { openMail, SEALED_LINK } from "@/lib/server/mail/sealed-link";
import { listHeaders, noteRefusal, within } from "@/lib/server/mail/list-mail";

/** An outbox row as far as sending it goes, as stored: its link sealed (sealed-link.ts). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  /** A workspace's list mail (a campaign's): unsubscribe headers, and a hard bounce suppresses. */
  listWorkspaceId?: string | null;
  /** An invitation's iCalendar and its METHOD (send-mail.ts). */
  calendar?: string | null;
  calendarMethod?: string | null;
}

const globalForMail = globalThis as unknown as { suiteMailer?: { url: string; transporter: Transporter } };

// Bounded waits, so a silent server fails the attempt (and the job retries) well within its expiry.
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

function transporter(url: string): Transporter {
  if (globalForMail.suiteMailer?.url !== url)
    globalForMail.suiteMailer = { url, transporter: nodemailer.createTransport({ url, ...TIMEOUTS }) };
  return globalForMail.suiteMailer.transporter;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** What replaces an e-mailed link in the stored copy once the message has left. */
export const REMOVED_LINK = "[link removed after sending]";

/** A stored text or HTML once its message has left: the link's placeholder says it was removed. */
const withoutLink = (stored: string) => stored.split(SEALED_LINK).join(REMOVED_LINK);

/** The log line of a message that was not sent (no SMTP): its link only when `printLink`. */
export function unsentMailLine(message: Pick<OutboxMessage, "to" | "subject" | "link">, printLink: boolean) {
  const link = !message.link
    ? ""
    : printLink
      ? ` link=${message.link}`
      : " (not sent: SMTP_URL is not set; MAIL_LOG_LINKS=true prints its link here)";
  return `[mail] to=${message.to} subject="${message.subject}"${link}`;
}

/** The stored row opened for sending; null (and the row 'failed') when its link does not decrypt. */
async function opened(stored: OutboxMessage): Promise<OutboxMessage | null> {
  try {
    return openMail(stored);
  } catch (error) {
    // Retrying cannot help (AUTH_SECRET changed, or the row was tampered with): fail it at once.
    const lastError = `the link cannot be decrypted (was AUTH_SECRET changed?): ${errorText(error)}`;
    await getDb().outboxEmail.update({
      where: { id: stored.id },
      data: { attempts: { increment: 1 }, lastError, status: "failed" },
    });
    logger.error(`[mail] ${stored.id} to ${stored.to} not sent: ${lastError}`);
    return null;
  }
}

/**
 * One delivery attempt of a stored outbox message, recorded on its row (attempts, lastError,
 * status). The row's link is decrypted here, for this attempt only. Without SMTP_URL the message is
 * not sent ('logged', its link still sealed): the link is printed to the log only in development or
 * with MAIL_LOG_LINKS=true (a token in a log is a token at rest). A sent row keeps no link: the
 * column is cleared and the placeholder in the stored text and HTML says the link was removed. A
 * failed send throws; on the last attempt (`final`) the row is marked 'failed'.
 */
export async function deliverMessage(stored: OutboxMessage, options: { final: boolean }): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_LOG_LINKS, MAIL_SEND_TIMEOUT_MS, NODE_ENV } = env();
  const db = getDb();
  const message = await opened(stored);
  if (!message) return;
  if (!SMTP_URL) {
    logger.info(unsentMailLine(message, MAIL_LOG_LINKS || NODE_ENV === "development"));
    await db.outboxEmail.update({
      where: { id: message.id },
      data: { status: "logged", attempts: { increment: 1 } },
    });
    return;
  }
  try {
    const sending = transporter(SMTP_URL).sendMail({
      from: MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: listHeaders(message),
      ...(message.calendar
        ? {
            icalEvent: {
              method: message.calendarMethod ?? "REQUEST",
              filename: "invite.ics",
              content: message.calendar,
            },
          }
        : {}),
    });
    await within(sending, MAIL_SEND_TIMEOUT_MS);
  } catch (error) {
    const lastError = errorText(error);
    await noteRefusal(message, error);
    await db.outboxEmail.update({
      where: { id: message.id },
      data: { attempts: { increment: 1 }, lastError, status: options.final ? "failed" : "queued" },
    });
    const what = `[mail] sending ${message.id} to ${message.to} failed: ${lastError}`;
    if (options.final) logger.error(what);
    else logger.warn(`${what} (will retry)`);
    throw error;
  }
  await db.outboxEmail.update({
    where: { id: message.id },
    data: {
      status: "sent",
      sentAt: new Date(),
      attempts: { increment: 1 },
      lastError: null,
      link: null,
      text: withoutLink(stored.text),
      html: withoutLink(stored.html),
    },
  });
}

/**
 * Delivers the outbox row `id` (the send-email job). A row already sent, logged or failed is left
 * alone, so a job that runs again after a crash does not send twice (and a row whose link was removed
 * unsent is never sent without it); a missing row is nothing to send.
 */
export async function deliverOutboxEmail(id: string, options: { final: boolean }): Promise<void> {
  const message = await getDb().outboxEmail.findUnique({
    where: { id },
    select: {
      id: true,
      to: true,
      subject: true,
      text: true,
      html: true,
      link: true,
      status: true,
      listWorkspaceId: true,
      calendar: true,
      calendarMethod: true,
    },
  });
  if (!message || message.status !== "queued") return;
  await deliverMessage(message, options);
}
