// A small SMTP server on 127.0.0.1 for the tests that send e-mail: what it accepted (recipients and
// the raw message, headers and body), and refusals the test chooses — per recipient (RCPT, e.g. a
// mailbox that does not exist: 550) or per message (DATA, e.g. "try again later": 451).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  received: { to: string[]; raw: string }[];
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startTestSmtp(
  options: {
    /** A reply code to refuse a recipient with, or null to accept it. */
    refuseRecipient?: (address: string) => number | null;
    /** A reply code to refuse a whole message with, or null to accept it. */
    refuseMessage?: (to: string[]) => number | null;
  } = {},
): Promise<TestSmtp> {
  const received: TestSmtp["received"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.refuseRecipient?.(address.address) ?? null;
      callback(code ? refusal(code, "No such mailbox") : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const code = options.refuseMessage?.(to) ?? null;
        if (code) return callback(refusal(code, "Try again later"));
        received.push({ to, raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What an address received, with quoted-printable and folded header lines undone (to read as text). */
export function receivedBy(smtp: TestSmtp, to: string): string[] {
  return smtp.received
    .filter((message) => message.to.includes(to))
    .map((message) =>
      message.raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\r?\n /g, ""),
    );
}

/** The outbox rows to `to` since `since`, oldest first, their iCalendar unfolded (RFC 5545 folds at 75 octets). */
export async function invitationsTo(to: string, since: Date) {
  const { getDb } = await import("@/lib/server/db");
  const rows = await getDb().outboxEmail.findMany({
    where: { to, createdAt: { gte: since } },
    orderBy: { createdAt: "asc" },
    select: { subject: true, status: true, calendar: true, calendarMethod: true, text: true },
  });
  return rows.map((row) => ({ ...row, calendar: row.calendar?.replace(/\r?\n /g, "") ?? null }));
}
