import { GET as checkToken } from "@/app/api/v1/auth/check-reset-password-token/[token]/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as requestReset } from "@/app/api/v1/auth/request-reset-password/route";
import { POST as resetPassword } from "@/app/api/v1/auth/reset-password/route";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/lib/server/db";
import { mailLink, openMail } from "@/lib/server/mail/sealed-link";
import { seedUser } from "@/prisma/seed/users";
import { call } from "../helpers/http";

async function requestLink(email: string, cookie?: string): Promise<string> {
  const res = await call(requestReset, { body: { email }, cookie });
  expect(res.status).toBe(200);
  const mail = await getDb().outboxEmail.findFirst({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const token = new URL((mail && mailLink(mail)) ?? "http://x/").searchParams.get("token");
  expect(token).toBeTruthy();
  return token ?? "";
}

describe("password reset", () => {
  it("e-mails a link through the outbox, with the reset token stored only as a hash", async () => {
    const user = await seedUser(getDb(), { name: "Rita Reset" });
    const token = await requestLink(user.email);
    const mail = await getDb().outboxEmail.findFirstOrThrow({ where: { to: user.email } });
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toContain("Hello Rita Reset,");
    // The stored copy keeps the link encrypted, not in its text or HTML (tests/integration/mail/).
    expect(JSON.stringify(mail)).not.toContain(token);
    expect(openMail(mail).html).toContain(`/auth/reset-password?token=${token}`);
    const rows = await getDb().passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("writes the e-mail in the requester's language", async () => {
    const user = await seedUser(getDb());
    await requestLink(user.email, "NEXT_LOCALE=es");
    expect((await getDb().outboxEmail.findFirstOrThrow({ where: { to: user.email } })).subject).toBe(
      "Restablece tu contraseña",
    );
  });

  it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
    const user = await seedUser(getDb());
    const known = await call(requestReset, { body: { email: user.email } });
    const unknown = await call(requestReset, { body: { email: "ghost@example.com" } });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
    expect(await getDb().outboxEmail.count({ where: { to: "ghost@example.com" } })).toBe(0);
  });

  it("checks a token, resets the password once, and signs the user out everywhere", async () => {
    const user = await seedUser(getDb());
    const before = await call<{ accessToken: string }>(login, {
      body: { email: user.email, password: user.password },
    });
    const token = await requestLink(user.email);

    const check = await call(checkToken, { params: { token } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ valid: true, email: user.email });

    const res = await call(resetPassword, {
      body: { token, newPassword: "Changed#456", confirmPassword: "Changed#456" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password reset successfully!" });

    expect((await call(getUser, { token: before.body.accessToken, params: { id: user.id } })).status).toBe(
      401,
    );
    expect((await call(login, { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: "Changed#456" } })).status).toBe(200);

    const again = await call(resetPassword, {
      body: { token, newPassword: "Other#7890", confirmPassword: "Other#7890" },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("The link is not valid");
    expect((await call(checkToken, { params: { token } })).status).toBe(404);
  });

  it("refuses an expired token and one replaced by a newer request", async () => {
    const user = await seedUser(getDb());
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await call(checkToken, { params: { token: first } })).status).toBe(404);
    await getDb().passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await call(resetPassword, {
      body: { token: second, newPassword: "Changed#456", confirmPassword: "Changed#456" },
    });
    expect(expired.status).toBe(404);
  });

  it("lets only one of two simultaneous resets with the same token win", async () => {
    const user = await seedUser(getDb());
    const token = await requestLink(user.email);
    const body = (password: string) => ({ token, newPassword: password, confirmPassword: password });
    const results = await Promise.all([
      call(resetPassword, { body: body("First#1111") }),
      call(resetPassword, { body: body("Second#2222") }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it("answers 400 with the spec's messages for bad input", async () => {
    const mismatch = await call(resetPassword, {
      body: { token: "abc", newPassword: "Changed#456", confirmPassword: "Changed#457" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Passwords are not identical.");
    const weak = await call(resetPassword, {
      body: { token: "abc", newPassword: "weak", confirmPassword: "weak" },
    });
    expect(weak.body.message).toBe(
      "Your password doesn't meet the required criteria. Please try again using a combination of:",
    );
    const empty = await call(resetPassword, { body: {} });
    expect(empty.body.message).toEqual(["Token is required", "Password is required"]);
    expect((await call(checkToken, { params: { token: "not a token!" } })).status).toBe(400);
    expect((await call(requestReset, { body: { email: "nope" } })).status).toBe(400);
  });

  it("limits reset requests per e-mail", async () => {
    const user = await seedUser(getDb());
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(requestReset, {
            body: { email: user.email },
            headers: { "x-forwarded-for": `10.1.0.${i}` },
          })
        ).status,
      ).toBe(200);
    }
    const limited = await call(requestReset, {
      body: { email: user.email },
      headers: { "x-forwarded-for": "10.1.1.1" },
    });
    expect(limited.status).toBe(429);
  });
});
