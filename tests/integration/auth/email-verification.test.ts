// E-mail verification (the account pre-hijack): registration starts unverified and e-mails a
// single-use, expiring link stored only as a hash; the link verifies, anything else is one 404;
// asking again is rate-limited per user; a password reset's link proves the address too.
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as requestReset } from "@/app/api/v1/auth/request-reset-password/route";
import { POST as resetPassword } from "@/app/api/v1/auth/reset-password/route";
import { POST as verify } from "@/app/api/v1/auth/verify-email/route";
import { POST as resend } from "@/app/api/v1/auth/verify-email/resend/route";
import {
  deleteSpentVerificationTokens,
  isSpentOnVerifiedAddress,
} from "@/lib/server/auth/email-verification";
import { actorFromRequest } from "@/lib/server/api/actor-from-request";
import { getDb } from "@/lib/server/db";
import { mailLink, openMail } from "@/lib/server/mail/sealed-link";
import { limitConfig } from "@/lib/server/security/rate-limit";
import { hashToken } from "@/lib/server/security/tokens";
import { seedUser } from "@/prisma/seed/users";
import { call } from "../helpers/http";

const INVALID = "This verification link is not valid anymore. Ask for a new one.";
const HOUR = 60 * 60 * 1000;
let counter = 0;

/** Registers a new account from its own address; its access token and e-mail. */
async function registered(cookie?: string) {
  const email = `verify-${counter++}@example.com`;
  const res = await call<{ accessToken: string; user: { id: string } }>(register, {
    body: { email, name: "Vera Verify", password: "Secret#123" },
    headers: { "x-forwarded-for": `10.3.0.${counter}` },
    cookie,
  });
  expect(res.status).toBe(201);
  return { email, id: res.body.user.id, token: res.body.accessToken };
}

async function mailsTo(email: string) {
  return getDb().outboxEmail.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });
}

/** The token of the newest verification link e-mailed to `email`. */
async function latestToken(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const last = mails.at(-1);
  const link = new URL((last && mailLink(last)) ?? "http://x/");
  expect(link.pathname).toBe("/auth/verify-email");
  const token = link.searchParams.get("token");
  expect(token).toBeTruthy();
  return token ?? "";
}

const verifiedAt = async (id: string) =>
  (await getDb().user.findUniqueOrThrow({ where: { id }, select: { emailVerifiedAt: true } }))
    .emailVerifiedAt;

describe("registration", () => {
  it("creates the account unverified and e-mails one link, stored only as a hash, valid for 24 hours", async () => {
    const account = await registered();
    expect(await verifiedAt(account.id)).toBeNull();

    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Verify your email address");
    expect(mails[0]?.text).toContain("Hello Vera Verify,");
    const token = await latestToken(account.email);
    // The stored copy keeps the link encrypted, not in its text or HTML (tests/integration/mail/).
    expect(JSON.stringify(mails[0])).not.toContain(token);
    expect(openMail(mails[0]!).html).toContain(`/auth/verify-email?token=${token}`);

    const rows = await getDb().emailVerificationToken.findMany({ where: { userId: account.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: account.email, tokenHash: hashToken(token), usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(24 * HOUR - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * HOUR);
  });

  it("writes the e-mail in the language of the request", async () => {
    const account = await registered("NEXT_LOCALE=es");
    expect((await mailsTo(account.email))[0]?.subject).toBe("Verifica tu correo electrónico");
  });
});

describe("POST /api/v1/auth/verify-email", () => {
  it("verifies the address with the e-mailed token, once", async () => {
    const account = await registered();
    const token = await latestToken(account.email);
    const res = await call(verify, { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Email address verified", email: account.email });
    expect(await verifiedAt(account.id)).toBeInstanceOf(Date);
    expect(
      (await getDb().emailVerificationToken.findFirstOrThrow({ where: { userId: account.id } })).usedAt,
    ).toBeInstanceOf(Date);

    const reused = await call(verify, { body: { token } });
    expect(reused.status).toBe(404);
    expect(reused.body.message).toBe(INVALID);
  });

  it("knows a spent link of a verified address (a second click, a mail scanner's fetch) from a bad one", async () => {
    const account = await registered();
    const token = await latestToken(account.email);
    const actor = async () =>
      actorFromRequest(new Request("http://x/", { headers: { authorization: `Bearer ${account.token}` } }));
    expect((await actor())?.emailVerified).toBe(false);
    expect(await isSpentOnVerifiedAddress({ token })).toBe(false);
    expect((await call(verify, { body: { token } })).status).toBe(200);
    // The session's actor says so from the next request on (the shell's reminder reads it).
    expect((await actor())?.emailVerified).toBe(true);
    expect(await isSpentOnVerifiedAddress({ token })).toBe(true);
    expect(await isSpentOnVerifiedAddress({ token: `${token.slice(0, -2)}xx` })).toBe(false);
    expect(await isSpentOnVerifiedAddress({})).toBe(false);
  });

  it("refuses a tampered, an expired and a replaced token, and leaves the address unverified", async () => {
    const account = await registered();
    const token = await latestToken(account.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await call(verify, { body: { token: tampered } })).toMatchObject({
      status: 404,
      body: { message: INVALID },
    });

    await getDb().emailVerificationToken.updateMany({
      where: { userId: account.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await call(verify, { body: { token } })).status).toBe(404);

    // A newer link replaces the older one.
    expect((await call(resend, { method: "POST", token: account.token })).status).toBe(200);
    const newer = await latestToken(account.email);
    expect(newer).not.toBe(token);
    expect((await call(verify, { body: { token } })).status).toBe(404);
    expect(await verifiedAt(account.id)).toBeNull();
    expect((await call(verify, { body: { token: newer } })).status).toBe(200);
  });

  it("refuses a link sent to an address the account no longer has", async () => {
    const account = await registered();
    const token = await latestToken(account.email);
    await getDb().user.update({ where: { id: account.id }, data: { email: `moved-${account.email}` } });
    expect((await call(verify, { body: { token } })).status).toBe(404);
    expect(await verifiedAt(account.id)).toBeNull();
  });

  it("answers 400 for a missing or malformed token", async () => {
    expect(await call(verify, { body: {} })).toMatchObject({
      status: 400,
      body: { message: "Token is required" },
    });
    expect((await call(verify, { body: { token: "not a token!" } })).status).toBe(400);
    expect((await call(verify, { body: { token: "a".repeat(10_000) } })).status).toBe(400);
  });
});

describe("POST /api/v1/auth/verify-email/resend", () => {
  it("needs a session, and answers 409 once the address is verified", async () => {
    expect((await call(resend, { method: "POST" })).status).toBe(401);
    const verified = await seedUser(getDb());
    const signIn = await call<{ accessToken: string }>(login, {
      body: { email: verified.email, password: verified.password },
    });
    const res = await call(resend, { method: "POST", token: signIn.body.accessToken });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Your email address is already verified.");
    expect(await mailsTo(verified.email)).toHaveLength(0);
  });

  it("is limited per user, with a message that says what to do", async () => {
    const account = await registered();
    const { points } = limitConfig("verifyEmailPerUser", { perMinute: 30 });
    for (let i = 0; i < points; i++) {
      const res = await call(resend, {
        method: "POST",
        token: account.token,
        headers: { "x-forwarded-for": `10.4.0.${i}` },
      });
      expect(res.status).toBe(200);
    }
    const limited = await call(resend, {
      method: "POST",
      token: account.token,
      headers: { "x-forwarded-for": "10.4.1.1" },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      "You asked for several verification emails recently. Check your inbox and spam folder, or try again in 15 minutes.",
    );
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await mailsTo(account.email)).toHaveLength(points + 1);

    const other = await registered();
    expect((await call(resend, { method: "POST", token: other.token })).status).toBe(200);
  });
});

describe("other proofs of the address", () => {
  it("a password reset from the e-mailed link marks the address verified and drops pending links", async () => {
    const user = await seedUser(getDb(), { verified: false });
    const signIn = await call<{ accessToken: string }>(login, {
      body: { email: user.email, password: user.password },
    });
    expect((await call(resend, { method: "POST", token: signIn.body.accessToken })).status).toBe(200);
    expect(await verifiedAt(user.id)).toBeNull();

    await call(requestReset, { body: { email: user.email } });
    const mail = await getDb().outboxEmail.findFirstOrThrow({
      where: { to: user.email, subject: "Reset your password" },
    });
    const token = new URL(mailLink(mail) ?? "http://x/").searchParams.get("token");
    const res = await call(resetPassword, {
      body: { token, newPassword: "Changed#456", confirmPassword: "Changed#456" },
    });
    expect(res.status).toBe(200);
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    expect(await getDb().emailVerificationToken.count({ where: { userId: user.id } })).toBe(0);
    // ...and, as before, every session of the account ended.
    expect(await getDb().session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("the hourly purge", () => {
  it("deletes spent and expired verification links and keeps usable ones", async () => {
    const [spent, expired, usable] = await Promise.all([registered(), registered(), registered()]);
    expect((await call(verify, { body: { token: await latestToken(spent.email) } })).status).toBe(200);
    await getDb().emailVerificationToken.updateMany({
      where: { userId: expired.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await deleteSpentVerificationTokens()).toBeGreaterThanOrEqual(2);
    const left = await getDb().emailVerificationToken.findMany({
      where: { userId: { in: [spent.id, expired.id, usable.id] } },
      select: { userId: true },
    });
    expect(left).toEqual([{ userId: usable.id }]);
  });
});
