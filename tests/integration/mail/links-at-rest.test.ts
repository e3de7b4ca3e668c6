// No usable token at rest in the e-mail outbox: a password reset, verification or invitation e-mail
// that is not sent yet (queued for a retry) keeps its link encrypted and its text and HTML without
// it; the send-email job decrypts it when it sends, so the message delivered carries the working link,
// and the row keeps no link afterwards. The SMTP server refuses (451) while `refusing` is set.
import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { GET as checkReset } from "@/app/api/v1/auth/check-reset-password-token/[token]/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as requestReset } from "@/app/api/v1/auth/request-reset-password/route";
import { POST as verify } from "@/app/api/v1/auth/verify-email/route";
import { POST as invite } from "@/app/api/v1/workspace/invitation/route";
import { escapeHtml } from "@/lib/html-text";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { deliverOutboxEmail } from "@/lib/server/mail/deliver-mail";
import { mailLink, sealMail } from "@/lib/server/mail/sealed-link";
import { sendMail } from "@/lib/server/mail/send-mail";
import { seedUser } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { checkLink, seedTeam, tokenOf } from "../invitations/fixtures";
import { startTestJobs, stopTestJobs, waitFor } from "../jobs/helpers";

const MIGRATIONS = path.join(process.cwd(), "prisma", "migrations");
let refusing = true;
const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (refusing) {
        callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        return;
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, raw });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  await startTestJobs();
});
afterAll(async () => {
  await stopTestJobs();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** A message's bytes with quoted-printable undone (soft line breaks joined, `=XX` decoded). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The one link of the message delivered to `to` (its text part and its HTML carry the same one). */
function deliveredLink(to: string): string {
  const message = received.find((m) => m.to === to);
  if (!message) throw new Error(`nothing delivered to ${to}`);
  const links = new Set(decoded(message.raw).match(/http:\/\/localhost:3000\/auth\/[a-z/-]+\?token=[\w-]+/g));
  expect(links.size).toBe(1);
  return [...links][0]!;
}

const rowTo = (to: string) => getDb().outboxEmail.findFirstOrThrow({ where: { to } });

describe("e-mails with a token, before and after they are sent", () => {
  it("keep no usable token while queued for a retry, and deliver the working link when sent", async () => {
    const team = await seedTeam();
    const resetUser = await seedUser(getDb(), { name: "Rita Reset" });
    expect((await call(requestReset, { body: { email: resetUser.email } })).status).toBe(200);
    const registered = await call(register, {
      body: { email: "vera.verify@example.com", name: "Vera Verify", password: "Secret#123" },
      headers: { "x-forwarded-for": "10.9.0.1" },
    });
    expect(registered.status).toBe(201);
    const invited = await call<{ link: string }>(invite, {
      token: team.owner.token,
      body: { email: "ivan.invited@example.com", role: "member", permissions: {} },
    });
    expect(invited.status).toBe(201);
    const addresses = [resetUser.email, "vera.verify@example.com", "ivan.invited@example.com"];

    // Each first attempt is refused: the rows wait, queued, for their retry.
    for (const to of addresses) {
      await waitFor(async () => {
        const row = await rowTo(to);
        return row.attempts >= 1 && row.status === "queued";
      });
    }
    const inviteToken = tokenOf(invited.body.link);
    for (const to of addresses) {
      const row = await rowTo(to);
      const stored = JSON.stringify(row);
      expect(stored).not.toMatch(/token=/);
      expect(stored).not.toContain(inviteToken);
      expect(stored).not.toContain("localhost:3000/auth/");
      expect(row.link).not.toBeNull();
      expect(row.link).not.toMatch(/^https?:/);
      // ...and the server can still read it (what the logged mode and the e2e helpers use).
      expect(mailLink(row)).toMatch(/^http:\/\/localhost:3000\/auth\/[a-z/-]+\?token=[\w-]{43}$/);
    }
    expect(mailLink(await rowTo("ivan.invited@example.com"))).toBe(invited.body.link);

    refusing = false;
    for (const to of addresses) await waitFor(async () => (await rowTo(to)).status === "sent", 30_000);

    const resetLink = deliveredLink(resetUser.email);
    expect(new URL(resetLink).pathname).toBe("/auth/reset-password");
    expect((await call(checkReset, { params: { token: tokenOf(resetLink) } })).status).toBe(200);
    const verifyLink = deliveredLink("vera.verify@example.com");
    expect(new URL(verifyLink).pathname).toBe("/auth/verify-email");
    expect((await call(verify, { body: { token: tokenOf(verifyLink) } })).status).toBe(200);
    expect(deliveredLink("ivan.invited@example.com")).toBe(invited.body.link);
    expect((await checkLink(inviteToken)).status).toBe(200);

    // A sent row keeps no link at all.
    for (const to of addresses) {
      const row = await rowTo(to);
      expect(row.link).toBeNull();
      expect(JSON.stringify(row)).not.toMatch(/token=/);
    }
  });
});

describe("rows written before links were encrypted", () => {
  it("lose their raw link in the migration; a queued one is failed so its job does not send it", async () => {
    const link = "http://localhost:3000/auth/reset-password?token=legacy-token&x=1";
    const legacy = (to: string, status: string) => ({
      id: newId(),
      to,
      subject: "Reset your password",
      text: `Reset password: ${link}`,
      html: `<a href="${escapeHtml(link)}">Reset password</a>`,
      link,
      status,
    });
    const rows = [legacy("old.queued@example.com", "queued"), legacy("old.logged@example.com", "logged")];
    await getDb().outboxEmail.createMany({ data: rows });

    const [folder] = readdirSync(MIGRATIONS).filter((name) => name.endsWith("_outbox_links_at_rest"));
    await getDb().$executeRawUnsafe(readFileSync(path.join(MIGRATIONS, folder!, "migration.sql"), "utf8"));

    const after = await getDb().outboxEmail.findMany({ where: { id: { in: rows.map((row) => row.id) } } });
    for (const row of after) {
      expect(JSON.stringify(row)).not.toContain("legacy-token");
      expect(row.link).toBeNull();
    }
    expect(after.find((row) => row.to === "old.queued@example.com")).toMatchObject({ status: "failed" });
    expect(after.find((row) => row.to === "old.logged@example.com")).toMatchObject({ status: "logged" });
    // Its job, still pending, leaves it alone.
    await deliverOutboxEmail(rows[0]!.id, { final: true });
    expect(received.some((message) => message.to === "old.queued@example.com")).toBe(false);
  });
});

describe("a sealed link", () => {
  it("opens only on its own row: copied to another address it fails that row, unsent", async () => {
    await sendMail({
      to: "first@example.com",
      subject: "Hi",
      text: "Go: http://x/a?token=t1",
      html: "",
      link: "http://x/a?token=t1",
    });
    const first = await waitFor(() =>
      getDb().outboxEmail.findFirst({ where: { to: "first@example.com", status: "sent" } }),
    );
    expect(first.link).toBeNull();
    const sealed = sealMail({
      id: newId(),
      to: "victim@example.com",
      text: "",
      html: "",
      link: "http://x/a?token=t2",
    });
    const moved = { ...sealed, to: "attacker@example.com", subject: "Hi", status: "queued" };
    await getDb().outboxEmail.create({ data: moved });
    await deliverOutboxEmail(moved.id, { final: false });
    expect(await rowTo("attacker@example.com")).toMatchObject({ status: "failed", attempts: 1 });
    expect(received.some((message) => message.to === "attacker@example.com")).toBe(false);
  });
});
