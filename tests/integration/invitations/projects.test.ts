import { POST as acceptPublic } from "@/app/api/v1/auth/invite/accept/route";
import { POST as acceptSignedIn } from "@/app/api/v1/workspace/invitation/accept/route";
import { POST as invite } from "@/app/api/v1/workspace/invitation/route";
import { GET as getProject } from "@/app/api/v1/workspaces/project/[projectId]/route";
import { APPLETS } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject } from "@/prisma/seed/projects";
import { seedWorkspace } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { errorBody, seedTeam, tokenFor, user, type Team } from "./fixtures";

type Issued = { invitation: { id: string }; link: string };
type Accepted = { accessToken: string };

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const post = (token: string, body: unknown) => call<Issued>(invite, { token, body });
const base = { role: "member", accessToAll: false, permissions: {} };

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

describe("invitations that open projects (the project wizard's e-mail invites)", () => {
  it("gives the new member the invitation's private project when they accept", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Apollo", private: true });
    const res = await post(team.owner.token, {
      ...base,
      email: "nina@example.com",
      projects: [{ project: project.id, role: "admin" }],
    });
    expect(res.status).toBe(201);
    expect(await getDb().invitationProject.findMany({ where: { projectId: project.id } })).toEqual([
      { invitationId: res.body.invitation.id, projectId: project.id, role: "admin" },
    ]);

    const accepted = await call<Accepted>(acceptPublic, {
      body: { token: tokenOf(res.body.link), name: "Nina Newbie", password: "Joined#2024" },
      headers: { "x-forwarded-for": "10.0.9.1" },
    });
    expect(accepted.status).toBe(200);
    const nina = await getDb().user.findUniqueOrThrow({ where: { email: "nina@example.com" } });
    expect(
      await getDb().projectAccess.findMany({
        where: { userId: nina.id },
        select: { projectId: true, role: true },
      }),
    ).toEqual([{ projectId: project.id, role: "admin" }]);
    // A member of the workspace who sees the private project through that access; the invitation is spent.
    const seen = await call<{ id: string }>(getProject, {
      token: accepted.body.accessToken,
      params: { projectId: project.id },
    });
    expect(seen).toMatchObject({ status: 200, body: { id: project.id } });
    expect(await getDb().invitationProject.count()).toBe(0);
  });

  it("keeps access the user already has and skips projects deleted before acceptance", async () => {
    const kept = await seedProject(getDb(), team.workspace.id, { name: "Kept", private: true });
    const gone = await seedProject(getDb(), team.workspace.id, { name: "Gone", private: true });
    const sam = await user({ name: "Sam Signed" });
    const own = await seedWorkspace(getDb(), sam.id, { name: "Sam's Own" });
    const res = await post(team.admin.token, {
      ...base,
      role: "viewer",
      email: sam.email,
      projects: [
        { project: kept.id, role: "viewer" },
        { project: gone.id, role: "guest" },
      ],
    });
    expect(res.status).toBe(201);
    await getDb().project.delete({ where: { id: gone.id } });
    // Access given earlier (say by the access tree) is left as it was.
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: kept.id, userId: sam.id, role: "guest" },
    });

    const accepted = await call(acceptSignedIn, {
      token: await tokenFor(sam, own.id),
      body: { token: tokenOf(res.body.link) },
    });
    expect(accepted.status).toBe(200);
    expect(
      await getDb().projectAccess.findMany({
        where: { userId: sam.id },
        select: { projectId: true, role: true },
      }),
    ).toEqual([{ projectId: kept.id, role: "guest" }]);
  });

  it("needs the inviter to administer each project, in the same workspace, with a role that suits", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Apollo", private: true });
    const other = await seedTeam();
    const theirs = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const email = "nobody@example.com";

    // Another workspace's project, or one that does not exist: not found, nothing written.
    for (const id of [theirs.id, newId()]) {
      expect(
        await post(team.owner.token, { ...base, email, projects: [{ project: id, role: "member" }] }),
      ).toMatchObject({ status: 404, body: errorBody(404, "Project not found") });
    }
    // A viewer invitee cannot be made a project member (viewers never write).
    expect(
      await post(team.owner.token, {
        ...base,
        role: "viewer",
        email,
        projects: [{ project: project.id, role: "member" }],
      }),
    ).toMatchObject({ status: 400 });
    // Malformed lists.
    for (const projects of [
      "x",
      [{ project: "nope", role: "member" }],
      [{ project: project.id, role: "owner" }],
    ]) {
      expect((await post(team.owner.token, { ...base, email, projects })).status).toBe(400);
    }
    expect(await getDb().invitation.count({ where: { email } })).toBe(0);

    // A member allowed to invite (userManagement add) who does not administer the project.
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: team.member.id } },
      data: {
        permissions: Object.fromEntries(
          APPLETS.map((applet) => [applet, { view: true, add: true, edit: true, delete: true }]),
        ),
      },
    });
    const publicProject = await seedProject(getDb(), team.workspace.id, { name: "Open" });
    const byMember = await post(team.member.token, {
      ...base,
      email,
      projects: [{ project: publicProject.id, role: "member" }],
    });
    expect(byMember).toMatchObject({ status: 403 });
    expect(await getDb().invitation.count({ where: { email } })).toBe(0);
    // The same invitation without the project is theirs to send.
    expect((await post(team.member.token, { ...base, email })).status).toBe(201);
  });
});
