import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the message; logged when there is no SMTP server. */
  link?: string;
}

const globalForMail = globalThis as unknown as { suiteMailer?: Transporter };

function transporter(url: string): Transporter {
  globalForMail.suiteMailer ??= nodemailer.createTransport(url);
  return globalForMail.suiteMailer;
}

/**
 * Every message is recorded in the outbox table. With SMTP_URL it is also sent; without it, its
 * link goes to the server log so a self-hoster without mail is never locked out.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  const id = newId();
  await getDb().outboxEmail.create({
    data: {
      id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      link: mail.link ?? null,
    },
  });
  if (!SMTP_URL) {
    logger.info(`[mail] to=${mail.to} subject="${mail.subject}"${mail.link ? ` link=${mail.link}` : ""}`);
    return;
  }
  try {
    await transporter(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail });
    await getDb().outboxEmail.update({ where: { id }, data: { sentAt: new Date() } });
  } catch (error) {
    // The message stays in the outbox unsent; the caller's action (e.g. a reset request) still succeeds.
    logger.error(
      `[mail] sending to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
