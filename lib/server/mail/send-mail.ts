import "server-only";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { sendEmailJob } from "@/lib/server/jobs/send-email";
import { logger } from "@/lib/server/logger";
import { deliverMessage } from "@/lib/server/mail/deliver-mail";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the message; logged when there is no SMTP server. */
  link?: string;
}

/**
 * Every message is written to the outbox table ('queued') and handed to the send-email job, which
 * sends it through SMTP_URL with retries and backoff (or logs its link without SMTP). The job carries
 * only the row's id. When the job system is not running in this process (tests, scripts) the message
 * is delivered once inline; a failure then stays on the row and the caller's action still succeeds.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const message = {
    id: newId(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    link: mail.link ?? null,
  };
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
