import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { escapeHtml } from "@/lib/html-text";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";

/** An outbox row as far as sending it goes. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
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

/** The message's text without its link (raw or HTML-escaped): a sent row keeps no usable token. */
export function withoutLink(text: string, link: string | null): string {
  if (!link) return text;
  return text.split(link).join(REMOVED_LINK).split(escapeHtml(link)).join(REMOVED_LINK);
}

/** The log line of a message that was not sent (no SMTP): its link only when `printLink`. */
export function unsentMailLine(message: Pick<OutboxMessage, "to" | "subject" | "link">, printLink: boolean) {
  const link = !message.link
    ? ""
    : printLink
      ? ` link=${message.link}`
      : " (not sent: SMTP_URL is not set; MAIL_LOG_LINKS=true prints its link here)";
  return `[mail] to=${message.to} subject="${message.subject}"${link}`;
}

/**
 * One delivery attempt of an outbox message, recorded on its row (attempts, lastError, status).
 * Without SMTP_URL the message is not sent ('logged'): its link is printed to the log only in
 * development or with MAIL_LOG_LINKS=true (a token in a log is a token at rest). A sent row keeps
 * no link: the column is cleared and the link is cut out of the stored text and HTML. A failed send
 * throws; on the last attempt (`final`) the row is marked 'failed'.
 */
export async function deliverMessage(message: OutboxMessage, options: { final: boolean }): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_LOG_LINKS, NODE_ENV } = env();
  const db = getDb();
  if (!SMTP_URL) {
    logger.info(unsentMailLine(message, MAIL_LOG_LINKS || NODE_ENV === "development"));
    await db.outboxEmail.update({
      where: { id: message.id },
      data: { status: "logged", attempts: { increment: 1 } },
    });
    return;
  }
  try {
    await transporter(SMTP_URL).sendMail({
      from: MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (error) {
    const lastError = errorText(error);
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
      text: withoutLink(message.text, message.link),
      html: withoutLink(message.html, message.link),
    },
  });
}

/**
 * Delivers the outbox row `id` (the send-email job). A row already sent or logged is left alone, so a
 * job that runs again after a crash does not send twice; a missing row is nothing to send.
 */
export async function deliverOutboxEmail(id: string, options: { final: boolean }): Promise<void> {
  const message = await getDb().outboxEmail.findUnique({
    where: { id },
    select: { id: true, to: true, subject: true, text: true, html: true, link: true, status: true },
  });
  if (!message || message.status === "sent" || message.status === "logged") return;
  await deliverMessage(message, options);
}
