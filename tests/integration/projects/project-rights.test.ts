import { PATCH as patchRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import { canAdminister, canEditProject } from "@/components/projects/project-rights";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { getProjectRights } from "@/lib/server/projects/project-rights";
import { seedProject } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

const grant = (projectId: string, caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });

const patch = (caller: Caller, projectId: string, body: unknown) =>
  call(patchRoute, { method: "PATCH", token: caller.token, params: { projectId }, body });

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

describe("getProjectRights", () => {
  it("gives owners and admins every project, viewers and guests nothing", async () => {
    for (const role of ["owner", "admin"] as const) {
      expect(await getProjectRights(team[role].actor)).toEqual({
        canRename: true,
        viewOnly: [],
        administersAll: true,
        administered: [],
      });
    }
    for (const role of ["viewer", "guest"] as const) {
      expect(await getProjectRights(team[role].actor)).toEqual({
        canRename: false,
        viewOnly: [],
        administersAll: false,
        administered: [],
      });
    }
  });

  it("lists the projects a member administers, only of the active workspace", async () => {
    const db = getDb();
    const [adminOf, ownerOf, memberOf, plain] = await Promise.all(
      ["A", "B", "C", "D"].map((name) => seedProject(db, team.workspace.id, { name: `Project ${name}` })),
    );
    await grant(adminOf!.id, team.member, "admin");
    await grant(ownerOf!.id, team.member, "owner");
    await grant(memberOf!.id, team.member, "member");
    // The member is also admin of a project of another workspace: never listed here.
    const other = await seedTeam("Elsewhere");
    await getDb().workspaceMember.create({
      data: { id: newId(), workspaceId: other.workspace.id, userId: team.member.user.id, role: "member" },
    });
    const foreign = await seedProject(db, other.workspace.id, { name: "Foreign" });
    await grant(foreign.id, team.member, "admin");

    const rights = await getProjectRights(team.member.actor);
    expect(rights.canRename).toBe(true);
    expect(rights.administersAll).toBe(false);
    expect([...rights.administered].sort()).toEqual([adminOf!.id, ownerOf!.id].sort());
    expect(canAdminister(rights, plain!.id)).toBe(false);
    expect(canAdminister(rights, memberOf!.id)).toBe(false);
    expect(canAdminister(rights, adminOf!.id)).toBe(true);
  });

  it("a viewer given the admin role on a project still administers nothing", async () => {
    const project = await seedProject(getDb(), team.workspace.id);
    await grant(project.id, team.viewer, "admin");
    const rights = await getProjectRights(team.viewer.actor);
    expect(canAdminister(rights, project.id)).toBe(false);
    expect((await patch(team.viewer, project.id, { private: true })).status).toBe(403);
  });

  it("agrees with what PATCH allows, role by role", async () => {
    const project = await seedProject(getDb(), team.workspace.id);
    await grant(project.id, team.member, "admin");
    const plain = await seedProject(getDb(), team.workspace.id);
    // A viewer role in a project keeps a member from renaming it (editsProject).
    await grant(plain.id, team.member, "viewer");
    // Guests see only the projects they were given.
    await grant(project.id, team.guest, "viewer");
    await grant(plain.id, team.guest, "viewer");
    for (const role of ["owner", "admin", "member", "viewer", "guest"] as const) {
      const rights = await getProjectRights(team[role].actor);
      for (const target of [project, plain]) {
        const res = await patch(team[role], target.id, { coverImage: "/covers/preset-2.svg" });
        expect([role, target.id, res.status]).toEqual([
          role,
          target.id,
          canAdminister(rights, target.id) ? 200 : 403,
        ]);
      }
      for (const target of [project, plain]) {
        const rename = await patch(team[role], target.id, { name: `Renamed by ${role}` });
        expect([role, target.id, rename.status]).toEqual([
          role,
          target.id,
          canEditProject(rights, target.id) ? 200 : 403,
        ]);
      }
    }
  });

  it("costs at most one query", async () => {
    const forMember = await recordQueries(() => getProjectRights(team.member.actor));
    expect(forMember.queries).toHaveLength(1);
    const forAdmin = await recordQueries(() => getProjectRights(team.admin.actor));
    expect(forAdmin.queries).toHaveLength(0);
  });
});
