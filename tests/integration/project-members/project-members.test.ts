import { GET as listRoute, POST as addRoute } from "@/app/api/v1/workspace/project/[projectId]/member/route";
import {
  DELETE as removeRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/workspace/project/[projectId]/member/[memberId]/route";
import { GET as getProjectRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, newUser, seedTeam, type Caller, type Team } from "../workspaces/helpers";

interface MemberBody {
  id: string;
  member: { id: string; email: string; name: string };
  role: string;
  createdAt: string;
}

const list = (caller: Caller, projectId: string) =>
  call<MemberBody[]>(listRoute, { token: caller.token, params: { projectId } });
const add = (caller: Caller, projectId: string, body: unknown) =>
  call<MemberBody>(addRoute, { token: caller.token, params: { projectId }, body });
const patch = (caller: Caller, projectId: string, memberId: string, body: unknown) =>
  call<MemberBody>(patchRoute, {
    method: "PATCH",
    token: caller.token,
    params: { projectId, memberId },
    body,
  });
const remove = (caller: Caller, projectId: string, memberId: string) =>
  call(removeRoute, { method: "DELETE", token: caller.token, params: { projectId, memberId } });
const followers = async (caller: Caller, projectId: string) => {
  const res = await call<{ followers: { count: number } }>(getProjectRoute, {
    token: caller.token,
    params: { projectId },
  });
  return res.body.followers.count;
};
const grant = (projectId: string, caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });

let team: Team;
let project: { id: string; name: string };
beforeEach(async () => {
  team = await seedTeam();
  project = await seedProject(getDb(), team.workspace.id, { name: "Launch", private: true });
});

describe("POST /api/v1/workspace/project/{projectId}/member", () => {
  it("adds a workspace member (201), is idempotent (200) and counts them as a follower", async () => {
    expect(await followers(team.owner, project.id)).toBe(0);
    const res = await add(team.owner, project.id, { member: team.member.user.id, role: "member" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      member: { id: team.member.user.id, email: team.member.user.email, name: "Mia Member" },
      role: "member",
      createdAt: expect.any(String),
    });
    expect(await followers(team.owner, project.id)).toBe(1);

    const again = await add(team.owner, project.id, { member: team.member.user.id, role: "admin" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: res.body.id, role: "admin" });
    expect(await getDb().projectAccess.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("makes the private project visible to the added member", async () => {
    expect(
      (await call(getProjectRoute, { token: team.member.token, params: { projectId: project.id } })).status,
    ).toBe(404);
    expect((await add(team.admin, project.id, { member: team.member.user.id, role: "viewer" })).status).toBe(
      201,
    );
    expect(
      (await call(getProjectRoute, { token: team.member.token, params: { projectId: project.id } })).status,
    ).toBe(200);
  });

  it("lets a project admin (member role) add people, but not plain members, viewers or guests (403)", async () => {
    await grant(project.id, team.member, "admin");
    expect((await add(team.member, project.id, { member: team.viewer.user.id, role: "viewer" })).status).toBe(
      201,
    );

    const publicProject = await seedProject(getDb(), team.workspace.id, { name: "Open" });
    await grant(publicProject.id, team.viewer, "admin");
    for (const caller of [team.member, team.viewer]) {
      const res = await add(caller, publicProject.id, { member: team.admin.user.id, role: "member" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(errorBody(403, "You do not have permission to do this"));
    }
    // A guest was not given this project: for them it does not exist.
    const guest = await add(team.guest, publicProject.id, { member: team.admin.user.id, role: "member" });
    expect(guest.status).toBe(404);
    expect(guest.body).toEqual(errorBody(404, "Project not found"));
    expect(await getDb().projectAccess.count({ where: { projectId: publicProject.id } })).toBe(1);
  });

  it("rejects bad input (400), a role above a viewer's reach and users outside the workspace (404)", async () => {
    const cases: [unknown, string | string[]][] = [
      [{}, ["Member is required", "Role must be admin, member, viewer or guest"]],
      [{ member: "nope", role: "admin" }, "Invalid id"],
      [{ member: team.member.user.id, role: "owner" }, "Role must be admin, member, viewer or guest"],
      [
        { member: team.viewer.user.id, role: "member" },
        "Viewers and guests can only be given viewer or guest access",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await add(team.owner, project.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody(400, message));
    }
    const stranger = await newUser("Stranger");
    const res = await add(team.owner, project.id, { member: stranger.id, role: "member" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody(404, "Member not found"));
    expect((await add(team.owner, "123", { member: team.member.user.id, role: "member" })).status).toBe(400);
    expect(await getDb().projectAccess.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("answers 404 for projects the actor cannot see and 401 without a session", async () => {
    // A member (workspace role) who was not given the private project does not see it at all.
    const res = await add(team.member, project.id, { member: team.viewer.user.id, role: "viewer" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody(404, "Project not found"));
    expect((await add(team.owner, newId(), { member: team.member.user.id, role: "member" })).status).toBe(
      404,
    );
    const anonymous = await call(addRoute, {
      params: { projectId: project.id },
      body: { member: team.member.user.id, role: "member" },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("GET, PATCH and DELETE", () => {
  it("lists members oldest first; guests without the people grant get 403", async () => {
    await grant(project.id, team.member, "admin");
    await add(team.owner, project.id, { member: team.viewer.user.id, role: "viewer" });
    const res = await list(team.member, project.id);
    expect(res.status).toBe(200);
    expect(res.body.map((row) => [row.member.id, row.role])).toEqual([
      [team.member.user.id, "admin"],
      [team.viewer.user.id, "viewer"],
    ]);
    expect((await list(team.viewer, project.id)).status).toBe(200);
    await grant(project.id, team.guest, "guest");
    expect((await list(team.guest, project.id)).status).toBe(403);
  });

  it("changes a role and refuses bad roles, unknown members and one's own project role", async () => {
    await grant(project.id, team.member, "admin");
    await grant(project.id, team.admin, "member");
    const res = await patch(team.member, project.id, team.admin.user.id, { role: "viewer" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ member: { id: team.admin.user.id }, role: "viewer" });
    expect(
      await getDb().projectAccess.findFirst({ where: { projectId: project.id, userId: team.admin.user.id } }),
    ).toMatchObject({ role: "viewer" });

    expect((await patch(team.member, project.id, team.admin.user.id, { role: "boss" })).status).toBe(400);
    const self = await patch(team.member, project.id, team.member.user.id, { role: "viewer" });
    expect(self.status).toBe(400);
    expect(self.body).toEqual(errorBody(400, "You cannot change your own permissions or access"));
    const missing = await patch(team.member, project.id, team.viewer.user.id, { role: "viewer" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(404, "Project member not found"));
    await grant(project.id, team.guest, "guest");
    expect((await patch(team.owner, project.id, team.guest.user.id, { role: "admin" })).status).toBe(400);
    expect((await patch(team.viewer, project.id, team.admin.user.id, { role: "admin" })).status).toBe(404);
  });

  it("removes a member with their module access; the private project is then hidden from them", async () => {
    const placed = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement" });
    await add(team.owner, project.id, { member: team.member.user.id, role: "member" });
    await getDb().moduleMember.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        projectModuleId: placed.id,
        userId: team.member.user.id,
        role: "member",
      },
    });
    expect(await followers(team.owner, project.id)).toBe(1);
    expect((await remove(team.viewer, project.id, team.member.user.id)).status).toBe(404);
    expect((await remove(team.owner, project.id, team.member.user.id)).status).toBe(200);
    expect(await followers(team.owner, project.id)).toBe(0);
    expect(await getDb().moduleMember.count({ where: { userId: team.member.user.id } })).toBe(0);
    expect(
      (await call(getProjectRoute, { token: team.member.token, params: { projectId: project.id } })).status,
    ).toBe(404);
    const again = await remove(team.owner, project.id, team.member.user.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(errorBody(404, "Project member not found"));
  });
});

describe("across workspaces", () => {
  it("hides another workspace's projects and members (404) and changes nothing there", async () => {
    const other = await seedTeam("Other");
    const theirs = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    await grant(theirs.id, other.member, "member");

    expect((await list(team.owner, theirs.id)).status).toBe(404);
    expect((await add(team.owner, theirs.id, { member: team.member.user.id, role: "member" })).status).toBe(
      404,
    );
    expect((await patch(team.owner, theirs.id, other.member.user.id, { role: "viewer" })).status).toBe(404);
    expect((await remove(team.owner, theirs.id, other.member.user.id)).status).toBe(404);
    // Their member cannot be added to our project either.
    const res = await add(team.owner, project.id, { member: other.member.user.id, role: "member" });
    expect(res.status).toBe(404);
    expect(
      await getDb().projectAccess.findMany({
        where: { projectId: theirs.id },
        select: { userId: true, role: true },
      }),
    ).toEqual([{ userId: other.member.user.id, role: "member" }]);
  });
});
