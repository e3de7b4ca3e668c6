import { getDb } from "@/lib/server/db";
import { REMOVED_LINK, unsentMailLine } from "@/lib/server/mail/deliver-mail";
import { sendMail } from "@/lib/server/mail/send-mail";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { startTestJobs, stopTestJobs, waitFor } from "./helpers";

/**
 * The SMTP server: a recipient named `flaky…` is refused (451) on its first message and accepted
 * afterwards; `bounce…` is always refused (550).
 */
const refusedOnce = new Set<string>();
let smtp: TestSmtp;
let received: TestSmtp["received"] = [];

const mail = (to: string) => ({
  to,
  subject: "Your link",
  text: "Follow it: http://x/a?token=t&k=1",
  html: '<p><a href="http://x/a?token=t&amp;k=1">Follow it</a></p>',
  link: "http://x/a?token=t&k=1",
});
const rowFor = (to: string) => getDb().outboxEmail.findFirstOrThrow({ where: { to } });

beforeAll(async () => {
  smtp = await startTestSmtp({
    refuseRecipient: (address) => (address.startsWith("bounce") ? 550 : null),
    refuseMessage: (to) => {
      const flaky = to.find((address) => address.startsWith("flaky") && !refusedOnce.has(address));
      if (!flaky) return null;
      refusedOnce.add(flaky);
      return 451;
    },
  });
  received = smtp.received;
  // Read by env() on first use, which comes after this.
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await stopTestJobs();
  await smtp.close();
});

describe("send-email over SMTP", () => {
  it("without the job system, sends inline once: 'sent', or 'failed' with the server's answer", async () => {
    await sendMail(mail("inline@example.com"));
    expect(await rowFor("inline@example.com")).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
    });
    expect(received.at(-1)?.to).toEqual(["inline@example.com"]);
    // The message carried the link; the stored copy of a sent message keeps none.
    expect(received.at(-1)?.raw).toContain("token=t");
    const stored = await rowFor("inline@example.com");
    expect(stored.link).toBeNull();
    expect(`${stored.text} ${stored.html}`).not.toContain("token=");
    expect(stored.text).toBe(`Follow it: ${REMOVED_LINK}`);
    expect(stored.html).toContain(`href="${REMOVED_LINK}"`);

    await sendMail(mail("bounce@example.com"));
    const bounced = await rowFor("bounce@example.com");
    expect(bounced).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(bounced.lastError).toContain("No such mailbox");
  });

  it("retries a refused message with backoff: refused first, accepted second, the row ends 'sent' after 2 attempts", async () => {
    await startTestJobs();
    const before = received.length;
    await sendMail(mail("flaky@example.com"));
    const sent = await waitFor(() =>
      getDb().outboxEmail.findFirst({ where: { to: "flaky@example.com", status: "sent" } }),
    );
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(refusedOnce.has("flaky@example.com")).toBe(true);
    expect(received.slice(before)).toHaveLength(1);
    expect(received.at(-1)?.raw).toContain("Subject: Your link");
    // pg-boss ran the job twice: one retry, then completed.
    await waitFor(async () => {
      const [job] = await getDb().$queryRawUnsafe<{ state: string; retries: number }[]>(
        `SELECT state::text, retry_count AS retries FROM pgboss.job WHERE name = 'send-email'`,
      );
      return job?.state === "completed" && job.retries === 1;
    });
  });
});

describe("an e-mail that is not sent (no SMTP)", () => {
  it("prints its link only when asked to (development or MAIL_LOG_LINKS=true)", () => {
    const message = mail("someone@example.com");
    expect(unsentMailLine(message, false)).not.toContain("token=");
    expect(unsentMailLine(message, false)).toContain("MAIL_LOG_LINKS=true");
    expect(unsentMailLine(message, true)).toContain("link=http://x/a?token=t&k=1");
  });
});
