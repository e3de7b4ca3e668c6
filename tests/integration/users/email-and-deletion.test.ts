// Changing the account's address (issue 40, item 1): a single-use link to the new address moves the
// account there, verified, and tells the old one; and deleting the account: confirmed by the address
// and password, refused while it owns a workspace with other people, deleting those it owns alone,
// leaving the rest, emptied so what it did keeps a name, signed out everywhere.
import { POST as confirmRoute } from "@/app/api/v1/auth/confirm-email/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { DELETE as deleteRoute, GET as getUser } from "@/app/api/v1/users/[id]/route";
import { GET as planRoute } from "@/app/api/v1/users/[id]/deletion/route";
import { DELETE as cancelRoute, POST as emailRoute } from "@/app/api/v1/users/[id]/email/route";
import { getDb } from "@/lib/server/db";
import { mailLink } from "@/lib/server/mail/sealed-link";
import { hashToken } from "@/lib/server/security/tokens";
import { deleteSpentEmailChanges } from "@/lib/server/users/email-change";
import type { AccountDeletionPlan, UserProfile } from "@/lib/users/types";
import { seedProject } from "@/prisma/seed/projects";
import { seedUser, seedWorkspace } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { errorBody, seedTeam, tokenFor, type Team, type TeamUser } from "../members/team";

let team: Team;
let counter = 0;
beforeEach(async () => {
  team = await seedTeam("Acme");
});

const requestChange = (caller: TeamUser, body: unknown, id = caller.id) =>
  call<UserProfile>(emailRoute, { method: "POST", token: caller.token, params: { id }, body });
const mailsTo = (email: string) =>
  getDb().outboxEmail.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });

/** The token of the newest address-change link e-mailed to `email`. */
async function changeToken(email: string): Promise<string> {
  const last = (await mailsTo(email)).at(-1);
  const link = new URL((last && mailLink(last)) ?? "http://x/");
  expect(link.pathname).toBe("/auth/confirm-email");
  return link.searchParams.get("token") ?? "";
}
const confirm = (token: unknown) => call<{ email: string }>(confirmRoute, { body: { token } });

describe("changing the address", () => {
  it("e-mails a link to the new address; following it moves the account there, verified, and tells the old one", async () => {
    const next = `moved-${counter++}@example.com`;
    const asked = await requestChange(team.member, {
      email: next.toUpperCase(),
      password: team.member.password,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: team.member.email, pendingEmail: next });
    const [mail] = await mailsTo(next);
    expect(mail?.subject).toBe("Confirm your new email address");
    const token = await changeToken(next);
    // Only the hash is stored.
    const row = await getDb().emailChangeRequest.findFirstOrThrow({ where: { userId: team.member.id } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // Nothing changed yet: the old address still signs in.
    expect((await getDb().user.findUniqueOrThrow({ where: { id: team.member.id } })).email).toBe(
      team.member.email,
    );

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: "Email address changed", email: next });
    const user = await getDb().user.findUniqueOrThrow({ where: { id: team.member.id } });
    expect(user.email).toBe(next);
    expect(user.emailVerifiedAt).not.toBeNull();
    const told = (await mailsTo(team.member.email)).at(-1);
    expect(told?.subject).toBe("Your account's email address was changed");
    expect(told?.text).toContain(next);
    // Single use; the profile no longer shows it pending; signing in uses the new address.
    expect((await confirm(token)).status).toBe(404);
    const profile = await call<UserProfile>(getUser, {
      token: team.member.token,
      params: { id: team.member.id },
    });
    expect(profile.body).toMatchObject({ email: next, pendingEmail: null });
    const signedIn = await call(login, { body: { email: next, password: team.member.password } });
    expect(signedIn.status).toBe(200);
    expect(await deleteSpentEmailChanges()).toBeGreaterThanOrEqual(1);
  });

  it("needs the password, a new address nobody has; a newer request or Cancel spends the link", async () => {
    const next = `next-${counter++}@example.com`;
    expect((await requestChange(team.member, { email: next })).body).toEqual(
      errorBody(400, "Enter your current password."),
    );
    expect((await requestChange(team.member, { email: next, password: "wrong" })).body).toEqual(
      errorBody(400, "Your current password is not correct."),
    );
    expect(
      (await requestChange(team.member, { email: team.owner.email, password: team.member.password })).body,
    ).toEqual(errorBody(409, "There is an account associated with this email."));
    expect(
      (await requestChange(team.member, { email: team.member.email, password: team.member.password })).body,
    ).toEqual(errorBody(400, "That is already your email address."));
    expect(
      (await requestChange(team.member, { email: "not-an-address", password: team.member.password })).status,
    ).toBe(400);
    expect(
      (await requestChange(team.member, { email: next, password: team.member.password }, team.owner.id))
        .status,
    ).toBe(404);

    await requestChange(team.member, { email: next, password: team.member.password });
    const first = await changeToken(next);
    await requestChange(team.member, { email: next, password: team.member.password });
    const second = await changeToken(next);
    expect((await confirm(first)).body).toEqual(
      errorBody(404, "This link has expired, was replaced by a newer one or was already used."),
    );
    const cancelled = await call<UserProfile>(cancelRoute, {
      method: "DELETE",
      token: team.member.token,
      params: { id: team.member.id },
    });
    expect(cancelled.body.pendingEmail).toBeNull();
    expect((await confirm(second)).status).toBe(404);
    expect((await confirm("")).status).toBe(400);
  });

  it("refuses a link whose address another account took meanwhile (409), and an expired one", async () => {
    const next = `race-${counter++}@example.com`;
    await requestChange(team.admin, { email: next, password: team.admin.password });
    const token = await changeToken(next);
    await seedUser(getDb(), { email: next });
    expect((await confirm(token)).body).toEqual(
      errorBody(409, "There is an account associated with this email."),
    );

    const later = `late-${counter++}@example.com`;
    await requestChange(team.viewer, { email: later, password: team.viewer.password });
    const stale = await changeToken(later);
    await getDb().emailChangeRequest.updateMany({
      where: { userId: team.viewer.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirm(stale)).status).toBe(404);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: team.viewer.id } })).email).toBe(
      team.viewer.email,
    );
  });
});

const plan = (caller: TeamUser) =>
  call<AccountDeletionPlan>(planRoute, { token: caller.token, params: { id: caller.id } });
const deleteAccount = (caller: TeamUser, body: unknown, id = caller.id) =>
  call<{ deleted: true; workspacesDeleted: number }>(deleteRoute, {
    method: "DELETE",
    token: caller.token,
    params: { id },
    body,
  });

describe("deleting the account", () => {
  it("is refused while the person owns a workspace with other members, naming it", async () => {
    expect((await plan(team.owner)).body).toEqual({
      deleted: [],
      blocking: [{ id: team.workspace.id, name: "Acme", members: 4 }],
      left: 0,
    });
    const refused = await deleteAccount(team.owner, {
      confirmation: team.owner.email,
      password: team.owner.password,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "You own workspaces with other members: give their ownership to someone else first.",
      workspaces: ["Acme"],
    });
    expect(await getDb().workspace.count({ where: { id: team.workspace.id } })).toBe(1);
  });

  it("checks the typed address and the password, and only for oneself", async () => {
    expect(
      (
        await deleteAccount(team.member, {
          confirmation: "someone@example.com",
          password: team.member.password,
        })
      ).body,
    ).toEqual(errorBody(400, "That is not your account's email address."));
    expect(
      (await deleteAccount(team.member, { confirmation: team.member.email, password: "nope" })).body,
    ).toEqual(errorBody(400, "Your current password is not correct."));
    expect((await deleteAccount(team.member, { confirmation: team.member.email })).body).toEqual(
      errorBody(400, "Enter your current password."),
    );
    expect((await deleteAccount(team.member, {})).body).toEqual(
      errorBody(400, "Type your email address to confirm."),
    );
    expect(
      (
        await deleteAccount(
          team.member,
          { confirmation: team.owner.email, password: team.member.password },
          team.owner.id,
        )
      ).status,
    ).toBe(404);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: team.member.id } })).deletedAt).toBeNull();
  });

  it("deletes the workspaces owned alone, leaves the others, keeps an emptied row and ends every session", async () => {
    // The member also owns a workspace of their own, with a project in it.
    const own = await seedWorkspace(getDb(), team.member.id, { name: "Solo" });
    await seedProject(getDb(), own.id, { name: "Side project", createdById: team.member.id });
    const project = await seedProject(getDb(), team.workspace.id, {
      name: "Shared",
      createdById: team.member.id,
    });
    const phone = await tokenFor(team.member, own.id);
    expect((await plan(team.member)).body).toEqual({
      deleted: [{ id: own.id, name: "Solo" }],
      blocking: [],
      left: 1,
    });

    const done = await deleteAccount(team.member, {
      confirmation: ` ${team.member.email.toUpperCase()} `,
      password: team.member.password,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ deleted: true, workspacesDeleted: 1 });
    expect(done.setCookie.some((cookie) => /session-token=;/.test(cookie))).toBe(true);

    const db = getDb();
    expect(await db.workspace.count({ where: { id: own.id } })).toBe(0);
    expect(await db.workspaceMember.count({ where: { userId: team.member.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: team.member.id } })).toBe(0);
    const row = await db.user.findUniqueOrThrow({
      where: { id: team.member.id },
      omit: { passwordHash: false },
    });
    expect(row).toMatchObject({
      email: `deleted-${team.member.id}@deleted.invalid`,
      name: "Deleted user",
      passwordHash: null,
      image: null,
    });
    expect(row.deletedAt).not.toBeNull();
    // What they made stays, under the emptied name.
    expect((await db.project.findUniqueOrThrow({ where: { id: project.id } })).createdById).toBe(
      team.member.id,
    );
    // The workspace they left records it.
    const audit = await db.auditLogEntry.findFirst({
      where: { workspaceId: team.workspace.id, action: "member.removed", targetId: team.member.id },
    });
    expect(audit).not.toBeNull();
    // Their tokens stop; the address signs in no more; the old address is free for a new account.
    expect((await call(getUser, { token: phone.token, params: { id: team.member.id } })).status).toBe(401);
    expect(
      (await call(login, { body: { email: team.member.email, password: team.member.password } })).status,
    ).toBe(401);
  });
});
