import "server-only";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { sendEmailJob } from "@/lib/server/jobs/send-email";
import { logger } from "@/lib/server/logger";
import { deliverMessage } from "@/lib/server/mail/deliver-mail";
import { sealMail } from "@/lib/server/mail/sealed-link";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The one action link of the message, wherever it appears in `text` and `html` (as is, and
   * HTML-escaped): stored encrypted until sent, logged when there is no SMTP server.
   */
  link?: string;
  /** An invitation's iCalendar (METHOD REQUEST or CANCEL), sent as the message's text/calendar part. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

/**
 * A new outbox row's contents for `mail`: its link sealed and its text and HTML without it
 * (sealed-link.ts), so the row keeps no usable token while it waits to be sent.
 */
export function outboxRow(mail: Mail) {
  const sealed = sealMail({
    id: newId(),
    to: mail.to,
    text: mail.text,
    html: mail.html,
    link: mail.link ?? null,
  });
  return {
    ...sealed,
    subject: mail.subject,
    calendar: mail.calendar?.content ?? null,
    calendarMethod: mail.calendar?.method ?? null,
  };
}

/**
 * Every message is written to the outbox table ('queued') and handed to the send-email job, which
 * sends it through SMTP_URL with retries and backoff (or logs its link without SMTP). The job carries
 * only the row's id. When the job system is not running in this process (tests, scripts) the message
 * is delivered once inline; a failure then stays on the row and the caller's action still succeeds.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const message = outboxRow(mail);
  await getDb().outboxEmail.create({ data: { ...message, status: "queued" } });
  try {
    if (await enqueueJob(sendEmailJob, { outboxId: message.id })) return;
  } catch (error) {
    logger.warn(
      `[mail] could not queue ${message.id}, sending now: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await deliverMessage(message, { final: true }).catch(() => undefined);
}
