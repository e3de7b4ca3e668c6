import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { findProjectModule, findVisibleModule } from "@/lib/server/modules/find-visible-module";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Team } from "../workspaces/helpers";

async function seedWorkspaceModule(workspaceId: string, tag: string, name: string) {
  const definition = await getDb().moduleDefinition.findUniqueOrThrow({ where: { tag } });
  const id = newId();
  await getDb().workspaceModule.create({
    data: { id, workspaceId, moduleId: definition.id, tag, name, i: "0" },
  });
  return { id, name, tag };
}

/** The AppError a call fails with (code and message key). */
async function failure(promise: Promise<unknown>): Promise<[string, string]> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return [error.code, error.message];
}

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

describe("findVisibleModule", () => {
  it("finds a project module with its name, catalog title and project, for the route's tag", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
    const tasks = await seedProjectModule(getDb(), project.id, {
      tag: "TaskManagement",
      name: "Sprint board",
    });
    const found = await findVisibleModule(team.viewer.actor, { moduleId: tasks.id, tag: "TaskManagement" });
    expect(found).toEqual({
      id: tasks.id,
      name: "Sprint board",
      tag: "TaskManagement",
      title: "Task management",
      project: { id: project.id, name: "Launch" },
    });
    // The wrong route for it: not found.
    expect(
      await failure(findVisibleModule(team.viewer.actor, { moduleId: tasks.id, tag: "TimeTracker" })),
    ).toEqual(["not_found", "errors.moduleNotFound"]);
    expect(
      await failure(findVisibleModule(team.owner.actor, { moduleId: tasks.id, scope: "workspace" })),
    ).toEqual(["not_found", "errors.moduleNotFound"]);
  });

  it("hides modules of a private project from a member who was not given it", async () => {
    const secret = await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true });
    const tasks = await seedProjectModule(getDb(), secret.id, { tag: "TaskManagement" });
    expect(await failure(findVisibleModule(team.member.actor, { moduleId: tasks.id }))).toEqual([
      "not_found",
      "errors.moduleNotFound",
    ]);
    expect((await findVisibleModule(team.admin.actor, { moduleId: tasks.id })).id).toBe(tasks.id);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: secret.id, userId: team.member.user.id, role: "viewer" },
    });
    expect((await findVisibleModule(team.member.actor, { moduleId: tasks.id })).id).toBe(tasks.id);
  });

  it("finds the active workspace's own modules, not another workspace's", async () => {
    const chat = await seedWorkspaceModule(team.workspace.id, "OnlineChat", "Team chat");
    expect(await findVisibleModule(team.viewer.actor, { moduleId: chat.id, scope: "workspace" })).toEqual({
      ...chat,
      title: "Online chat",
      project: null,
    });
    const other = await seedTeam("Other");
    const theirs = await seedWorkspaceModule(other.workspace.id, "OnlineChat", "Their chat");
    const theirProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const theirTasks = await seedProjectModule(getDb(), theirProject.id, { tag: "TaskManagement" });
    for (const moduleId of [theirs.id, theirTasks.id, newId()]) {
      expect(await failure(findVisibleModule(team.owner.actor, { moduleId }))).toEqual([
        "not_found",
        "errors.moduleNotFound",
      ]);
    }
  });

  it("rejects malformed ids as bad input", async () => {
    expect(await failure(findVisibleModule(team.owner.actor, { moduleId: "nope" }))).toEqual([
      "bad_request",
      "validation.invalidId",
    ]);
  });
});

describe("findProjectModule", () => {
  it("opens the named module of the kind, else the project's first by grid index", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
    await seedProjectModule(getDb(), project.id, { tag: "TaskManagement", i: 0 });
    const later = await seedProjectModule(getDb(), project.id, { tag: "OnlineChat", name: "Later", i: 10 });
    const first = await seedProjectModule(getDb(), project.id, { tag: "OnlineChat", name: "First", i: 2 });
    const byIndex = await findProjectModule(team.member.actor, { projectId: project.id, tag: "OnlineChat" });
    expect(byIndex).toMatchObject({ id: first.id, name: "First", title: "Online chat" });
    const named = await findProjectModule(team.member.actor, {
      projectId: project.id,
      tag: "OnlineChat",
      moduleId: later.id,
    });
    expect(named.id).toBe(later.id);
    expect(
      await failure(findProjectModule(team.member.actor, { projectId: project.id, tag: "MeetingRoom" })),
    ).toEqual(["not_found", "errors.moduleNotFound"]);
    // A module of another kind named with this route's tag is not found either.
    expect(
      await failure(
        findProjectModule(team.member.actor, {
          projectId: project.id,
          tag: "MeetingRoom",
          moduleId: first.id,
        }),
      ),
    ).toEqual(["not_found", "errors.moduleNotFound"]);
  });

  it("hides private and other workspaces' projects", async () => {
    const secret = await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true });
    await seedProjectModule(getDb(), secret.id, { tag: "OnlineChat" });
    expect(
      await failure(findProjectModule(team.member.actor, { projectId: secret.id, tag: "OnlineChat" })),
    ).toEqual(["not_found", "errors.projectNotFound"]);
    const other = await seedTeam("Other");
    const theirs = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    await seedProjectModule(getDb(), theirs.id, { tag: "OnlineChat" });
    expect(
      await failure(findProjectModule(team.owner.actor, { projectId: theirs.id, tag: "OnlineChat" })),
    ).toEqual(["not_found", "errors.projectNotFound"]);
  });
});
