import { POST as acceptPublic } from "@/app/api/v1/auth/invite/accept/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as acceptSignedIn } from "@/app/api/v1/workspace/invitation/accept/route";
import { GET as listInvitations } from "@/app/api/v1/workspace/invitation/route";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/lib/server/db";
import { mailLink } from "@/lib/server/mail/sealed-link";
import { decodeSessionCookie } from "@/lib/server/auth/session-token";
import { seedInvitation } from "@/prisma/seed/invitations";
import { seedWorkspace } from "@/prisma/seed/users";
import { call, cookieHeader, tokenPayload } from "../helpers/http";
import { checkLink, errorBody, seedTeam, tokenFor, user, type Team } from "./fixtures";

type Accepted = {
  accessToken: string;
  user: { id: string; email: string; name: string };
  workspace: string | null;
};

const DAY = 24 * 60 * 60 * 1000;
const INVALID_LINK = "The link you used is not valid anymore! Contact your administrator.";
const NEW_PASSWORD = "Joined#2024";

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Olivia's Studio");
});

const invitation = (input: Parameters<typeof seedInvitation>[2] = {}) =>
  seedInvitation(getDb(), team.workspace.id, { invitedById: team.owner.id, ...input });

const membershipOf = (userId: string, workspaceId = team.workspace.id) =>
  getDb().workspaceMember.findUnique({ where: { workspaceId_userId: { workspaceId, userId } } });

/** The accept call from its own address, so rate limits of one test never leak into another. */
const accept = (body: unknown, ip = "10.0.1.1") =>
  call<Accepted>(acceptPublic, { body, headers: { "x-forwarded-for": ip } });

describe("GET /api/v1/auth/invite/expire", () => {
  it("describes a usable link: e-mail, role, workspace, inviter and whether an account exists", async () => {
    const fresh = await invitation({ email: "fresh@example.com", role: "admin" });
    const res = await checkLink(fresh.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: "fresh@example.com",
      role: "admin",
      workspace: { id: team.workspace.id, name: "Olivia's Studio" },
      inviter: { name: "Olivia Owner" },
      existingUser: false,
    });

    const someone = await user();
    const known = await invitation({ email: someone.email, invitedById: null });
    expect((await checkLink(known.token)).body).toMatchObject({ existingUser: true, inviter: null });
  });

  it("answers 404 with the spec's text for unknown, expired and cancelled links", async () => {
    const expired = await invitation({ expiresAt: new Date(Date.now() - 1000) });
    const cancelled = await invitation();
    await getDb().invitation.delete({ where: { id: cancelled.id } });
    for (const token of ["A".repeat(43), expired.token, cancelled.token]) {
      const res = await checkLink(token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(errorBody(404, INVALID_LINK));
    }
    const spanish = await checkLink(expired.token, { cookie: "NEXT_LOCALE=es" });
    expect(spanish.body.message).toBe(
      "¡El enlace que usaste ya no es válido! Contacta con tu administrador.",
    );
  });

  it("answers 400 for a missing, malformed or huge token", async () => {
    expect(await checkLink()).toEqual({ status: 400, body: errorBody(400, "Token is required") });
    expect(await checkLink("")).toEqual({ status: 400, body: errorBody(400, "Token is required") });
    expect(await checkLink("abc$%^")).toEqual({ status: 400, body: errorBody(400, "The link is not valid") });
    expect((await checkLink("a".repeat(10_000))).status).toBe(400);
  });
});

describe("POST /api/v1/auth/invite/accept — a new person", () => {
  it("creates the account and the membership, spends the link and signs in inside the workspace", async () => {
    const invite = await invitation({ email: "newbie@example.com", role: "member" });
    const res = await accept({ token: invite.token, name: "  Nina Newbie ", password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: "newbie@example.com", name: "Nina Newbie" });
    expect(JSON.stringify(res.body)).not.toContain("passwordHash");
    expect(res.body.workspace).toBe(team.workspace.id);
    expect(tokenPayload(res.body.accessToken)).toMatchObject({
      email: "newbie@example.com",
      workspace: team.workspace.id,
      workspaces: 1,
      remember: true,
    });
    const cookie = await decodeSessionCookie(res.sessionCookie);
    expect(cookie?.workspace).toBe(team.workspace.id);

    const created = await getDb().user.findUniqueOrThrow({ where: { email: "newbie@example.com" } });
    expect(created.lastWorkspaceId).toBe(team.workspace.id);
    // Not verified: the inviter holds the link too (the API answers it), so opening it proves nothing
    // about the mailbox; the new account gets a verification link like any registration.
    expect(created.emailVerifiedAt).toBeNull();
    const verification = await getDb().outboxEmail.findMany({
      where: { to: "newbie@example.com", subject: "Verify your email address" },
    });
    expect(verification).toHaveLength(1);
    expect(mailLink(verification[0]!)).toContain("/auth/verify-email?token=");
    expect(await membershipOf(created.id)).toMatchObject({ role: "member", accessToAll: false });
    expect(await getDb().invitation.findUnique({ where: { id: invite.id } })).toBeNull();
    expect(await getDb().session.findMany({ where: { userId: created.id } })).toEqual([
      expect.objectContaining({ workspaceId: team.workspace.id, remember: true }),
    ]);

    // The session works, and the new account signs in with its password.
    const me = await call<{ workspace: { id: string; role: string } }>(getUser, {
      token: res.body.accessToken,
      params: { id: created.id },
    });
    expect(me.body.workspace).toMatchObject({ id: team.workspace.id, role: "member" });
    const again = await call<Accepted>(login, {
      body: { email: "newbie@example.com", password: NEW_PASSWORD },
    });
    expect(tokenPayload(again.body.accessToken).workspace).toBe(team.workspace.id);
  });

  it("gives accessToAll to invited admins only", async () => {
    const admin = await invitation({ email: "boss@example.com", role: "admin", accessToAll: true });
    const viewer = await invitation({ email: "watcher@example.com", role: "viewer" });
    // A stray accessToAll on a non-admin row is never carried into the membership.
    await getDb().invitation.update({ where: { id: viewer.id }, data: { accessToAll: true } });
    const a = await accept({ token: admin.token, name: "Bea Boss", password: NEW_PASSWORD });
    const v = await accept({ token: viewer.token, name: "Walt Watcher", password: NEW_PASSWORD });
    expect(await membershipOf(a.body.user.id)).toMatchObject({ role: "admin", accessToAll: true });
    expect(await membershipOf(v.body.user.id)).toMatchObject({ role: "viewer", accessToAll: false });
  });

  it("requires a name and a password that meets the rules; nothing is spent on a 400", async () => {
    const invite = await invitation({ email: "rules@example.com" });
    const missingName = await accept({ token: invite.token, password: NEW_PASSWORD });
    expect(missingName.body).toEqual(errorBody(400, "Name is required"));
    const weak = await accept({ token: invite.token, name: "Al", password: "weak" });
    expect(weak.body).toEqual(
      errorBody(400, [
        "Name must be at least 3 characters long.",
        "Your password doesn't meet the required criteria. Please try again using a combination of:",
      ]),
    );
    expect(await getDb().user.count({ where: { email: "rules@example.com" } })).toBe(0);
    expect((await checkLink(invite.token)).status).toBe(200);
  });
});

describe("POST /api/v1/auth/invite/accept — someone with an account", () => {
  it("asks only the password, joins and switches the session into the invited workspace", async () => {
    const existing = await user({ name: "Eve Existing" });
    const own = await seedWorkspace(getDb(), existing.id, { name: "Eve's Own" });
    await getDb().user.update({ where: { id: existing.id }, data: { lastWorkspaceId: own.id } });
    const invite = await invitation({ email: existing.email, role: "admin", accessToAll: true });

    const res = await accept({ token: invite.token, name: "Ignored Name", password: existing.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: existing.id, name: "Eve Existing" });
    expect(tokenPayload(res.body.accessToken)).toMatchObject({
      sub: existing.id,
      workspace: team.workspace.id,
      workspaces: 2,
    });
    expect(await membershipOf(existing.id)).toMatchObject({ role: "admin", accessToAll: true });
    expect(await membershipOf(existing.id, own.id)).toMatchObject({ role: "owner" });
    expect((await getDb().user.findUniqueOrThrow({ where: { id: existing.id } })).lastWorkspaceId).toBe(
      team.workspace.id,
    );
    expect(await getDb().invitation.count({ where: { id: invite.id } })).toBe(0);
  });

  it("answers 401 for a wrong password and keeps the invitation", async () => {
    const existing = await user();
    const invite = await invitation({ email: existing.email });
    const res = await accept({ token: invite.token, password: "Wrong#999" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(errorBody(401, "Wrong password. Try again or reset your password."));
    expect(res.sessionCookie).toBeUndefined();
    expect(await membershipOf(existing.id)).toBeNull();
    expect((await checkLink(invite.token)).status).toBe(200);
    const missing = await accept({ token: invite.token });
    expect(missing.body).toEqual(errorBody(400, "Password is required"));
  });

  it("locks out repeated wrong passwords like the login does", async () => {
    const existing = await user();
    const invite = await invitation({ email: existing.email });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await accept({ token: invite.token, password: `Wrong#${i}` }, "10.0.9.9")).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits until the block ends.
    const right = await accept({ token: invite.token, password: existing.password }, "10.0.9.9");
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBeTruthy();
  });
});

describe("POST /api/v1/auth/invite/accept — spent and bad links", () => {
  it("is single use: a second accept of the same link is a 404", async () => {
    const invite = await invitation({ email: "once@example.com" });
    expect((await accept({ token: invite.token, name: "Olga Once", password: NEW_PASSWORD })).status).toBe(
      200,
    );
    const second = await accept({ token: invite.token, name: "Olga Once", password: NEW_PASSWORD });
    expect(second.status).toBe(404);
    expect(second.body).toEqual(errorBody(404, INVALID_LINK));
    expect((await checkLink(invite.token)).status).toBe(404);
  });

  it("lets exactly one of two simultaneous accepts win (new person)", async () => {
    const invite = await invitation({ email: "race-new@example.com" });
    const body = { token: invite.token, name: "Rita Race", password: NEW_PASSWORD };
    const results = await Promise.all([accept(body, "10.0.2.1"), accept(body, "10.0.2.2")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await getDb().user.count({ where: { email: "race-new@example.com" } })).toBe(1);
    expect(await getDb().workspaceMember.count({ where: { user: { email: "race-new@example.com" } } })).toBe(
      1,
    );
  });

  it("lets exactly one of two simultaneous accepts win (existing account)", async () => {
    const existing = await user();
    const invite = await invitation({ email: existing.email });
    const body = { token: invite.token, password: existing.password };
    const results = await Promise.all([accept(body, "10.0.3.1"), accept(body, "10.0.3.2")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await getDb().workspaceMember.count({ where: { userId: existing.id } })).toBe(1);
  });

  it("refuses expired, unknown and replaced links", async () => {
    const expired = await invitation({ expiresAt: new Date(Date.now() - DAY) });
    const body = (token: string) => ({ token, name: "Late Comer", password: NEW_PASSWORD });
    expect((await accept(body(expired.token))).status).toBe(404);
    expect((await accept(body("B".repeat(43)))).status).toBe(404);
    const replaced = await invitation();
    await getDb().invitation.update({ where: { id: replaced.id }, data: { tokenHash: "something-else" } });
    expect((await accept(body(replaced.token))).status).toBe(404);
    expect(await getDb().user.count({ where: { name: "Late Comer" } })).toBe(0);
  });

  it("answers 400, never 500, for missing fields, wrong types, huge strings and broken JSON", async () => {
    expect((await accept({})).body).toEqual(errorBody(400, ["Token is required", "Password is required"]));
    expect((await accept({ token: 42, name: ["x"], password: { a: 1 } })).status).toBe(400);
    const huge = await accept({
      token: "a".repeat(10_000),
      name: "n".repeat(10_000),
      password: "p".repeat(10_000),
    });
    expect(huge.body).toEqual(
      errorBody(400, [
        "The link is not valid",
        "Name must be at most 100 characters long.",
        "Password must be at most 128 characters long.",
      ]),
    );
    const broken = await call(acceptPublic, { rawBody: "{", headers: { "x-forwarded-for": "10.0.4.4" } });
    expect(broken.status).toBe(400);
  });

  it("is rate limited per address like the login", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await accept({ token: "C".repeat(43), password: "x" }, "10.0.5.5")).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await accept({ token: "C".repeat(43), password: "x" }, "10.0.5.6")).status).toBe(404);
  });
});

describe("POST /api/v1/workspace/invitation/accept (signed in)", () => {
  it("joins the invited workspace and switches the current session into it", async () => {
    const existing = await user({ name: "Sam Signed" });
    const own = await seedWorkspace(getDb(), existing.id, { name: "Sam's Own" });
    const session = await tokenFor(existing, own.id);
    const invite = await invitation({ email: existing.email, role: "viewer" });

    const res = await call<Accepted>(acceptSignedIn, { token: session, body: { token: invite.token } });
    expect(res.status).toBe(200);
    expect(res.body.workspace).toBe(team.workspace.id);
    const payload = tokenPayload(res.body.accessToken);
    expect(payload).toMatchObject({
      sub: existing.id,
      workspace: team.workspace.id,
      workspaces: 2,
      remember: true,
    });
    expect((await decodeSessionCookie(res.sessionCookie))?.workspace).toBe(team.workspace.id);
    // The same session row moved: the old token now acts in the new workspace as well.
    expect(payload.sid).toBe(tokenPayload(session).sid);
    expect(await getDb().session.findUnique({ where: { id: String(payload.sid) } })).toMatchObject({
      workspaceId: team.workspace.id,
      remember: true,
    });
    expect(await membershipOf(existing.id)).toMatchObject({ role: "viewer", accessToAll: false });
    expect((await getDb().user.findUniqueOrThrow({ where: { id: existing.id } })).lastWorkspaceId).toBe(
      team.workspace.id,
    );
    expect(await getDb().invitation.count({ where: { id: invite.id } })).toBe(0);
    // As a viewer of the workspace they now see its (empty) pending list.
    expect((await call(listInvitations, { token: res.body.accessToken })).status).toBe(200);
  });

  it("works for a signed-in person without any workspace yet", async () => {
    const fresh = await user();
    const invite = await invitation({ email: fresh.email, role: "admin", accessToAll: true });
    const res = await call<Accepted>(acceptSignedIn, {
      cookie: cookieHeader((await call<Accepted>(login, { body: fresh })).sessionCookie ?? ""),
      body: { token: invite.token },
    });
    expect(res.status).toBe(200);
    expect(tokenPayload(res.body.accessToken)).toMatchObject({ workspace: team.workspace.id, workspaces: 1 });
    expect(await membershipOf(fresh.id)).toMatchObject({ role: "admin", accessToAll: true });
  });

  it("refuses an invitation sent to another e-mail with 403 and changes nothing", async () => {
    const invite = await invitation({ email: "someone-else@example.com" });
    const res = await call(acceptSignedIn, { token: team.viewer.token, body: { token: invite.token } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorBody(403, "This invitation was sent to another email address."));
    expect((await checkLink(invite.token)).status).toBe(200);
  });

  it("lets exactly one of two simultaneous accepts win", async () => {
    const existing = await user();
    const invite = await invitation({ email: existing.email });
    const token = await tokenFor(existing);
    const results = await Promise.all([
      call(acceptSignedIn, { token, body: { token: invite.token } }),
      call(acceptSignedIn, { token, body: { token: invite.token } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await getDb().workspaceMember.count({ where: { userId: existing.id } })).toBe(1);
  });

  it("answers 401 signed out, 404 for spent or expired links and 400 for bad input", async () => {
    const existing = await user();
    const token = await tokenFor(existing);
    const invite = await invitation({ email: existing.email });
    expect((await call(acceptSignedIn, { body: { token: invite.token } })).status).toBe(401);

    const expired = await invitation({ email: existing.email.replace("@", "+x@"), expiresAt: new Date(0) });
    const gone = await call(acceptSignedIn, { token, body: { token: expired.token } });
    expect(gone.body).toEqual(errorBody(404, INVALID_LINK));
    expect((await call(acceptSignedIn, { token, body: {} })).body).toEqual(
      errorBody(400, "Token is required"),
    );
    expect((await call(acceptSignedIn, { token, body: { token: 7 } })).status).toBe(400);
    expect((await call(acceptSignedIn, { token, body: { token: "x".repeat(10_000) } })).status).toBe(400);
    expect((await call(acceptSignedIn, { token, rawBody: "[" })).status).toBe(400);
    expect(await membershipOf(existing.id)).toBeNull();
  });
});
