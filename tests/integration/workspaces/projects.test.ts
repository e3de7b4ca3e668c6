import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { createProject } from "@/lib/server/projects/create-project";
import { listModuleCatalog } from "@/lib/server/projects/list-module-catalog";
import { placeModules } from "@/lib/server/projects/place-modules";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { newUser, seedTeam, signedIn } from "./helpers";

// The minimal project services onboarding needs (the projects issue adds the REST routes on top).

const rowsOf = (projectId: string) =>
  getDb().projectModule.findMany({
    where: { projectId },
    orderBy: { i: "asc" },
    select: { tag: true, name: true, i: true, x: true, y: true, w: true, h: true },
  });

describe("createProject", () => {
  it("creates a private project in the active workspace and places the chosen modules, i = 0, 1, 2", async () => {
    const team = await seedTeam();
    const project = await createProject(team.owner.actor, {
      name: "  Website launch ",
      private: true,
      modules: ["TaskManagement", "TimeTracker", "AICalendar"],
    });
    expect(project).toMatchObject({ name: "Website launch", private: true, coverImage: null });
    expect(project.modules.map((m) => m.i)).toEqual(["0", "1", "2"]);

    const row = await getDb().project.findUnique({ where: { id: project.id } });
    expect(row).toMatchObject({
      workspaceId: team.workspace.id,
      private: true,
      createdById: team.owner.user.id,
    });
    // TaskManagement is 6×10, the others 4×8: left to right, then below where the row is full.
    expect(await rowsOf(project.id)).toEqual([
      // No name of their own: each viewer reads the kind's title in their language.
      { tag: "TaskManagement", name: null, i: "0", x: 0, y: 0, w: 6, h: 10 },
      { tag: "TimeTracker", name: null, i: "1", x: 6, y: 0, w: 4, h: 8 },
      { tag: "AICalendar", name: null, i: "2", x: 6, y: 8, w: 4, h: 8 },
    ]);
    // Owners see every project anyway: no access row is needed.
    expect(await getDb().projectAccess.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("lets members create projects and keeps a member's private project visible to them", async () => {
    const team = await seedTeam();
    const project = await createProject(team.member.actor, { name: "Members' corner", private: true });
    expect(project.modules).toEqual([]);
    expect(await getDb().projectAccess.findMany({ where: { projectId: project.id } })).toEqual([
      expect.objectContaining({ userId: team.member.user.id, role: "admin" }),
    ]);
    const publicOne = await createProject(team.admin.actor, { name: "Open plan" });
    expect(publicOne.private).toBe(false);
  });

  it("refuses viewers and guests (403), and callers without an active workspace (404)", async () => {
    const team = await seedTeam();
    for (const role of ["viewer", "guest"] as const) {
      await expect(createProject(team[role].actor, { name: "Not allowed" })).rejects.toMatchObject({
        code: "forbidden",
      });
    }
    const loner = await signedIn(await newUser());
    await expect(createProject(loner.actor, { name: "Nowhere" })).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await getDb().project.count({ where: { workspaceId: team.workspace.id } })).toBe(0);
  });

  it("validates with the spec's messages", async () => {
    const team = await seedTeam();
    const cases: [unknown, string[]][] = [
      [{}, ["validation.projectNameRequired"]],
      [{ name: "  " }, ["validation.projectNameRequired"]],
      [{ name: "ab" }, ["validation.projectNameMin"]],
      [{ name: "p".repeat(5000) }, ["validation.projectNameMax"]],
      [{ name: 12 }, ["validation.projectNameRequired"]],
      [{ name: "Fine", private: "yes" }, ["validation.projectPrivateBoolean"]],
      [{ name: "Fine", modules: "TaskManagement" }, ["validation.modulesInvalid"]],
      [{ name: "Fine", modules: Array(51).fill("TaskManagement") }, ["validation.modulesInvalid"]],
    ];
    for (const [input, messages] of cases) {
      await expect(createProject(team.owner.actor, input)).rejects.toMatchObject({
        code: "bad_request",
        messages,
      });
    }
  });

  it("is all or nothing: an inactive or unknown module refuses the project too", async () => {
    const team = await seedTeam();
    await expect(
      createProject(team.owner.actor, { name: "Half done", modules: ["TaskManagement", "CRM"] }),
    ).rejects.toMatchObject({ code: "bad_request", messages: ["validation.moduleInactive"] });
    await expect(
      createProject(team.owner.actor, { name: "Half done", modules: ["TaskManagement", "Nope"] }),
    ).rejects.toMatchObject({ code: "bad_request", messages: ["validation.moduleUnknown"] });
    expect(await getDb().project.count({ where: { workspaceId: team.workspace.id } })).toBe(0);
    expect(
      await getDb().projectModule.count({ where: { project: { workspaceId: team.workspace.id } } }),
    ).toBe(0);
  });
});

describe("placeModules", () => {
  it("adds modules after those already placed, at the first free spots, continuing i", async () => {
    const team = await seedTeam();
    const project = await seedProject(getDb(), team.workspace.id);
    await getDb().projectModule.create({
      data: {
        id: newId(),
        projectId: project.id,
        moduleId: (await getDb().moduleDefinition.findUniqueOrThrow({ where: { tag: "OnlineChat" } })).id,
        tag: "OnlineChat",
        name: "Chat",
        i: "0",
        x: 0,
        y: 0,
        w: 4,
        h: 8,
      },
    });
    const placed = await placeModules(team.member.actor, project.id, {
      modules: ["FormBuilder", "OnlineChat", "MeetingRoom", "FormBuilder"],
    });
    expect(placed.map(({ tag, i, x, y }) => ({ tag, i, x, y }))).toEqual([
      { tag: "FormBuilder", i: "1", x: 4, y: 0 },
      { tag: "MeetingRoom", i: "2", x: 8, y: 0 },
    ]);
    expect(await getDb().projectModule.count({ where: { projectId: project.id } })).toBe(3);
  });

  it("refuses inactive modules, and viewers/guests", async () => {
    const team = await seedTeam();
    const project = await seedProject(getDb(), team.workspace.id);
    await expect(
      placeModules(team.owner.actor, project.id, { modules: ["DataTable"] }),
    ).rejects.toMatchObject({
      code: "bad_request",
      messages: ["validation.moduleInactive"],
    });
    for (const role of ["viewer", "guest"] as const) {
      await expect(
        placeModules(team[role].actor, project.id, { modules: ["TaskManagement"] }),
      ).rejects.toMatchObject({ code: "forbidden" });
    }
    expect(await getDb().projectModule.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("answers 404 for another workspace's project and for a private project the member cannot see", async () => {
    const a = await seedTeam();
    const b = await seedTeam();
    const theirs = await seedProject(getDb(), b.workspace.id);
    await expect(
      placeModules(a.owner.actor, theirs.id, { modules: ["TaskManagement"] }),
    ).rejects.toMatchObject({ code: "not_found", messages: ["errors.projectNotFound"] });

    const hidden = await seedProject(getDb(), a.workspace.id, { private: true });
    await expect(
      placeModules(a.member.actor, hidden.id, { modules: ["TaskManagement"] }),
    ).rejects.toMatchObject({ code: "not_found" });
    // Admins see private projects.
    await expect(
      placeModules(a.admin.actor, hidden.id, { modules: ["TaskManagement"] }),
    ).resolves.toHaveLength(1);
    await expect(placeModules(a.owner.actor, "bad-id", { modules: [] })).rejects.toMatchObject({
      code: "bad_request",
      messages: ["validation.invalidId"],
    });
    expect(await getDb().projectModule.count({ where: { projectId: theirs.id } })).toBe(0);
  });

  it("serialises concurrent batches on one project: no two modules share a spot or an index", async () => {
    const team = await seedTeam();
    const project = await seedProject(getDb(), team.workspace.id);
    await seedProjectModule(getDb(), project.id, { tag: "TaskManagement", i: 0 });
    await Promise.all(
      ["TimeTracker", "AICalendar", "OnlineChat", "FormBuilder"].map((tag) =>
        placeModules(team.owner.actor, project.id, { modules: [tag] }),
      ),
    );
    const rows = await rowsOf(project.id);
    expect(rows.map((r) => r.i).sort()).toEqual(["0", "1", "2", "3", "4"]);
    expect(new Set(rows.map((r) => `${r.x},${r.y}`)).size).toBe(5);
  });
});

describe("listModuleCatalog", () => {
  it("lists every catalog module, Quick Access first, inactive ones included", async () => {
    const catalog = await listModuleCatalog();
    expect(catalog).toHaveLength(16);
    expect(catalog[0]).toMatchObject({ tag: "TaskManagement", category: "Quick Access", active: true });
    expect(
      catalog
        .filter((m) => !m.active)
        .map((m) => m.tag)
        .sort(),
    ).toEqual(["CRM", "ChartGenerator", "DataTable", "QuizSurvey"]);
    expect(catalog[0]?.uiSettings).toEqual({
      gradient: ["#4c6ef5", "#15aabf"],
      coverImage: "/modules/task-management.svg",
      configuration: { w: 6, h: 10, minW: 4, minH: 8 },
    });
  });
});
