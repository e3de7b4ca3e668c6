import {
  GET as getMember,
  PATCH as patchMember,
} from "@/app/api/v1/workspace/[workspaceId]/member/[memberId]/route";
import { POST as createRole } from "@/app/api/v1/users/roles/route";
import { GET as listMembers } from "@/app/api/v1/workspace/[workspaceId]/member/route";
import { getDb } from "@/lib/server/db";
import { APPLETS, type Permissions } from "@/lib/schemas/permissions";
import { seedRole } from "@/prisma/seed/members";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Team, type TeamUser } from "./team";

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

const patch = (actor: TeamUser, target: { id: string }, body: unknown, workspaceId = team.workspace.id) =>
  call(patchMember, {
    method: "PATCH",
    token: actor.token,
    params: { workspaceId, memberId: target.id },
    body,
  });

const row = (userId: string, workspaceId = team.workspace.id) =>
  getDb().workspaceMember.findUniqueOrThrow({ where: { workspaceId_userId: { workspaceId, userId } } });

const matrix = (grant: (applet: string) => { view: boolean; add: boolean; edit: boolean; delete: boolean }) =>
  Object.fromEntries(APPLETS.map((applet) => [applet, grant(applet)])) as Permissions;
const none = { view: false, add: false, edit: false, delete: false };
const all = { view: true, add: true, edit: true, delete: true };

describe("PATCH member role", () => {
  it("lets an admin move members between member, viewer and guest", async () => {
    const res = await patch(team.admin, team.member, { role: "viewer" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ member: { id: team.member.id }, role: "viewer", owner: false });
    expect((await row(team.member.id)).role).toBe("viewer");
    expect((await patch(team.admin, team.guest, { role: "member" })).status).toBe(200);
    expect((await row(team.guest.id)).role).toBe("member");
  });

  it("lets only the owner make or unmake admins", async () => {
    const promote = await patch(team.admin, team.member, { role: "admin" });
    expect(promote.status).toBe(403);
    expect(promote.body).toEqual(errorBody(403, "Only the owner can make or unmake admins"));
    const demote = await patch(team.admin, team.admin, { role: "member" });
    expect(demote.status).toBe(403);
    expect((await row(team.member.id)).role).toBe("member");

    expect((await patch(team.owner, team.member, { role: "admin" })).status).toBe(200);
    expect((await row(team.member.id)).role).toBe("admin");
    expect((await patch(team.owner, team.admin, { role: "viewer" })).status).toBe(200);
    expect((await row(team.admin.id)).role).toBe("viewer");
  });

  it("never demotes the owner, and nobody changes their own role", async () => {
    for (const actor of [team.owner, team.admin]) {
      const res = await patch(actor, team.owner, { role: "admin" });
      expect(res.status).toBe(403);
    }
    expect((await patch(team.admin, team.owner, { role: "member" })).body).toEqual(
      errorBody(403, "The owner's role changes only by transferring ownership"),
    );
    expect((await row(team.owner.id)).role).toBe("owner");
    const self = await patch(team.member, team.member, { role: "viewer" });
    expect(self.status).toBe(403);
  });

  it("refuses members, viewers and guests (no userManagement.edit)", async () => {
    for (const actor of [team.member, team.viewer, team.guest]) {
      const res = await patch(actor, team.guest.id === actor.id ? team.viewer : team.guest, {
        role: "member",
      });
      expect(res.status).toBe(403);
    }
    expect((await row(team.guest.id)).role).toBe("guest");
  });

  it("resets a saved matrix and the access-to-all switch when the role changes", async () => {
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: team.admin.id } },
      data: { accessToAll: true },
    });
    expect((await patch(team.owner, team.admin, { role: "member" })).status).toBe(200);
    expect(await row(team.admin.id)).toMatchObject({ role: "member", accessToAll: false });

    expect((await patch(team.owner, team.member, { permissions: matrix(() => none) })).status).toBe(200);
    expect((await row(team.member.id)).permissions).not.toBeNull();
    expect((await patch(team.owner, team.member, { role: "viewer" })).status).toBe(200);
    expect((await row(team.member.id)).permissions).toBeNull();
  });
});

describe("PATCH member role owner (transfer ownership)", () => {
  it("moves ownership in one go: new owner, old owner admin, Workspace.ownerId", async () => {
    const res = await patch(team.owner, team.member, { role: "owner" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "owner", owner: true, member: { id: team.member.id } });
    expect(await row(team.member.id)).toMatchObject({ role: "owner" });
    expect(await row(team.owner.id)).toMatchObject({ role: "admin", accessToAll: true });
    const workspace = await getDb().workspace.findUniqueOrThrow({ where: { id: team.workspace.id } });
    expect(workspace.ownerId).toBe(team.member.id);
    expect(
      await getDb().workspaceMember.count({ where: { workspaceId: team.workspace.id, role: "owner" } }),
    ).toBe(1);

    // The former owner is now an admin: no more transfers, no demoting the new owner.
    expect((await patch(team.owner, team.admin, { role: "owner" })).status).toBe(403);
    expect((await patch(team.owner, team.member, { role: "admin" })).status).toBe(403);
    // The new owner can give it back.
    expect((await patch(team.member, team.owner, { role: "owner" })).status).toBe(200);
    expect((await row(team.owner.id)).role).toBe("owner");
  });

  it("is refused to admins and members, and to oneself", async () => {
    const byAdmin = await patch(team.admin, team.member, { role: "owner" });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual(errorBody(403, "Only the workspace owner can do this"));
    expect((await patch(team.member, team.member, { role: "owner" })).status).toBe(403);
    const self = await patch(team.owner, team.owner, { role: "owner" });
    expect(self.status).toBe(400);
    const mixed = await patch(team.owner, team.admin, { role: "owner", accessToAll: true });
    expect(mixed.status).toBe(400);
    const workspace = await getDb().workspace.findUniqueOrThrow({ where: { id: team.workspace.id } });
    expect(workspace.ownerId).toBe(team.owner.id);
  });
});

describe("PATCH member accessToAll and customRoleId", () => {
  it("sets access to all projects on admins only, by the owner", async () => {
    expect((await patch(team.owner, team.admin, { accessToAll: true })).status).toBe(200);
    expect((await row(team.admin.id)).accessToAll).toBe(true);
    const onMember = await patch(team.owner, team.member, { accessToAll: true });
    expect(onMember.status).toBe(400);
    expect(onMember.body).toEqual(errorBody(400, "Access to all projects and modules is for admins only"));
    expect((await patch(team.admin, team.admin, { accessToAll: false })).status).toBe(403);
    // Promotion and the switch in one request.
    expect((await patch(team.owner, team.member, { role: "admin", accessToAll: true })).status).toBe(200);
    expect(await row(team.member.id)).toMatchObject({ role: "admin", accessToAll: true });
  });

  it("gives and clears a custom role of the same workspace only", async () => {
    const designer = await seedRole(getDb(), team.workspace.id, "Designer");
    const res = await patch(team.admin, team.member, { customRoleId: designer.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ customRole: designer });
    expect((await patch(team.admin, team.member, { customRoleId: null })).body).toMatchObject({
      customRole: null,
    });

    const other = await seedTeam("Other");
    const foreign = await seedRole(getDb(), other.workspace.id, "Foreign");
    const cross = await patch(team.admin, team.member, { customRoleId: foreign.id });
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual(errorBody(404, "Role not found"));
    expect((await row(team.member.id)).customRoleId).toBeNull();
    // The owner's title is the owner's to choose.
    expect((await patch(team.admin, team.owner, { customRoleId: designer.id })).status).toBe(403);
    expect((await patch(team.owner, team.owner, { customRoleId: designer.id })).status).toBe(200);
    expect((await patch(team.viewer, team.guest, { customRoleId: designer.id })).status).toBe(403);
  });
});

describe("PATCH member permissions (the matrix)", () => {
  it("saves a member's matrix, shows it as effective grants, and null resets to the role's defaults", async () => {
    const saved = matrix((applet) =>
      applet === "taskManagement" ? { ...none, view: true, edit: true } : none,
    );
    const res = await patch(team.admin, team.member, { permissions: saved });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ customPermissions: true, permissions: saved });
    const got = await call(getMember, {
      token: team.admin.token,
      params: { workspaceId: team.workspace.id, memberId: team.member.id },
    });
    expect(got.body).toMatchObject({
      permissions: saved,
      customPermissions: true,
      permissionsEditable: true,
    });

    const reset = await patch(team.admin, team.member, { permissions: null });
    expect(reset.body).toMatchObject({
      customPermissions: false,
      permissions: { userManagement: { view: true, add: false } },
    });
    expect((await row(team.member.id)).permissions).toBeNull();
  });

  it("stores a write grant with its view, and no write grants for viewers", async () => {
    await patch(team.admin, team.member, { permissions: matrix(() => ({ ...none, edit: true })) });
    expect((await row(team.member.id)).permissions).toEqual(
      matrix(() => ({ ...none, view: true, edit: true })),
    );
    await patch(team.admin, team.viewer, { permissions: matrix(() => all) });
    expect((await row(team.viewer.id)).permissions).toEqual(matrix(() => ({ ...none, view: true })));
  });

  it("is enforced: a member granted userManagement.add may add roles, one whose view is revoked is refused", async () => {
    const before = await call(createRole, { token: team.member.token, body: { title: "Reviewer" } });
    expect(before.status).toBe(403);
    const grant = matrix((applet) =>
      applet === "userManagement" ? { ...none, view: true, add: true } : all,
    );
    expect((await patch(team.owner, team.member, { permissions: grant })).status).toBe(200);
    const after = await call(createRole, { token: team.member.token, body: { title: "Reviewer" } });
    expect(after.status).toBe(201);

    await patch(team.owner, team.member, { permissions: matrix(() => none) });
    const blind = await call(listMembers, {
      token: team.member.token,
      params: { workspaceId: team.workspace.id },
    });
    expect(blind.status).toBe(403);
  });

  it("refuses matrices for owners and admins, for oneself, and beyond the editor's own grants", async () => {
    expect((await patch(team.owner, team.admin, { permissions: matrix(() => none) })).status).toBe(400);
    expect((await patch(team.admin, team.owner, { permissions: matrix(() => none) })).status).toBe(403);
    // A member trusted with userManagement.edit cannot hand out delete rights they lack.
    const editor = matrix((applet) =>
      applet === "userManagement" ? { ...none, view: true, edit: true } : all,
    );
    await patch(team.owner, team.member, { permissions: editor });
    expect((await patch(team.member, team.member, { permissions: matrix(() => all) })).status).toBe(403);
    const beyond = await patch(team.member, team.viewer, {
      permissions: matrix((applet) => (applet === "userManagement" ? all : none)),
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body).toEqual(errorBody(403, "You cannot grant permissions you do not have"));
    const within = await patch(team.member, team.guest, {
      permissions: matrix((applet) => (applet === "taskManagement" ? { ...none, view: true } : none)),
    });
    expect(within.status).toBe(200);
    // Viewers and guests never edit, whatever is saved.
    expect((await patch(team.viewer, team.guest, { permissions: null })).status).toBe(403);
  });
});

describe("PATCH member: isolation and bad input", () => {
  it("answers 404 for a member or workspace of another team", async () => {
    const other = await seedTeam("Other");
    const foreignMember = await patch(team.owner, other.member, { role: "viewer" });
    expect(foreignMember.status).toBe(404);
    expect(foreignMember.body).toEqual(errorBody(404, "Member not found"));
    const foreignWorkspace = await patch(team.owner, other.member, { role: "viewer" }, other.workspace.id);
    expect(foreignWorkspace.status).toBe(404);
    expect(foreignWorkspace.body).toEqual(errorBody(404, "Workspace not found"));
    const got = await call(getMember, {
      token: team.owner.token,
      params: { workspaceId: other.workspace.id, memberId: other.owner.id },
    });
    expect(got.status).toBe(404);
    expect((await row(other.member.id, other.workspace.id)).role).toBe("member");
  });

  it("answers 400, never 500, for malformed ids, missing fields, wrong types and huge values", async () => {
    const cases: [Record<string, string>, unknown][] = [
      [{ workspaceId: "nope", memberId: team.member.id }, { role: "viewer" }],
      [{ workspaceId: team.workspace.id, memberId: "x".repeat(500) }, { role: "viewer" }],
      [{ workspaceId: team.workspace.id, memberId: team.member.id }, {}],
      [{ workspaceId: team.workspace.id, memberId: team.member.id }, { role: "superuser" }],
      [{ workspaceId: team.workspace.id, memberId: team.member.id }, { role: 7 }],
      [{ workspaceId: team.workspace.id, memberId: team.member.id }, { accessToAll: "yes" }],
      [{ workspaceId: team.workspace.id, memberId: team.member.id }, { customRoleId: "z".repeat(10000) }],
      [
        { workspaceId: team.workspace.id, memberId: team.member.id },
        { permissions: { taskManagement: true } },
      ],
      [{ workspaceId: team.workspace.id, memberId: team.member.id }, [1, 2]],
    ];
    for (const [params, body] of cases) {
      const res = await call(patchMember, { method: "PATCH", token: team.owner.token, params, body });
      expect(res.status).toBe(400);
    }
    const broken = await call(patchMember, {
      method: "PATCH",
      token: team.owner.token,
      params: { workspaceId: team.workspace.id, memberId: team.member.id },
      rawBody: "{role:",
    });
    expect(broken.status).toBe(400);
    const unknown = await patch(team.owner, { id: "0123456789abcdef01234567" }, { role: "viewer" });
    expect(unknown.status).toBe(404);
    expect((await row(team.member.id)).role).toBe("member");
  });
});
