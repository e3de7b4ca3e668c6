import { DELETE as deleteRoleRoute, PATCH as patchRoleRoute } from "@/app/api/v1/users/roles/[id]/route";
import { POST as createRoleRoute } from "@/app/api/v1/users/roles/route";
import { POST as rotateLinkRoute } from "@/app/api/v1/workspace/invitation/[invitationId]/link/route";
import { POST as resendRoute } from "@/app/api/v1/workspace/invitation/[invitationId]/resend/route";
import {
  DELETE as cancelRoute,
  PATCH as updateRoute,
} from "@/app/api/v1/workspace/invitation/[invitationId]/route";
import { POST as inviteRoute } from "@/app/api/v1/workspace/invitation/route";
import { getDb } from "@/lib/server/db";
import { seedInvitation } from "@/prisma/seed/invitations";
import { seedProject } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

// Issue 39: the invitation and custom role services record their changes in the audit log.

type Issued = { invitation: { id: string; email: string }; link: string };

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Audit Co");
});

const entries = () =>
  getDb().auditLogEntry.findMany({
    where: { workspaceId: team.workspace.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });

/** The one entry of the workspace, checked for who did it and from where. */
async function onlyEntry(by: Caller) {
  const all = await entries();
  expect(all).toHaveLength(1);
  const entry = all[0]!;
  expect(entry).toMatchObject({ actorId: by.user.id, actorName: by.user.name, ip: "10.0.0.1" });
  return entry;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

/** No clear token, link or token hash of the invitation appears anywhere in the log. */
async function expectNoSecrets(invitationId: string, links: string[]) {
  const text = JSON.stringify(await entries());
  const { tokenHash } = await getDb().invitation.findUniqueOrThrow({ where: { id: invitationId } });
  expect(text).not.toContain(tokenHash);
  for (const link of links) {
    expect(text).not.toContain(tokenOf(link));
    expect(text).not.toContain(link);
  }
  expect(text).not.toMatch(/token=/);
}

const invite = (caller: Caller, body: unknown) => call<Issued>(inviteRoute, { token: caller.token, body });

describe("invitations", () => {
  it("records invitation.created with the e-mail, role and projects, never the link", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
    const res = await invite(team.admin, {
      email: "new.person@example.com",
      role: "member",
      projects: [{ project: project.id, role: "viewer" }],
    });
    expect(res.status).toBe(201);
    const entry = await onlyEntry(team.admin);
    expect(entry).toMatchObject({
      action: "invitation.created",
      targetType: "invitation",
      targetId: res.body.invitation.id,
      targetLabel: "new.person@example.com",
      actorEmail: team.admin.user.email,
      before: null,
      after: { email: "new.person@example.com", role: "member", projects: [project.id] },
    });
    await expectNoSecrets(res.body.invitation.id, [res.body.link]);
  });

  it("records an owner's admin invitation with access to all, and no projects when none", async () => {
    const res = await invite(team.owner, { email: "boss@example.com", role: "admin", accessToAll: true });
    expect(res.status).toBe(201);
    const entry = await onlyEntry(team.owner);
    expect(entry.after).toEqual({ email: "boss@example.com", role: "admin", accessToAll: true });
  });

  it("records nothing for a refused or conflicting invitation", async () => {
    const refused = await invite(team.member, { email: "x@example.com", role: "member" });
    expect(refused.status).toBe(403);
    const adminByAdmin = await invite(team.admin, { email: "y@example.com", role: "admin" });
    expect(adminByAdmin.status).toBe(403);
    const existingMember = await invite(team.admin, { email: team.viewer.user.email, role: "member" });
    expect(existingMember.status).toBe(409);
    expect(await entries()).toEqual([]);
  });

  it("records invitation.updated with the changed fields only", async () => {
    const invitation = await seedInvitation(getDb(), team.workspace.id, {
      email: "role.change@example.com",
      role: "member",
    });
    const patch = (caller: Caller, body: unknown) =>
      call(updateRoute, {
        method: "PATCH",
        token: caller.token,
        params: { invitationId: invitation.id },
        body,
      });
    expect((await patch(team.admin, { role: "viewer" })).status).toBe(200);
    const entry = await onlyEntry(team.admin);
    expect(entry).toMatchObject({
      action: "invitation.updated",
      targetType: "invitation",
      targetId: invitation.id,
      targetLabel: "role.change@example.com",
      before: { role: "member" },
      after: { role: "viewer" },
    });
    // The same role again changes nothing and records nothing; a viewer may not edit at all.
    expect((await patch(team.admin, { role: "viewer" })).status).toBe(200);
    expect((await patch(team.viewer, { role: "guest" })).status).toBe(403);
    expect(await entries()).toHaveLength(1);
    await expectNoSecrets(invitation.id, []);
  });

  it("records invitation.cancelled with the e-mail and role before", async () => {
    const invitation = await seedInvitation(getDb(), team.workspace.id, {
      email: "bye@example.com",
      role: "viewer",
    });
    const cancel = (caller: Caller) =>
      call(cancelRoute, { method: "DELETE", token: caller.token, params: { invitationId: invitation.id } });
    expect((await cancel(team.member)).status).toBe(403);
    expect(await entries()).toEqual([]);
    expect((await cancel(team.admin)).status).toBe(200);
    const entry = await onlyEntry(team.admin);
    expect(entry).toMatchObject({
      action: "invitation.cancelled",
      targetType: "invitation",
      targetId: invitation.id,
      targetLabel: "bye@example.com",
      before: { email: "bye@example.com", role: "viewer" },
      after: null,
    });
    expect(JSON.stringify(entry)).not.toContain(invitation.token);
  });

  it("records invitation.resent and invitation.link_rotated without any link or token", async () => {
    const invitation = await seedInvitation(getDb(), team.workspace.id, { email: "again@example.com" });
    const params = { invitationId: invitation.id };
    const refused = await call(resendRoute, { method: "POST", token: team.member.token, params });
    expect(refused.status).toBe(403);
    expect(await entries()).toEqual([]);

    const resent = await call<Issued>(resendRoute, { method: "POST", token: team.owner.token, params });
    expect(resent.status).toBe(200);
    const rotated = await call<{ link: string }>(rotateLinkRoute, {
      method: "POST",
      token: team.admin.token,
      params,
    });
    expect(rotated.status).toBe(200);

    const [resentEntry, rotatedEntry, ...rest] = await entries();
    expect(rest).toEqual([]);
    const row = await getDb().invitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(resentEntry).toMatchObject({
      action: "invitation.resent",
      targetType: "invitation",
      targetId: invitation.id,
      targetLabel: "again@example.com",
      actorId: team.owner.user.id,
      actorName: team.owner.user.name,
      ip: "10.0.0.1",
      after: { expiresAt: expect.any(String) },
    });
    expect(rotatedEntry).toMatchObject({
      action: "invitation.link_rotated",
      targetType: "invitation",
      targetId: invitation.id,
      targetLabel: "again@example.com",
      actorId: team.admin.user.id,
      actorName: team.admin.user.name,
      ip: "10.0.0.1",
      after: { expiresAt: row.expiresAt.toISOString() },
    });
    await expectNoSecrets(invitation.id, [resent.body.link, rotated.body.link]);
    expect(JSON.stringify(await entries())).not.toContain(invitation.token);
  });
});

describe("custom roles", () => {
  it("records role.created, role.updated (the title) and role.deleted, labelled with the title", async () => {
    const created = await call<{ id: string }>(createRoleRoute, {
      token: team.admin.token,
      body: { title: "Designer" },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const renamed = await call(patchRoleRoute, {
      method: "PATCH",
      token: team.admin.token,
      params: { id },
      body: { title: "Lead Designer" },
    });
    expect(renamed.status).toBe(200);
    // The same title again records nothing.
    await call(patchRoleRoute, {
      method: "PATCH",
      token: team.admin.token,
      params: { id },
      body: { title: "Lead Designer" },
    });
    const deleted = await call(deleteRoleRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { id },
    });
    expect(deleted.status).toBe(200);

    const all = await entries();
    expect(all.map((e) => e.action)).toEqual(["role.created", "role.updated", "role.deleted"]);
    for (const entry of all)
      expect(entry).toMatchObject({ targetType: "role", targetId: id, ip: "10.0.0.1" });
    expect(all[0]).toMatchObject({
      actorId: team.admin.user.id,
      actorName: team.admin.user.name,
      targetLabel: "Designer",
      before: null,
      after: { title: "Designer" },
    });
    expect(all[1]).toMatchObject({
      actorId: team.admin.user.id,
      targetLabel: "Lead Designer",
      before: { title: "Designer" },
      after: { title: "Lead Designer" },
    });
    expect(all[2]).toMatchObject({
      actorId: team.owner.user.id,
      actorName: team.owner.user.name,
      targetLabel: "Lead Designer",
      before: { title: "Lead Designer" },
      after: null,
    });
  });

  it("records nothing for refused, conflicting or unknown roles", async () => {
    const created = await call<{ id: string }>(createRoleRoute, {
      token: team.admin.token,
      body: { title: "Tester" },
    });
    const id = created.body.id;
    expect((await call(createRoleRoute, { token: team.viewer.token, body: { title: "X" } })).status).toBe(
      403,
    );
    expect((await call(createRoleRoute, { token: team.admin.token, body: { title: "Tester" } })).status).toBe(
      409,
    );
    await call(createRoleRoute, { token: team.admin.token, body: { title: "Other" } });
    const taken = await call(patchRoleRoute, {
      method: "PATCH",
      token: team.admin.token,
      params: { id },
      body: { title: "Other" },
    });
    expect(taken.status).toBe(409);
    const unknown = "0123456789abcdef01234567";
    const gone = await call(deleteRoleRoute, {
      method: "DELETE",
      token: team.admin.token,
      params: { id: unknown },
    });
    expect(gone.status).toBe(404);
    expect(
      (await call(deleteRoleRoute, { method: "DELETE", token: team.guest.token, params: { id } })).status,
    ).toBe(403);
    expect((await entries()).map((e) => [e.action, e.targetLabel])).toEqual([
      ["role.created", "Tester"],
      ["role.created", "Other"],
    ]);
  });
});
