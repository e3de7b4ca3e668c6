import { GET as listRoute, POST as inviteRoute } from "@/app/api/v1/task-management/[moduleId]/member/route";
import {
  DELETE as removeRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/task-management/[moduleId]/member/[memberId]/route";
import { POST as acceptRoute } from "@/app/api/v1/auth/invite/accept/route";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { mailLink } from "@/lib/server/mail/sealed-link";
import { newId } from "@/lib/server/ids";
import type {
  ModuleMember as TaskModuleMember,
  ModuleMemberInviteResult as TaskMemberInviteResult,
} from "@/lib/modules/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "./helpers";
import { errorBody, newUser, seedTeam, type Caller, type Team } from "../workspaces/helpers";

const list = (caller: Caller, moduleId: string) =>
  call<{ data: TaskModuleMember[] }>(listRoute, { token: caller.token, params: { moduleId } });
const invite = (caller: Caller, moduleId: string, body: unknown) =>
  call<TaskMemberInviteResult>(inviteRoute, { token: caller.token, params: { moduleId }, body });
const patch = (caller: Caller, moduleId: string, memberId: string, body: unknown) =>
  call<TaskModuleMember>(patchRoute, {
    method: "PATCH",
    token: caller.token,
    params: { moduleId, memberId },
    body,
  });
const remove = (caller: Caller, moduleId: string, memberId: string) =>
  call(removeRoute, { method: "DELETE", token: caller.token, params: { moduleId, memberId } });

/** Adds `caller` to the module with `role` through the API (as the workspace owner). */
async function addAs(team: Team, moduleId: string, caller: Caller, role: Role): Promise<TaskModuleMember> {
  const res = await invite(team.owner, moduleId, { email: caller.user.email, role, permissions: {} });
  if (res.body.status !== "added") throw new Error(`not added: ${JSON.stringify(res.body)}`);
  return res.body.member;
}

const boardRows = (moduleId: string) =>
  getDb().moduleMember.findMany({
    where: { projectModuleId: moduleId },
    select: { userId: true, role: true },
  });

let team: Team;
let project: { id: string; name: string };
let moduleId: string;
beforeEach(async () => {
  team = await seedTeam();
  project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  moduleId = (await seedProjectModule(getDb(), project.id, { name: "Sprint board" })).id;
  // Guests see only the projects they were given.
  await getDb().projectAccess.create({
    data: { id: newId(), projectId: project.id, userId: team.guest.user.id, role: "guest" },
  });
});

describe("GET /api/v1/task-management/{id}/member", () => {
  it("lists the module's members oldest first, the workspace owner as an owner, to anyone who sees it", async () => {
    expect((await list(team.member, moduleId)).body).toEqual({ data: [] });
    await addAs(team, moduleId, team.member, "admin");
    await addAs(team, moduleId, team.owner, "admin");
    await addAs(team, moduleId, team.viewer, "viewer");

    for (const caller of [team.owner, team.member, team.viewer, team.guest]) {
      const res = await list(caller, moduleId);
      expect(res.status).toBe(200);
      expect(res.body.data.map((row) => [row.member.id, row.role, row.owner])).toEqual([
        [team.member.user.id, "admin", false],
        [team.owner.user.id, "admin", true],
        [team.viewer.user.id, "viewer", false],
      ]);
    }
    // E-mails only for those who manage the module's members or may view User management.
    expect((await list(team.guest, moduleId)).body.data[0]!.member).toEqual({
      id: team.member.user.id,
      name: "Mia Member",
    });
    expect((await list(team.member, moduleId)).body.data[0]!.member.email).toBe(team.member.user.email);
    expect((await list(team.owner, moduleId)).body.data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      member: { id: team.member.user.id, name: "Mia Member", email: team.member.user.email },
      role: "admin",
      owner: false,
      createdAt: expect.any(String),
    });
  });

  it("leaves out people who left the workspace; 404 for unknown modules, 400 for malformed ids, 401 signed out", async () => {
    await addAs(team, moduleId, team.member, "member");
    await getDb().workspaceMember.deleteMany({
      where: { workspaceId: team.workspace.id, userId: team.member.user.id },
    });
    expect((await list(team.owner, moduleId)).body.data).toEqual([]);

    const unknown = await list(team.owner, newId());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody(404, "Module not found"));
    expect((await list(team.owner, "123")).status).toBe(400);
    expect((await call(listRoute, { params: { moduleId } })).status).toBe(401);
  });
});

describe("POST /api/v1/task-management/{id}/member", () => {
  it("adds a workspace member (201), changes the role of one already there (200)", async () => {
    const res = await invite(team.owner, moduleId, {
      email: team.member.user.email.toUpperCase(),
      role: "member",
      permissions: {},
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: "added",
      member: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        member: { id: team.member.user.id, name: "Mia Member", email: team.member.user.email },
        role: "member",
        owner: false,
        createdAt: expect.any(String),
      },
    });
    const again = await invite(team.owner, moduleId, { email: team.member.user.email, role: "admin" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "added", member: { role: "admin" } });
    expect(await boardRows(moduleId)).toEqual([{ userId: team.member.user.id, role: "admin" }]);
  });

  it("invites an e-mail from outside the workspace, opening the module's project with the role", async () => {
    const res = await invite(team.owner, moduleId, { email: "New.Person@Example.com", role: "admin" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: "invited", email: "new.person@example.com" });
    const invitation = await getDb().invitation.findUniqueOrThrow({
      where: { workspaceId_email: { workspaceId: team.workspace.id, email: "new.person@example.com" } },
      select: { role: true, projects: { select: { projectId: true, role: true } } },
    });
    // Only the owner makes workspace admins: a module admin joins the workspace as a member.
    expect(invitation).toEqual({ role: "member", projects: [{ projectId: project.id, role: "admin" }] });
    expect(await getDb().outboxEmail.count({ where: { to: "new.person@example.com" } })).toBe(1);

    // Accepting it puts them in the module's User management with the role ('Once accepted, their
    // name will automatically appear in this table').
    const mail = await getDb().outboxEmail.findFirstOrThrow({ where: { to: "new.person@example.com" } });
    const token = new URL(mailLink(mail) ?? "").searchParams.get("token");
    const accepted = await call<{ user: { id: string } }>(acceptRoute, {
      body: { token, name: "Nia Newcomer", password: "Secret#123" },
      headers: { "x-forwarded-for": "10.0.9.9" },
    });
    expect(accepted.status).toBe(200);
    const listed = await list(team.owner, moduleId);
    expect(listed.body.data.find((row) => row.member.email === "new.person@example.com")).toMatchObject({
      member: { name: "Nia Newcomer" },
      role: "admin",
    });

    // A user of another workspace is invited too; a second invitation to a pending e-mail is a 409.
    const outsider = await newUser("Otto Outsider");
    expect((await invite(team.admin, moduleId, { email: outsider.email, role: "viewer" })).status).toBe(201);
    const twice = await invite(team.owner, moduleId, { email: outsider.email, role: "viewer" });
    expect(twice.status).toBe(409);
    // Only the person who accepted is in the module; pending invitations are not.
    expect(await boardRows(moduleId)).toEqual([{ userId: accepted.body.user.id, role: "admin" }]);
  });

  it("invites to a workspace module without any project", async () => {
    const definition = await getDb().moduleDefinition.findUniqueOrThrow({ where: { tag: "TaskManagement" } });
    const workspaceModule = newId();
    await getDb().workspaceModule.create({
      data: {
        id: workspaceModule,
        workspaceId: team.workspace.id,
        moduleId: definition.id,
        tag: "TaskManagement",
        name: "Team tasks",
        i: "0",
      },
    });
    const res = await invite(team.owner, workspaceModule, { email: "solo@example.com", role: "viewer" });
    expect(res.body).toEqual({ status: "invited", email: "solo@example.com" });
    const invitation = await getDb().invitation.findFirstOrThrow({
      where: { email: "solo@example.com" },
      select: { role: true, projects: true },
    });
    expect(invitation).toEqual({ role: "viewer", projects: [] });
    expect(
      (await invite(team.owner, workspaceModule, { email: team.guest.user.email, role: "guest" })).status,
    ).toBe(201);
  });

  it("opens a private project to a member who could not see it (member, or viewer for viewers)", async () => {
    const secret = await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true });
    const secretModule = (await seedProjectModule(getDb(), secret.id)).id;
    expect((await list(team.member, secretModule)).status).toBe(404);

    await addAs(team, secretModule, team.member, "admin");
    await addAs(team, secretModule, team.viewer, "viewer");
    await addAs(team, secretModule, team.admin, "member");
    const access = await getDb().projectAccess.findMany({
      where: { projectId: secret.id },
      select: { userId: true, role: true },
      orderBy: { createdAt: "asc" },
    });
    // The admin sees every project already: no access row for them.
    expect(access).toEqual([
      { userId: team.member.user.id, role: "member" },
      { userId: team.viewer.user.id, role: "viewer" },
    ]);
    expect((await list(team.member, secretModule)).status).toBe(200);
    // As module admin, the member now manages the module's people, but opens the project to no one:
    // that is for its admins (tests/integration/modules/module-member-project.test.ts).
    expect(
      (await invite(team.member, secretModule, { email: team.viewer.user.email, role: "viewer" })).status,
    ).toBe(200);
    expect(
      (await invite(team.member, secretModule, { email: team.guest.user.email, role: "guest" })).status,
    ).toBe(403);
  });

  it("gives a guest the module's public project too (guests see only what they are given)", async () => {
    const open = await seedProject(getDb(), team.workspace.id, { name: "Open" });
    const openModule = (await seedProjectModule(getDb(), open.id)).id;
    expect((await tm.info(team.guest, openModule)).status).toBe(404);
    await addAs(team, openModule, team.guest, "guest");
    await addAs(team, openModule, team.viewer, "viewer");
    const access = await getDb().projectAccess.findMany({
      where: { projectId: open.id },
      select: { userId: true, role: true },
    });
    // The viewer already sees the public project: no access row for them.
    expect(access).toEqual([{ userId: team.guest.user.id, role: "guest" }]);
    expect((await tm.info(team.guest, openModule)).status).toBe(200);
    expect((await list(team.guest, openModule)).status).toBe(200);
  });

  it("is for those who manage the module's members: viewers, guests and plain members get 403", async () => {
    for (const caller of [team.member, team.viewer, team.guest]) {
      const res = await invite(caller, moduleId, { email: team.admin.user.email, role: "member" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(errorBody(403, "You do not have permission to do this"));
    }
    // A viewer made module admin still cannot write, so still cannot manage members.
    await addAs(team, moduleId, team.viewer, "viewer");
    await getDb().moduleMember.updateMany({
      where: { userId: team.viewer.user.id },
      data: { role: "admin" },
    });
    expect(
      (await invite(team.viewer, moduleId, { email: team.admin.user.email, role: "member" })).status,
    ).toBe(403);

    // Project admins and module admins (members of the workspace) manage them.
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: project.id, userId: team.member.user.id, role: "admin" },
    });
    expect(
      (await invite(team.member, moduleId, { email: team.admin.user.email, role: "member" })).status,
    ).toBe(201);
  });

  it("lets a module admin add workspace members but not invite outsiders without the right to invite (403)", async () => {
    await addAs(team, moduleId, team.member, "admin");
    expect(
      (await invite(team.member, moduleId, { email: team.guest.user.email, role: "guest" })).status,
    ).toBe(201);
    const res = await invite(team.member, moduleId, { email: "outsider@example.com", role: "member" });
    expect(res.status).toBe(403);
    expect(await getDb().invitation.count({ where: { workspaceId: team.workspace.id } })).toBe(0);
  });

  it("rejects bad input (400) and roles above what a viewer may have", async () => {
    const cases: [unknown, string | string[]][] = [
      [{ role: "member" }, "Please select users."],
      [{ email: "   ", role: "member" }, "Please select users."],
      [{ email: "not-an-email", role: "member" }, "Invalid email"],
      [{ email: team.member.user.email, role: "owner" }, "Role must be admin, member, viewer or guest"],
      [{ email: team.member.user.email }, "Role must be admin, member, viewer or guest"],
      [
        { email: team.member.user.email, role: "member", permissions: { nope: true } },
        'permissions: Unrecognized key: "nope"',
      ],
      [
        { email: team.viewer.user.email, role: "member" },
        "Viewers and guests can only be given viewer or guest access",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await invite(team.owner, moduleId, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody(400, message));
    }
    expect((await invite(team.owner, "123", { email: team.member.user.email, role: "member" })).status).toBe(
      400,
    );
    expect(await boardRows(moduleId)).toEqual([]);
  });
});

describe("PATCH and DELETE /api/v1/task-management/{id}/member/{memberId}", () => {
  it("changes a member's role; one's own row and owners are fixed; unknown rows are 404", async () => {
    const row = await addAs(team, moduleId, team.member, "member");
    const res = await patch(team.admin, moduleId, row.id, { role: "viewer" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...row, role: "viewer" });
    expect(await boardRows(moduleId)).toEqual([{ userId: team.member.user.id, role: "viewer" }]);

    const mine = await addAs(team, moduleId, team.admin, "admin");
    const own = await patch(team.admin, moduleId, mine.id, { role: "member" });
    expect(own.status).toBe(400);
    expect(own.body).toEqual(errorBody(400, "You cannot change your own role here"));
    const ownerRow = await addAs(team, moduleId, team.owner, "admin");
    expect((await patch(team.admin, moduleId, ownerRow.id, { role: "member" })).status).toBe(400);

    const unknown = await patch(team.admin, moduleId, newId(), { role: "member" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody(404, "Member not found"));
    expect((await patch(team.admin, moduleId, "xyz", { role: "member" })).status).toBe(400);
    const badRole = await patch(team.admin, moduleId, row.id, { role: "owner" });
    expect(badRole.body).toEqual(errorBody(400, "Role must be admin, member, viewer or guest"));
    expect((await patch(team.admin, moduleId, row.id, {})).status).toBe(400);
  });

  it("keeps viewers within viewer and guest roles", async () => {
    const row = await addAs(team, moduleId, team.viewer, "viewer");
    const res = await patch(team.owner, moduleId, row.id, { role: "admin" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, "Viewers and guests can only be given viewer or guest access"));
    expect((await patch(team.owner, moduleId, row.id, { role: "guest" })).body.role).toBe("guest");
  });

  it("removes a member once (then 404); not oneself, not for those without the right (403)", async () => {
    const row = await addAs(team, moduleId, team.viewer, "viewer");
    for (const caller of [team.member, team.viewer, team.guest]) {
      expect((await remove(caller, moduleId, row.id)).status).toBe(403);
      expect((await patch(caller, moduleId, row.id, { role: "guest" })).status).toBe(403);
    }
    const moduleAdmin = await addAs(team, moduleId, team.member, "admin");
    const res = await remove(team.member, moduleId, row.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: true });
    expect((await remove(team.member, moduleId, row.id)).status).toBe(404);
    const self = await remove(team.member, moduleId, moduleAdmin.id);
    expect(self.status).toBe(400);
    expect(self.body).toEqual(errorBody(400, "You cannot remove yourself here"));
    expect(await boardRows(moduleId)).toEqual([{ userId: team.member.user.id, role: "admin" }]);
  });
});

describe("cross-workspace isolation", () => {
  it("answers 404 for another workspace's module and for its member rows through one's own module", async () => {
    const other = await seedTeam("Other");
    const otherProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const otherModule = (await seedProjectModule(getDb(), otherProject.id)).id;
    const theirRow = await addAs(other, otherModule, other.member, "member");

    expect((await list(team.owner, otherModule)).status).toBe(404);
    expect(
      (await invite(team.owner, otherModule, { email: team.member.user.email, role: "member" })).status,
    ).toBe(404);
    expect((await patch(team.owner, otherModule, theirRow.id, { role: "viewer" })).status).toBe(404);
    expect((await remove(team.owner, otherModule, theirRow.id)).status).toBe(404);
    // Their row's id through our own module is not found either.
    expect((await patch(team.owner, moduleId, theirRow.id, { role: "viewer" })).status).toBe(404);
    expect((await remove(team.owner, moduleId, theirRow.id)).status).toBe(404);
    // Their members' e-mails are outsiders here: an invitation, never a row on their board.
    expect(
      (await invite(team.owner, moduleId, { email: other.member.user.email, role: "member" })).body,
    ).toEqual({
      status: "invited",
      email: other.member.user.email,
    });
    expect(await boardRows(otherModule)).toEqual([{ userId: other.member.user.id, role: "member" }]);
  });
});
