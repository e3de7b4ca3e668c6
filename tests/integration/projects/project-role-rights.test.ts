// The project role narrows a member's writes on the project (issue 31, item 6): a workspace member
// given the viewer (or guest) role in a project may look at its grid but not create, rename,
// reorder, move or remove its modules, nor rename the project (403 errors.projectReadOnly); their
// bookmarks stay theirs. Members without a project role on a public project, project members and
// workspace admins (never narrowed) keep their rights. getProjectRights tells the screens.
import { PATCH as patchProjectRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import { PATCH as moduleRoute } from "@/app/api/v1/workspaces/module/[moduleId]/project/[projectId]/route";
import { PATCH as gridRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/route";
import { canEditProject } from "@/components/projects/project-rights";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { getProjectRights } from "@/lib/server/projects/project-rights";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

const readOnly = errorBody(403, "Your role in this project lets you view it, not change it");

let team: Team;
let project: { id: string };
let calendar: { id: string };

const grant = (caller: Caller, role: Role, projectId = project.id) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });
const batch = (caller: Caller, body: unknown) =>
  call(gridRoute, { method: "PATCH", token: caller.token, params: { projectId: project.id }, body });
const patchModule = (caller: Caller, body: unknown) =>
  call(moduleRoute, {
    method: "PATCH",
    token: caller.token,
    params: { moduleId: calendar.id, projectId: project.id },
    body,
  });
const patchProject = (caller: Caller, body: unknown) =>
  call<{ name: string; isBookmark: boolean }>(patchProjectRoute, {
    method: "PATCH",
    token: caller.token,
    params: { projectId: project.id },
    body,
  });
const grid = async () =>
  getDb().projectModule.findMany({
    where: { projectId: project.id },
    select: { id: true, name: true, x: true, i: true },
    orderBy: { i: "asc" },
  });

beforeEach(async () => {
  team = await seedTeam();
  project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  await seedProjectModule(getDb(), project.id, { name: "Web Platform" });
  calendar = await seedProjectModule(getDb(), project.id, { tag: "AICalendar", name: "Calendar" });
});

describe("a member with the viewer role in a project", () => {
  it.each(["viewer", "guest"] as const)(
    "given %s may not create, rename, move or reorder modules on its grid (403), changing nothing",
    async (role) => {
      await grant(team.member, role);
      const before = await grid();
      const attempts = [
        { create: [{ tag: "FormBuilder", x: 0, y: 80, w: 4, h: 8 }] },
        { update: { [calendar.id]: { name: "Mine now" } } },
        { update: { [calendar.id]: { x: 6 } } },
        { update: { [calendar.id]: { i: 0 } } },
      ];
      for (const body of attempts) {
        const res = await batch(team.member, body);
        expect([JSON.stringify(body), res.body]).toEqual([JSON.stringify(body), readOnly]);
      }
      expect(await grid()).toEqual(before);
    },
  );

  it("may not rename a module from its menu, but bookmarks it", async () => {
    await grant(team.member, "viewer");
    expect((await patchModule(team.member, { name: "Mine now" })).body).toEqual(readOnly);
    expect((await getDb().projectModule.findUniqueOrThrow({ where: { id: calendar.id } })).name).toBe(
      "Calendar",
    );
    expect((await patchModule(team.member, { isBookmark: true })).status).toBe(200);
  });

  it("may not rename the project, but bookmarks it", async () => {
    await grant(team.member, "viewer");
    expect((await patchProject(team.member, { name: "Mine now" })).body).toEqual(readOnly);
    expect((await getDb().project.findUniqueOrThrow({ where: { id: project.id } })).name).toBe("Launch");
    const bookmarked = await patchProject(team.member, { isBookmark: true });
    expect(bookmarked.status).toBe(200);
    expect(bookmarked.body.isBookmark).toBe(true);
  });

  it("is told by getProjectRights, project by project", async () => {
    const other = await seedProject(getDb(), team.workspace.id, { name: "Other" });
    await grant(team.member, "viewer");
    const rights = await getProjectRights(team.member.actor);
    expect(canEditProject(rights, project.id)).toBe(false);
    expect(canEditProject(rights, other.id)).toBe(true);
  });
});

describe("those the project role does not narrow", () => {
  it("lets members without a project role and project members arrange, rename and add", async () => {
    expect((await batch(team.member, { update: { [calendar.id]: { x: 6, name: "Team" } } })).status).toBe(
      200,
    );
    expect((await patchProject(team.member, { name: "Renamed" })).status).toBe(200);
    await grant(team.member, "member");
    expect(
      (await batch(team.member, { create: [{ tag: "FormBuilder", x: 0, y: 80, w: 4, h: 8 }] })).status,
    ).toBe(200);
    expect((await patchModule(team.member, { name: "Calendar 2" })).status).toBe(200);
    expect(canEditProject(await getProjectRights(team.member.actor), project.id)).toBe(true);
  });

  it("never narrows workspace admins, whatever their project role", async () => {
    await grant(team.admin, "viewer");
    expect((await batch(team.admin, { update: { [calendar.id]: { name: "Admin's" } } })).status).toBe(200);
    expect((await patchModule(team.admin, { name: "Admin's 2" })).status).toBe(200);
    expect((await patchProject(team.admin, { name: "Admin's project" })).status).toBe(200);
    expect(canEditProject(await getProjectRights(team.admin.actor), project.id)).toBe(true);
  });
});
