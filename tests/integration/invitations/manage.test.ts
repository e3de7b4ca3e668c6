import { DELETE as cancel, PATCH as update } from "@/app/api/v1/workspace/invitation/[invitationId]/route";
import { POST as rotateLink } from "@/app/api/v1/workspace/invitation/[invitationId]/link/route";
import { POST as resend } from "@/app/api/v1/workspace/invitation/[invitationId]/resend/route";
import { GET as list, POST as invite } from "@/app/api/v1/workspace/invitation/route";
import { getDb } from "@/lib/server/db";
import { mailLink, openMail } from "@/lib/server/mail/sealed-link";
import { newId } from "@/lib/server/ids";
import { hashToken } from "@/lib/server/security/tokens";
import { seedInvitation } from "@/prisma/seed/invitations";
import { seedWorkspace } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import {
  checkLink,
  errorBody,
  mailsTo,
  seedTeam,
  setUserManagementGrant,
  tokenFor,
  tokenOf,
  user,
  type Team,
} from "./fixtures";

type Invitation = {
  id: string;
  email: string;
  role: string;
  accessToAll: boolean;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  invitedBy: { id: string; name: string } | null;
};
type Issued = { invitation: Invitation; link: string; message?: string };

const DAY = 24 * 60 * 60 * 1000;
const BAD_ID = "not-an-id";
const UNKNOWN_ID = "0123456789abcdef01234567";

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

const invitationRow = (id: string) => getDb().invitation.findUnique({ where: { id } });
const post = (token: string, body: unknown) => call<Issued>(invite, { token, body });

describe("GET /api/v1/workspace/invitation", () => {
  it("lists the active workspace's invitations newest first, with the inviter and never the token", async () => {
    const older = await seedInvitation(getDb(), team.workspace.id, {
      email: "older@example.com",
      invitedById: team.owner.id,
    });
    await getDb().invitation.update({
      where: { id: older.id },
      data: { createdAt: new Date(Date.now() - DAY) },
    });
    const newer = await seedInvitation(getDb(), team.workspace.id, {
      email: "newer@example.com",
      role: "admin",
      accessToAll: true,
    });
    const elsewhere = await seedWorkspace(getDb(), (await user()).id);
    await seedInvitation(getDb(), elsewhere.id, { email: "elsewhere@example.com" });

    const res = await call<Invitation[]>(list, { token: team.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: newer.id,
        email: "newer@example.com",
        role: "admin",
        accessToAll: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        expiresAt: expect.any(String),
        invitedBy: null,
      },
      expect.objectContaining({
        id: older.id,
        email: "older@example.com",
        role: "member",
        invitedBy: { id: team.owner.id, name: "Olivia Owner" },
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);
  });

  it("is one query for the list whatever its size (plus the permission check)", async () => {
    for (let i = 0; i < 30; i++) {
      await seedInvitation(getDb(), team.workspace.id, { invitedById: team.owner.id });
    }
    const { result, queries } = await recordQueries(() =>
      call<Invitation[]>(list, { token: team.owner.token }),
    );
    expect(result.body).toHaveLength(30);
    // session + membership + the list (inviters joined in)
    expect(queries.length).toBeLessThanOrEqual(3);
  });

  it("is open to every role with the User management view grant, and refused without it", async () => {
    await seedInvitation(getDb(), team.workspace.id);
    for (const person of [team.owner, team.admin, team.member, team.viewer]) {
      const res = await call<Invitation[]>(list, { token: person.token });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
    }
    // Guests see only what they were given: not the workspace's people, by default.
    expect((await call(list, { token: team.guest.token })).status).toBe(403);
    await setUserManagementGrant(team.workspace.id, team.member.id, {
      view: false,
      add: false,
      edit: false,
      delete: false,
    });
    const denied = await call(list, { token: team.member.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(errorBody(403, "You do not have permission to do this"));
  });

  it("answers 401 signed out and 404 without an active workspace", async () => {
    expect((await call(list)).status).toBe(401);
    const loner = await user();
    const res = await call(list, { token: await tokenFor(loner) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Workspace not found");
  });
});

describe("POST /api/v1/workspace/invitation", () => {
  it("stores a hashed single token valid 7 days and e-mails a working link", async () => {
    const before = Date.now();
    const res = await post(team.owner.token, { email: " New.Person@Example.com ", role: "member" });
    expect(res.status).toBe(201);
    expect(res.body.invitation).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: "new.person@example.com",
      role: "member",
      accessToAll: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      expiresAt: expect.any(String),
      invitedBy: { id: team.owner.id, name: "Olivia Owner" },
    });
    expect(res.body.link).toMatch(/^http:\/\/localhost:3000\/auth\/invite\/accept\?token=[A-Za-z0-9_-]{43}$/);

    const token = tokenOf(res.body.link);
    const row = await invitationRow(res.body.invitation.id);
    expect(row).toMatchObject({
      workspaceId: team.workspace.id,
      email: "new.person@example.com",
      tokenHash: hashToken(token),
      invitedById: team.owner.id,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(7 * DAY - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * DAY + 60_000);

    const mails = await mailsTo("new.person@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "Olivia Owner invited you to join Acme Team" });
    expect(mailLink(mails[0]!)).toBe(res.body.link);
    expect(mails[0]!.text).toContain("Olivia Owner invited you to join the Acme Team workspace as Member.");
    // The stored copy keeps the link encrypted; the message sent carries it.
    expect(JSON.stringify(mails[0])).not.toContain(token);
    expect(openMail(mails[0]!).html).toContain(res.body.link);

    const checked = await checkLink(token);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ email: "new.person@example.com", workspace: team.workspace });
  });

  it("writes the e-mail in the inviter's language", async () => {
    const res = await call<Issued>(invite, {
      token: team.owner.token,
      cookie: "NEXT_LOCALE=es",
      body: { email: "espanol@example.com", role: "viewer", permissions: {} },
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo("espanol@example.com");
    expect(mail?.subject).toBe("Olivia Owner te invitó a unirte a Acme Team");
    expect(mail?.text).toContain("como Lector");
  });

  it("keeps accessToAll only for admin invitations", async () => {
    const admin = await post(team.owner.token, { email: "a@example.com", role: "admin", accessToAll: true });
    const member = await post(team.owner.token, {
      email: "m@example.com",
      role: "member",
      accessToAll: true,
    });
    const adminOff = await post(team.owner.token, { email: "b@example.com", role: "admin" });
    expect(admin.body.invitation.accessToAll).toBe(true);
    expect(member.body.invitation.accessToAll).toBe(false);
    expect(adminOff.body.invitation.accessToAll).toBe(false);
    expect((await invitationRow(member.body.invitation.id))?.accessToAll).toBe(false);
  });

  it("lets only the owner invite admins; admins and members granted 'add' invite other roles", async () => {
    expect((await post(team.owner.token, { email: "x1@example.com", role: "admin" })).status).toBe(201);
    expect((await post(team.admin.token, { email: "x2@example.com", role: "admin" })).status).toBe(403);
    expect((await post(team.admin.token, { email: "x3@example.com", role: "guest" })).status).toBe(201);

    await setUserManagementGrant(team.workspace.id, team.member.id);
    expect((await post(team.member.token, { email: "x4@example.com", role: "member" })).status).toBe(201);
    const adminByMember = await post(team.member.token, { email: "x5@example.com", role: "admin" });
    expect(adminByMember.status).toBe(403);
    expect(adminByMember.body).toEqual(
      errorBody(403, "Only the owner can invite admins or manage their invitations."),
    );
    expect(await getDb().invitation.count({ where: { email: "x5@example.com" } })).toBe(0);
  });

  it("refuses members by default, and viewers and guests whatever their saved grants", async () => {
    await setUserManagementGrant(team.workspace.id, team.viewer.id);
    await setUserManagementGrant(team.workspace.id, team.guest.id);
    for (const person of [team.member, team.viewer, team.guest]) {
      const res = await post(person.token, { email: "nope@example.com", role: "guest" });
      expect(res.status).toBe(403);
    }
    expect(await getDb().invitation.count({ where: { workspaceId: team.workspace.id } })).toBe(0);
    expect(await mailsTo("nope@example.com")).toHaveLength(0);
    expect((await call(invite, { body: { email: "a@example.com", role: "member" } })).status).toBe(401);
  });

  it("answers 409 with distinct messages for an existing member and a pending e-mail, never a duplicate", async () => {
    const memberConflict = await post(team.owner.token, {
      email: team.viewer.email.toUpperCase(),
      role: "admin",
    });
    expect(memberConflict.status).toBe(409);
    expect(memberConflict.body).toEqual(errorBody(409, "This person is already a member of this workspace."));
    const self = await post(team.owner.token, { email: team.owner.email, role: "member" });
    expect(self.body.message).toBe("This person is already a member of this workspace.");

    expect((await post(team.owner.token, { email: "twice@example.com", role: "member" })).status).toBe(201);
    const pending = await post(team.admin.token, { email: "Twice@Example.com", role: "viewer" });
    expect(pending.status).toBe(409);
    expect(pending.body).toEqual(
      errorBody(409, "An invitation has already been sent to this email. Resend it instead."),
    );
    expect(await getDb().invitation.count({ where: { email: "twice@example.com" } })).toBe(1);
    expect(await mailsTo("twice@example.com")).toHaveLength(1);
    expect(await getDb().invitation.count({ where: { email: team.viewer.email } })).toBe(0);
  });

  it("lets only one of two simultaneous invitations of one e-mail through", async () => {
    const results = await Promise.all([
      post(team.owner.token, { email: "race@example.com", role: "member" }),
      post(team.admin.token, { email: "race@example.com", role: "viewer" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await getDb().invitation.count({ where: { email: "race@example.com" } })).toBe(1);
  });

  it("renews an expired invitation for the same e-mail in place, killing its old link", async () => {
    const old = await seedInvitation(getDb(), team.workspace.id, {
      email: "late@example.com",
      role: "viewer",
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await post(team.owner.token, { email: "late@example.com", role: "admin", accessToAll: true });
    expect(res.status).toBe(201);
    expect(res.body.invitation).toMatchObject({ id: old.id, role: "admin", accessToAll: true });
    expect(new Date(res.body.invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect((await checkLink(old.token)).status).toBe(404);
    expect((await checkLink(tokenOf(res.body.link))).status).toBe(200);
    expect(await getDb().invitation.count({ where: { email: "late@example.com" } })).toBe(1);
  });

  it("answers 400 with the spec's messages, never 500, for bad input", async () => {
    const missing = await post(team.owner.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(["Email is required", "Role is required"]);

    const invalid = await post(team.owner.token, { email: "not-an-email", role: "owner" });
    expect(invalid.body.message).toEqual(["Invalid email", "Role must be admin, member, viewer or guest"]);

    const wrongTypes = await post(team.owner.token, {
      email: 42,
      role: ["admin"],
      accessToAll: "yes",
      permissions: [1],
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.message).toEqual([
      "Email is required",
      "Role must be admin, member, viewer or guest",
      "Access to all projects and modules must be true or false",
      "Permissions must be sent as an empty object; they are set after the invitation is accepted",
    ]);

    const matrix = await post(team.owner.token, {
      email: "p@example.com",
      role: "member",
      permissions: { userManagement: { view: true } },
    });
    expect(matrix.status).toBe(400);

    const huge = await post(team.owner.token, { email: `${"a".repeat(10_000)}@example.com`, role: "admin" });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe("Invalid email");

    const broken = await call(invite, { token: team.owner.token, rawBody: "{ nope" });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("The request body must be valid JSON");

    const array = await call(invite, { token: team.owner.token, body: [{ email: "a@example.com" }] });
    expect(array.status).toBe(400);

    expect(await getDb().invitation.count({ where: { workspaceId: team.workspace.id } })).toBe(0);
  });
});

describe("POST /api/v1/workspace/invitation/{id}/resend", () => {
  it("issues a new link and expiry, e-mails it again and kills the previous link", async () => {
    const first = await post(team.owner.token, { email: "again@example.com", role: "member" });
    await getDb().invitation.update({
      where: { id: first.body.invitation.id },
      data: { expiresAt: new Date(Date.now() + DAY) },
    });
    const res = await call<Issued>(resend, {
      token: team.admin.token,
      params: { invitationId: first.body.invitation.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Invitation resent.");
    expect(res.body.link).not.toBe(first.body.link);
    expect(res.body.invitation).toMatchObject({
      id: first.body.invitation.id,
      invitedBy: { id: team.admin.id, name: "Adam Admin" },
    });
    expect(new Date(res.body.invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    const mails = await mailsTo("again@example.com");
    expect(mails.map((m) => mailLink(m)).sort()).toEqual([first.body.link, res.body.link].sort());
    expect((await checkLink(tokenOf(first.body.link))).status).toBe(404);
    expect((await checkLink(tokenOf(res.body.link))).status).toBe(200);
  });

  it("revives an expired invitation", async () => {
    const old = await seedInvitation(getDb(), team.workspace.id, { expiresAt: new Date(Date.now() - DAY) });
    const res = await call<Issued>(resend, { token: team.owner.token, params: { invitationId: old.id } });
    expect(res.status).toBe(200);
    expect((await checkLink(tokenOf(res.body.link))).status).toBe(200);
  });

  it("is refused to members, viewers and guests, and admin invitations stay with the owner", async () => {
    const plain = await seedInvitation(getDb(), team.workspace.id, { role: "member" });
    const admin = await seedInvitation(getDb(), team.workspace.id, { role: "admin" });
    for (const person of [team.member, team.viewer, team.guest]) {
      expect((await call(resend, { token: person.token, params: { invitationId: plain.id } })).status).toBe(
        403,
      );
    }
    await setUserManagementGrant(team.workspace.id, team.member.id);
    expect(
      (await call(resend, { token: team.member.token, params: { invitationId: plain.id } })).status,
    ).toBe(200);
    expect(
      (await call(resend, { token: team.member.token, params: { invitationId: admin.id } })).status,
    ).toBe(403);
    expect((await call(resend, { token: team.admin.token, params: { invitationId: admin.id } })).status).toBe(
      403,
    );
    expect((await call(resend, { token: team.owner.token, params: { invitationId: admin.id } })).status).toBe(
      200,
    );
    expect((await checkLink(admin.token)).status).toBe(404);
  });

  it("answers 400 'Invalid id' for a malformed id and 404 for an unknown one", async () => {
    const bad = await call(resend, { token: team.owner.token, params: { invitationId: BAD_ID } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorBody(400, "Invalid id"));
    const unknown = await call(resend, { token: team.owner.token, params: { invitationId: UNKNOWN_ID } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody(404, "Invitation not found"));
  });
});

describe("POST /api/v1/workspace/invitation/{id}/link", () => {
  it("returns a fresh link to copy without sending an e-mail; the e-mailed one stops working", async () => {
    const first = await post(team.owner.token, { email: "copy@example.com", role: "viewer" });
    const res = await call<{ link: string }>(rotateLink, {
      token: team.admin.token,
      params: { invitationId: first.body.invitation.id },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["link"]);
    expect(res.body.link).toMatch(/\/auth\/invite\/accept\?token=[A-Za-z0-9_-]{43}$/);
    expect(await mailsTo("copy@example.com")).toHaveLength(1);
    expect((await checkLink(tokenOf(first.body.link))).status).toBe(404);
    expect((await checkLink(tokenOf(res.body.link))).status).toBe(200);
  });

  it("is refused to members, viewers and guests; bad and unknown ids are 400 and 404", async () => {
    const invitation = await seedInvitation(getDb(), team.workspace.id);
    for (const person of [team.member, team.viewer, team.guest]) {
      expect(
        (await call(rotateLink, { token: person.token, params: { invitationId: invitation.id } })).status,
      ).toBe(403);
    }
    expect((await checkLink(invitation.token)).status).toBe(200);
    expect(
      (await call(rotateLink, { token: team.owner.token, params: { invitationId: BAD_ID } })).status,
    ).toBe(400);
    expect(
      (await call(rotateLink, { token: team.owner.token, params: { invitationId: UNKNOWN_ID } })).status,
    ).toBe(404);
  });
});

describe("PATCH /api/v1/workspace/invitation/{id}", () => {
  it("changes the role and accessToAll, dropping accessToAll when the role is no longer admin", async () => {
    const invitation = await seedInvitation(getDb(), team.workspace.id, { role: "viewer" });
    const patch = (body: unknown) =>
      call<Invitation>(update, { token: team.owner.token, params: { invitationId: invitation.id }, body });

    const promoted = await patch({ role: "admin", accessToAll: true });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: invitation.id, role: "admin", accessToAll: true });
    expect((await patch({ accessToAll: false })).body).toMatchObject({ role: "admin", accessToAll: false });
    await patch({ accessToAll: true });
    const demoted = await patch({ role: "guest" });
    expect(demoted.body).toMatchObject({ role: "guest", accessToAll: false });
    expect((await patch({ accessToAll: true })).body).toMatchObject({ role: "guest", accessToAll: false });
    expect(await invitationRow(invitation.id)).toMatchObject({ role: "guest", accessToAll: false });
    // The link is unchanged by an edit.
    expect((await checkLink(invitation.token)).status).toBe(200);
  });

  it("keeps admin invitations with the owner; members need the 'edit' grant", async () => {
    const plain = await seedInvitation(getDb(), team.workspace.id, { role: "member" });
    const admin = await seedInvitation(getDb(), team.workspace.id, { role: "admin" });
    const patch = (token: string, invitationId: string, body: unknown) =>
      call(update, { token, params: { invitationId }, body });

    for (const person of [team.member, team.viewer, team.guest]) {
      expect((await patch(person.token, plain.id, { role: "guest" })).status).toBe(403);
    }
    await setUserManagementGrant(team.workspace.id, team.member.id);
    expect((await patch(team.member.token, plain.id, { role: "guest" })).status).toBe(200);
    expect((await patch(team.member.token, plain.id, { role: "admin" })).status).toBe(403);
    expect((await patch(team.member.token, admin.id, { role: "viewer" })).status).toBe(403);
    expect((await patch(team.owner.token, admin.id, { role: "viewer" })).status).toBe(200);
    expect(await invitationRow(plain.id)).toMatchObject({ role: "guest" });
  });

  it("answers 400 for an empty change, wrong types, the owner role and malformed ids", async () => {
    const invitation = await seedInvitation(getDb(), team.workspace.id);
    const patch = (body: unknown, invitationId = invitation.id) =>
      call(update, { token: team.owner.token, params: { invitationId }, body });
    expect((await patch({})).body).toEqual(errorBody(400, "Send a role or accessToAll to change"));
    expect((await patch({ role: "owner" })).body.message).toBe("Role must be admin, member, viewer or guest");
    expect((await patch({ accessToAll: "true" })).body.message).toBe(
      "Access to all projects and modules must be true or false",
    );
    expect((await patch({ role: "x".repeat(10_000) })).status).toBe(400);
    expect((await patch({ role: "admin" }, BAD_ID)).body).toEqual(errorBody(400, "Invalid id"));
    expect((await patch({ role: "admin" }, UNKNOWN_ID)).status).toBe(404);
    expect(await invitationRow(invitation.id)).toMatchObject({ role: "member" });
  });
});

describe("DELETE /api/v1/workspace/invitation/{id}", () => {
  it("cancels the invitation: its link stops working and the e-mail can be invited again", async () => {
    const first = await post(team.owner.token, { email: "bye@example.com", role: "member" });
    const id = first.body.invitation.id;
    const res = await call(cancel, { token: team.admin.token, params: { invitationId: id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, message: "You can invite them again later." });
    expect(await invitationRow(id)).toBeNull();
    expect((await checkLink(tokenOf(first.body.link))).status).toBe(404);
    expect((await call(cancel, { token: team.admin.token, params: { invitationId: id } })).status).toBe(404);
    expect((await post(team.owner.token, { email: "bye@example.com", role: "member" })).status).toBe(201);
  });

  it("is refused to members, viewers and guests; a member granted 'delete' cancels non-admin invitations", async () => {
    const plain = await seedInvitation(getDb(), team.workspace.id);
    const admin = await seedInvitation(getDb(), team.workspace.id, { role: "admin" });
    for (const person of [team.member, team.viewer, team.guest]) {
      expect((await call(cancel, { token: person.token, params: { invitationId: plain.id } })).status).toBe(
        403,
      );
    }
    await setUserManagementGrant(team.workspace.id, team.member.id);
    expect(
      (await call(cancel, { token: team.member.token, params: { invitationId: admin.id } })).status,
    ).toBe(403);
    expect(
      (await call(cancel, { token: team.member.token, params: { invitationId: plain.id } })).status,
    ).toBe(200);
    expect(await invitationRow(admin.id)).not.toBeNull();
    expect((await call(cancel, { token: team.owner.token, params: { invitationId: BAD_ID } })).body).toEqual(
      errorBody(400, "Invalid id"),
    );
  });
});

describe("cross-workspace isolation", () => {
  it("gives an admin of workspace A a 404 on every invitation id of workspace B and changes nothing", async () => {
    const other = await seedTeam("Other Team");
    const theirs = await seedInvitation(getDb(), other.workspace.id, {
      role: "member",
      email: "theirs@example.com",
    });
    const params = { invitationId: theirs.id };

    const calls = [
      await call(update, { token: team.owner.token, params, body: { role: "guest" } }),
      await call(cancel, { token: team.owner.token, params }),
      await call(resend, { token: team.owner.token, params }),
      await call(rotateLink, { token: team.owner.token, params }),
    ];
    for (const res of calls) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(errorBody(404, "Invitation not found"));
    }
    expect(await invitationRow(theirs.id)).toMatchObject({
      role: "member",
      tokenHash: hashToken(theirs.token),
    });
    expect(await mailsTo("theirs@example.com")).toHaveLength(0);
    expect((await call<Invitation[]>(list, { token: team.owner.token })).body).toEqual([]);
  });

  it("scopes a user of two workspaces to the active one", async () => {
    const other = await seedTeam("Other Team");
    const theirs = await seedInvitation(getDb(), other.workspace.id);
    await getDb().workspaceMember.create({
      data: { id: newId(), workspaceId: other.workspace.id, userId: team.owner.id, role: "viewer" },
    });
    // Signed in to A, the owner cannot touch B's invitation even though they belong to B too.
    expect(
      (await call(cancel, { token: team.owner.token, params: { invitationId: theirs.id } })).status,
    ).toBe(404);
    // Signed in to B they are a viewer there: refused.
    const inB = await tokenFor(team.owner, other.workspace.id);
    expect((await call(cancel, { token: inB, params: { invitationId: theirs.id } })).status).toBe(403);
    const invitedFromB = await post(inB, { email: "from-b@example.com", role: "guest" });
    expect(invitedFromB.status).toBe(403);
  });
});
