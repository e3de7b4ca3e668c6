import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { getNavigation } from "@/lib/server/navigation/get-navigation";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { recordQueries } from "../helpers/query-count";
import { newUser, seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";

const grant = (projectId: string, caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });

async function seedWorkspaceModule(workspaceId: string, tag: string, name: string, i: number) {
  const definition = await getDb().moduleDefinition.findUniqueOrThrow({ where: { tag } });
  const id = newId();
  await getDb().workspaceModule.create({
    data: { id, workspaceId, moduleId: definition.id, tag, name, i: String(i) },
  });
  return { id, tag, name };
}

const names = async (caller: Caller) => (await getNavigation(caller.actor)).projects.map((p) => p.name);

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

describe("getNavigation", () => {
  it("lists visible projects per role: private ones only for managers and granted members", async () => {
    await seedProject(getDb(), team.workspace.id, { name: "Open" });
    await seedProject(getDb(), team.workspace.id, { name: "Hidden", private: true });
    const shared = await seedProject(getDb(), team.workspace.id, { name: "Shared", private: true });
    await grant(shared.id, team.member, "member");

    const sorted = async (caller: Caller) => (await names(caller)).sort();
    expect(await sorted(team.owner)).toEqual(["Hidden", "Open", "Shared"]);
    expect(await sorted(team.admin)).toEqual(["Hidden", "Open", "Shared"]);
    expect(await sorted(team.member)).toEqual(["Open", "Shared"]);
    expect(await sorted(team.viewer)).toEqual(["Open"]);
    // Guests see only the projects they were given, public ones included.
    expect(await sorted(team.guest)).toEqual([]);

    await getDb().workspaceMember.updateMany({
      where: { workspaceId: team.workspace.id, userId: team.viewer.user.id },
      data: { accessToAll: true },
    });
    const viewer = await signedIn(team.viewer.user, team.workspace.id);
    expect(await sorted(viewer)).toEqual(["Hidden", "Open", "Shared"]);
  });

  it("orders projects by updatedAt desc and modules by their numeric index", async () => {
    const older = await seedProject(getDb(), team.workspace.id, { name: "Older" });
    const newer = await seedProject(getDb(), team.workspace.id, { name: "Newer" });
    await getDb().project.update({
      where: { id: older.id },
      data: { updatedAt: new Date(Date.now() - 60_000) },
    });
    // Created out of order, with two-digit indexes: "10" sorts after "2".
    await seedProjectModule(getDb(), newer.id, { tag: "TimeTracker", name: "Ten", i: 10 });
    await seedProjectModule(getDb(), newer.id, { tag: "TaskManagement", name: "Two", i: 2 });
    await seedProjectModule(getDb(), newer.id, { tag: "AICalendar", name: "Zero", i: 0 });
    await seedWorkspaceModule(team.workspace.id, "OnlineChat", "Chat later", 11);
    await seedWorkspaceModule(team.workspace.id, "Notification", "Alerts first", 1);

    const navigation = await getNavigation(team.member.actor);
    expect(navigation.projects.map((p) => p.name)).toEqual(["Newer", "Older"]);
    expect(navigation.projects[0]).toEqual({
      id: newer.id,
      name: "Newer",
      private: false,
      isBookmark: false,
      modules: [
        { id: expect.any(String), tag: "AICalendar", name: "Zero", isBookmark: false },
        { id: expect.any(String), tag: "TaskManagement", name: "Two", isBookmark: false },
        { id: expect.any(String), tag: "TimeTracker", name: "Ten", isBookmark: false },
      ],
    });
    expect(navigation.projects[1]?.modules).toEqual([]);
    expect(navigation.workspaceModules.map((m) => m.name)).toEqual(["Alerts first", "Chat later"]);
  });

  it("shows each user only their own bookmarks of projects, project modules and workspace modules", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    const board = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement", name: "Board" });
    const chat = await seedWorkspaceModule(team.workspace.id, "OnlineChat", "Team chat", 0);
    const member = team.member.user.id;
    await getDb().projectBookmark.create({ data: { userId: member, projectId: project.id } });
    await getDb().projectModuleBookmark.create({ data: { userId: member, moduleId: board.id } });
    await getDb().workspaceModuleBookmark.create({ data: { userId: member, moduleId: chat.id } });

    const mine = await getNavigation(team.member.actor);
    expect(mine.projects[0]).toMatchObject({ isBookmark: true, modules: [{ isBookmark: true }] });
    expect(mine.workspaceModules).toEqual([
      { id: chat.id, tag: "OnlineChat", name: "Team chat", isBookmark: true },
    ]);

    const theirs = await getNavigation(team.owner.actor);
    expect(theirs.projects[0]).toMatchObject({ isBookmark: false, modules: [{ isBookmark: false }] });
    expect(theirs.workspaceModules[0]?.isBookmark).toBe(false);
  });

  it("never returns another workspace's projects, modules or workspace modules", async () => {
    const other = await seedTeam("Other company");
    const foreign = await seedProject(getDb(), other.workspace.id, { name: "Foreign project" });
    await seedProjectModule(getDb(), foreign.id, { tag: "TaskManagement", name: "Foreign board" });
    await seedWorkspaceModule(other.workspace.id, "OnlineChat", "Foreign chat", 0);
    // Even a bookmark the user somehow holds on the foreign project does not bring it in.
    await getDb().projectBookmark.create({ data: { userId: team.owner.user.id, projectId: foreign.id } });
    await seedProject(getDb(), team.workspace.id, { name: "Ours" });

    const navigation = await getNavigation(team.owner.actor);
    expect(navigation.projects.map((p) => p.name)).toEqual(["Ours"]);
    expect(navigation.workspaceModules).toEqual([]);
    expect(JSON.stringify(navigation)).not.toContain("Foreign");
    expect((await getNavigation(other.owner.actor)).projects.map((p) => p.name)).toEqual(["Foreign project"]);
  });

  it("refuses an actor without an active workspace", async () => {
    const loner = await signedIn(await newUser("Lone Wolf"), null);
    expect(loner.actor.workspaceId).toBeNull();
    await expect(getNavigation(loner.actor)).rejects.toThrow("errors.workspaceNotFound");
  });

  it("answers in one SQL statement whatever the number of projects, capped at 500", async () => {
    const few = await recordQueries(() => getNavigation(team.member.actor));
    expect(few.queries).toHaveLength(1);

    const projects = Array.from({ length: 520 }, (_, n) => ({
      id: newId(),
      workspaceId: team.workspace.id,
      name: `Project ${String(n).padStart(3, "0")}`,
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
    }));
    await getDb().project.createMany({ data: projects });
    for (const project of projects.slice(-5)) {
      await seedProjectModule(getDb(), project.id, { tag: "TaskManagement" });
      await seedProjectModule(getDb(), project.id, { tag: "TimeTracker" });
    }
    await seedWorkspaceModule(team.workspace.id, "OnlineChat", "Chat", 0);

    const many = await recordQueries(() => getNavigation(team.member.actor));
    expect(many.queries).toHaveLength(1);
    expect(many.result.projects).toHaveLength(500);
    expect(many.result.projects[0]?.name).toBe("Project 519");
    expect(many.result.projects[0]?.modules).toHaveLength(2);
    expect(many.result.workspaceModules).toHaveLength(1);
  });
});
