import { GET as projectMembersRoute } from "@/app/api/v1/workspace/project/[projectId]/member/route";
import { GET as gridRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/route";
import { GET as summaryRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/summary/route";
import { GET as listRoute } from "@/app/api/v1/workspaces/project/route";
import { GET as workspaceModulesRoute } from "@/app/api/v1/workspaces/module/route";
import { GET as getRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { findProjectModule, findVisibleModule } from "@/lib/server/modules/find-visible-module";
import { getNavigation } from "@/lib/server/navigation/get-navigation";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import type { ProjectBody } from "./helpers";

// Guests see only what they were given: the projects of their ProjectAccess rows (the access tree),
// public or private. Everyone else keeps seeing every public project.

let team: Team;
let open: { id: string };
let given: { id: string };
let givenPrivate: { id: string };
let openTasks: { id: string };
let givenTasks: { id: string };

const grant = (projectId: string, caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });

beforeEach(async () => {
  team = await seedTeam();
  open = await seedProject(getDb(), team.workspace.id, { name: "Open" });
  given = await seedProject(getDb(), team.workspace.id, { name: "Given" });
  givenPrivate = await seedProject(getDb(), team.workspace.id, { name: "Given private", private: true });
  await seedProject(getDb(), team.workspace.id, { name: "Hidden", private: true });
  openTasks = await seedProjectModule(getDb(), open.id, { name: "Open tasks" });
  givenTasks = await seedProjectModule(getDb(), given.id, { name: "Given tasks" });
  await grant(given.id, team.guest, "guest");
  await grant(givenPrivate.id, team.guest, "viewer");
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string }) => error.code,
  );

describe("a guest", () => {
  it("lists only the projects they were given, in the project list and the sidebar", async () => {
    const listed = await call<ProjectBody[]>(listRoute, { token: team.guest.token });
    expect(listed.body.map((p) => p.name).sort()).toEqual(["Given", "Given private"]);
    const navigation = await getNavigation(team.guest.actor);
    expect(navigation.projects.map((p) => p.name).sort()).toEqual(["Given", "Given private"]);
  });

  it("gets 404 for a public project they were not given: the project, its grid, summaries and members", async () => {
    for (const route of [getRoute, gridRoute, summaryRoute, projectMembersRoute]) {
      const hidden = await call(route, { token: team.guest.token, params: { projectId: open.id } });
      expect(hidden.status).toBe(404);
      const seen = await call(route, { token: team.guest.token, params: { projectId: given.id } });
      // A project's member list needs User management's View, which guests lack: seen, not allowed.
      expect(seen.status).toBe(route === projectMembersRoute ? 403 : 200);
    }
  });

  it("cannot open a module of a public project they were not given (the module gate)", async () => {
    expect((await tm.info(team.guest, openTasks.id)).status).toBe(404);
    expect((await tm.board(team.guest, openTasks.id)).status).toBe(404);
    expect(await failure(findVisibleModule(team.guest.actor, { moduleId: openTasks.id }))).toBe("not_found");
    expect(
      await failure(findProjectModule(team.guest.actor, { projectId: open.id, tag: "TaskManagement" })),
    ).toBe("not_found");
    expect((await tm.info(team.guest, givenTasks.id)).status).toBe(200);
    expect((await findVisibleModule(team.guest.actor, { moduleId: givenTasks.id })).id).toBe(givenTasks.id);
  });

  it("sees a workspace module only as its member: the list, the sidebar and the module gate", async () => {
    const definition = await getDb().moduleDefinition.findUniqueOrThrow({ where: { tag: "TaskManagement" } });
    const board = (name: string, i: string) =>
      getDb().workspaceModule.create({
        data: {
          id: newId(),
          workspaceId: team.workspace.id,
          moduleId: definition.id,
          tag: "TaskManagement",
          name,
          i,
        },
      });
    const shared = await board("Team board", "0");
    const mine = await board("Guest board", "1");
    await getDb().moduleMember.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        workspaceModuleId: mine.id,
        userId: team.guest.user.id,
        role: "viewer",
      },
    });

    const listed = await call<{ name: string }[]>(workspaceModulesRoute, { token: team.guest.token });
    expect(listed.body.map((m) => m.name)).toEqual(["Guest board"]);
    const navigation = await getNavigation(team.guest.actor);
    expect(navigation.workspaceModules.map((m) => m.name)).toEqual(["Guest board"]);
    expect((await tm.info(team.guest, shared.id)).status).toBe(404);
    expect((await tm.info(team.guest, mine.id)).status).toBe(200);
    // Everyone else sees both.
    const member = await call<{ name: string }[]>(workspaceModulesRoute, { token: team.member.token });
    expect(member.body.map((m) => m.name)).toEqual(["Team board", "Guest board"]);
    expect((await tm.info(team.member, shared.id)).status).toBe(200);
  });

  it("loses a project when its access row is removed", async () => {
    await getDb().projectAccess.deleteMany({ where: { projectId: given.id, userId: team.guest.user.id } });
    expect((await call(getRoute, { token: team.guest.token, params: { projectId: given.id } })).status).toBe(
      404,
    );
    expect((await tm.info(team.guest, givenTasks.id)).status).toBe(404);
  });
});

describe("other roles", () => {
  it("still see every public project", async () => {
    for (const caller of [team.member, team.viewer]) {
      const listed = await call<ProjectBody[]>(listRoute, { token: caller.token });
      expect(listed.body.map((p) => p.name).sort()).toEqual(["Given", "Open"]);
      expect((await tm.info(caller, openTasks.id)).status).toBe(200);
    }
  });
});
