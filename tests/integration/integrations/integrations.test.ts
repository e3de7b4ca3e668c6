import {
  GET as listTaskIntegrations,
  POST as createTaskIntegration,
} from "@/app/api/v1/task-management/[moduleId]/integration/route";
import {
  DELETE as deleteTaskIntegration,
  PATCH as patchTaskIntegration,
} from "@/app/api/v1/task-management/[moduleId]/integration/[integrationId]/route";
import {
  GET as listTrackerIntegrations,
  POST as createTrackerIntegration,
} from "@/app/api/v1/time-tracker/[moduleId]/integration/route";
import {
  DELETE as deleteTrackerIntegration,
  PATCH as patchTrackerIntegration,
} from "@/app/api/v1/time-tracker/[moduleId]/integration/[integrationId]/route";
import type { IntegrationList, ModuleIntegrationItem } from "@/lib/integrations/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let projectId: string;
let board: string;
let tracker: string;

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Client work" })).id;
  board = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Web Platform" })).id;
  tracker = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Hours" })).id;
});

const integrations = {
  list: (c: Caller, moduleId = board) =>
    call<IntegrationList>(listTaskIntegrations, { token: c.token, params: { moduleId } }),
  listFromTracker: (c: Caller, moduleId = tracker) =>
    call<IntegrationList>(listTrackerIntegrations, { token: c.token, params: { moduleId } }),
  create: (c: Caller, target: string, moduleId = board) =>
    call<ModuleIntegrationItem>(createTaskIntegration, {
      method: "POST",
      token: c.token,
      params: { moduleId },
      body: { moduleId: target },
    }),
  patch: (c: Caller, integrationId: string, target: string, moduleId = board) =>
    call<ModuleIntegrationItem>(patchTaskIntegration, {
      method: "PATCH",
      token: c.token,
      params: { moduleId, integrationId },
      body: { moduleId: target, active: true },
    }),
  remove: (c: Caller, integrationId: string, moduleId = board) =>
    call(deleteTaskIntegration, { method: "DELETE", token: c.token, params: { moduleId, integrationId } }),
};

describe("module integrations", () => {
  it("link a board to a time tracker once; the pickers' candidates follow the spec's exclusions", async () => {
    const other = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Ops" })).id;
    await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "Not integrable" });
    const before = (await integrations.list(team.admin)).body;
    expect(before).toMatchObject({ data: [], canManage: true });
    // Another kind only, never itself or another board; not the notification module.
    expect(before.candidates.map((m) => m.name)).toEqual(["Hours"]);

    expect((await integrations.create(team.admin, other)).body).toEqual(
      errorBody(400, "Choose a module of another kind"),
    );
    const made = await integrations.create(team.admin, tracker);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      active: true,
      source: { moduleId: board, name: "Web Platform", tag: "TaskManagement", project: { id: projectId } },
      target: { moduleId: tracker, name: "Hours", tag: "TimeTracker" },
    });
    // Both sides see it; the time tracker is no longer a candidate for the other board.
    expect((await integrations.listFromTracker(team.member)).body.data.map((i) => i.id)).toEqual([
      made.body.id,
    ]);
    expect((await integrations.list(team.admin, other)).body.candidates).toEqual([]);
    expect((await integrations.create(team.admin, tracker, other)).body).toEqual(
      errorBody(409, "One of these modules is already integrated"),
    );
  });

  it("change the target, refuse non-admins, and delete; deleting a module deletes its integration", async () => {
    const made = (await integrations.create(team.admin, tracker)).body;
    const second = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Billing" })).id;
    expect((await integrations.create(team.member, second)).body).toEqual(
      errorBody(403, "Only an admin of the module or its project can change its integration"),
    );
    expect((await integrations.patch(team.member, made.id, second)).status).toBe(403);
    const changed = await integrations.patch(team.admin, made.id, second);
    expect(changed.body).toMatchObject({ id: made.id, target: { moduleId: second, name: "Billing" } });
    expect((await integrations.listFromTracker(team.admin)).body.data).toEqual([]);

    // A module being deleted takes its integration along (the other side is free again).
    await getDb().projectModule.delete({ where: { id: second } });
    expect((await integrations.list(team.admin)).body.data).toEqual([]);
    expect(await getDb().moduleIntegration.count({ where: { id: made.id } })).toBe(0);

    const again = (await integrations.create(team.admin, tracker)).body;
    expect((await integrations.remove(team.member, again.id)).status).toBe(403);
    expect((await integrations.remove(team.admin, newId())).body).toEqual(
      errorBody(404, "Integration not found"),
    );
    expect((await integrations.remove(team.admin, again.id)).status).toBe(204);
    expect((await integrations.list(team.admin)).body.data).toEqual([]);
  });

  it("are managed from either side: the time tracker's family changes the board it is linked to", async () => {
    const made = (await integrations.create(team.admin, tracker)).body;
    const other = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Ops" })).id;
    const changed = await call<ModuleIntegrationItem>(patchTrackerIntegration, {
      method: "PATCH",
      token: team.admin.token,
      params: { moduleId: tracker, integrationId: made.id },
      body: { moduleId: other, active: true },
    });
    // The tracker keeps its side (target); the board side is now the other board.
    expect(changed.body).toMatchObject({ source: { moduleId: other }, target: { moduleId: tracker } });
    expect((await integrations.list(team.admin)).body.data).toEqual([]);
    const removed = await call(deleteTrackerIntegration, {
      method: "DELETE",
      token: team.admin.token,
      params: { moduleId: tracker, integrationId: made.id },
    });
    expect(removed.status).toBe(204);
    expect(await getDb().moduleIntegrationModule.count({ where: { integrationId: made.id } })).toBe(0);
  });

  it("answer 404 on every endpoint to another workspace, with its ids or ours", async () => {
    const made = (await integrations.create(team.admin, tracker)).body;
    const other = await seedTeam("Other Co");
    const params = { moduleId: board, integrationId: made.id };
    const trackerParams = { moduleId: tracker, integrationId: made.id };
    const calls: [string, () => Promise<{ status: number }>][] = [
      ["list", () => integrations.list(other.owner)],
      ["list (tracker)", () => integrations.listFromTracker(other.owner)],
      ["create", () => integrations.create(other.owner, tracker)],
      [
        "create (tracker)",
        () =>
          call(createTrackerIntegration, {
            method: "POST",
            token: other.owner.token,
            params: trackerParams,
            body: { moduleId: board },
          }),
      ],
      ["patch", () => integrations.patch(other.owner, made.id, tracker)],
      [
        "patch (tracker)",
        () =>
          call(patchTrackerIntegration, {
            method: "PATCH",
            token: other.owner.token,
            params: trackerParams,
            body: { moduleId: board, active: true },
          }),
      ],
      ["delete", () => call(deleteTaskIntegration, { method: "DELETE", token: other.owner.token, params })],
      [
        "delete (tracker)",
        () =>
          call(deleteTrackerIntegration, {
            method: "DELETE",
            token: other.owner.token,
            params: trackerParams,
          }),
      ],
    ];
    for (const [name, run] of calls) expect([name, (await run()).status]).toEqual([name, 404]);
    expect(await getDb().moduleIntegration.count({ where: { id: made.id } })).toBe(1);
  });

  it("never reach another workspace's modules", async () => {
    const other = await seedTeam("Other Co");
    const theirProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const theirTracker = (await seedProjectModule(getDb(), theirProject.id, { tag: "TimeTracker" })).id;
    expect((await integrations.create(team.admin, theirTracker)).body).toEqual(
      errorBody(404, "Module not found"),
    );
    expect((await integrations.list(other.owner)).status).toBe(404);
    const made = (await integrations.create(team.admin, tracker)).body;
    expect((await integrations.remove(other.owner, made.id)).status).toBe(404);
    expect(
      (await integrations.list(team.admin)).body.candidates.some((m) => m.moduleId === theirTracker),
    ).toBe(false);
  });
});
