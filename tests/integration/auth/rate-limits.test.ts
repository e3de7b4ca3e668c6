// Rate limits beyond one client address: failed logins per account, invitation e-mails per sender
// and per workspace, and (with Redis) one count shared by every node.
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as resend } from "@/app/api/v1/workspace/invitation/[invitationId]/resend/route";
import { POST as invite } from "@/app/api/v1/workspace/invitation/route";
import { getDb } from "@/lib/server/db";
import { createLimiters, limitConfig } from "@/lib/server/security/rate-limit";
import { seedUser } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { seedTeam } from "../invitations/fixtures";

describe("failed logins", () => {
  it("are limited per account as well as per address: guesses from many addresses stop", async () => {
    const user = await seedUser(getDb(), { name: "Target" });
    const { points } = limitConfig("loginFailuresPerAccount", { perMinute: 30 });
    for (let i = 0; i < points; i++) {
      const res = await call(login, {
        body: { email: user.email, password: `Wrong#${i}` },
        headers: { "x-forwarded-for": `10.1.${Math.floor(i / 250)}.${i % 250}` },
      });
      expect(res.status).toBe(401);
    }
    // A new address, even with the right password, now waits.
    const blocked = await call(login, {
      body: { email: user.email, password: user.password },
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another account is not affected.
    const other = await seedUser(getDb(), { name: "Bystander" });
    const fine = await call(login, {
      body: { email: other.email, password: other.password },
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
    expect(fine.status).toBe(200);
  });
});

describe("invitation e-mails", () => {
  it("are limited per sender (new and resent alike), and the limit leaves others sending", async () => {
    const team = await seedTeam();
    const first = await call<{ invitation: { id: string } }>(invite, {
      token: team.owner.token,
      body: { email: "spam-0@example.com", role: "member" },
    });
    expect(first.status).toBe(201);
    const { points } = limitConfig("invitesPerUser", { perMinute: 30 });
    for (let i = 1; i < points; i++) {
      const res = await call(resend, {
        token: team.owner.token,
        params: { invitationId: first.body.invitation.id },
      });
      expect(res.status).toBe(200);
    }
    const over = await call(invite, {
      token: team.owner.token,
      body: { email: "spam-x@example.com", role: "member" },
    });
    expect(over.status).toBe(429);
    const mails = await getDb().outboxEmail.count({ where: { to: { startsWith: "spam-" } } });
    expect(mails).toBe(points);
    // The admin of the same workspace still may (the workspace's own limit is higher).
    const admin = await call(invite, {
      token: team.admin.token,
      body: { email: "fine@example.com", role: "member" },
    });
    expect(admin.status).toBe(201);
  });
});

// Needs a Redis server: TEST_REDIS_URL (.ci/run sets it when one answers on 127.0.0.1:6379).
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)("with Redis", () => {
  it("two nodes count in one place", async () => {
    const prefix = `test-rl-${Date.now()}`;
    const a = createLimiters({ perMinute: 30, redisUrl, prefix });
    const b = createLimiters({ perMinute: 30, redisUrl, prefix });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const { points } = limitConfig("resetPerEmail", { perMinute: 30 });
      for (let i = 0; i < points; i++) await (i % 2 ? a : b).get("resetPerEmail").consume("x@example.com");
      await expect(a.get("resetPerEmail").consume("x@example.com")).rejects.toMatchObject({
        remainingPoints: 0,
      });
      await expect(b.get("resetPerEmail").consume("x@example.com")).rejects.toMatchObject({
        remainingPoints: 0,
      });
      await expect(b.get("resetPerEmail").consume("y@example.com")).resolves.toMatchObject({
        remainingPoints: points - 1,
      });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
