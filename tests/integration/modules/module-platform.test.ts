import {
  GET as timeMembersRoute,
  POST as timeInviteRoute,
} from "@/app/api/v1/time-tracker/[moduleId]/member/route";
import {
  POST as hubInviteRoute,
  GET as hubMembersRoute,
} from "@/app/api/v1/content-hub/[moduleId]/member/route";
import { DELETE as taskMemberDeleteRoute } from "@/app/api/v1/task-management/[moduleId]/member/[memberId]/route";
import { POST as taskInviteRoute } from "@/app/api/v1/task-management/[moduleId]/member/route";
import { DELETE as removeWorkspaceMemberRoute } from "@/app/api/v1/workspace/[workspaceId]/member/[memberId]/route";
import {
  GET as projectModulesRoute,
  PATCH as projectModulesBatchRoute,
} from "@/app/api/v1/workspaces/module/project/[projectId]/route";
import { PATCH as projectUpdateRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import { GET as summaryRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/summary/route";
import type { GridSummaries } from "@/lib/modules/summaries";
import type { ModuleMember, ModuleMemberInviteResult } from "@/lib/modules/types";
import { MODULE_EVENT, MODULE_JOIN, type ModuleEnvelope } from "@/lib/modules/realtime";
import type { Permissions } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { withEvents } from "@/lib/server/events/commit";
import { subscribe } from "@/lib/server/events/bus";
import type { DomainEvent } from "@/lib/server/events/types";
import { newId } from "@/lib/server/ids";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { connected, until, startRealtimeServer } from "../helpers/realtime";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let projectId: string;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam();
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
});

/** Saves a permissions matrix for `caller` with the task-management row replaced. */
async function grantTasks(caller: Caller, grant: Permissions["taskManagement"]): Promise<void> {
  const permissions: Permissions = { ...defaultPermissions("member"), taskManagement: grant };
  await getDb().workspaceMember.update({
    where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: caller.user.id } },
    data: { permissions },
  });
}

const makePrivate = (id: string) => getDb().projectModule.update({ where: { id }, data: { private: true } });

const addModuleMember = (caller: Caller, id: string, role: "admin" | "member" | "viewer" = "member") =>
  getDb().moduleMember.create({
    data: { id: newId(), workspaceId: team.workspace.id, projectModuleId: id, userId: caller.user.id, role },
  });

describe("the module gate on task routes", () => {
  it("enforces the permissions matrix's Task Management row: view, add, edit and delete", async () => {
    const created = await tm.create(team.owner, moduleId, { title: "Ship it" });
    const taskId = created.body.id;

    await grantTasks(team.member, { view: true, add: false, edit: true, delete: false });
    expect((await tm.create(team.member, moduleId, { title: "No" })).status).toBe(403);
    expect((await tm.comment(team.member, moduleId, taskId, { text: "No" })).status).toBe(403);
    expect((await tm.remove(team.member, moduleId, taskId)).status).toBe(403);
    expect((await tm.patch(team.member, moduleId, taskId, { title: "Renamed" })).status).toBe(200);
    expect((await tm.info(team.member, moduleId)).body.rights).toEqual({
      write: true,
      add: false,
      delete: false,
      manageMembers: false,
    });

    await grantTasks(team.member, { view: true, add: true, edit: false, delete: true });
    expect((await tm.patch(team.member, moduleId, taskId, { title: "Again" })).status).toBe(403);
    expect((await tm.create(team.member, moduleId, { title: "Yes" })).status).toBe(201);
    expect((await tm.remove(team.member, moduleId, taskId)).status).toBe(200);

    // A denied View: the module is seen on the grid but every task route answers 403.
    await grantTasks(team.member, { view: false, add: false, edit: false, delete: false });
    const board = await tm.board(team.member, moduleId);
    expect(board.status).toBe(403);
    expect(board.body).toEqual(errorBody(403, "You do not have permission to do this"));
    expect((await tm.list(team.member, moduleId)).status).toBe(403);
    expect((await tm.info(team.member, moduleId)).status).toBe(403);
  });

  it("hides a private module from everyone but its members and the project's and workspace's admins", async () => {
    await makePrivate(moduleId);
    for (const caller of [team.member, team.viewer, team.guest]) {
      const res = await tm.board(caller, moduleId);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(errorBody(404, "Module not found"));
    }
    expect((await tm.board(team.admin, moduleId)).status).toBe(200);
    // Nor is it listed on their grid.
    const grid = (caller: Caller) =>
      call<{ id: string }[]>(projectModulesRoute, { token: caller.token, params: { projectId } });
    expect((await grid(team.member)).body.map((m) => m.id)).toEqual([]);
    expect((await grid(team.admin)).body.map((m) => m.id)).toEqual([moduleId]);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId, userId: team.viewer.user.id, role: "admin" },
    });
    // A project admin sees it (but a viewer of the workspace still only reads).
    expect((await tm.board(team.viewer, moduleId)).status).toBe(200);
    expect((await tm.create(team.viewer, moduleId, { title: "No" })).status).toBe(403);

    await addModuleMember(team.member, moduleId, "viewer");
    expect((await tm.board(team.member, moduleId)).status).toBe(200);
    expect((await grid(team.member)).body.map((m) => m.id)).toEqual([moduleId]);
    expect((await tm.create(team.member, moduleId, { title: "No" })).status).toBe(403);
  });

  it("answers 404 for a module of another workspace and for another kind's id on a task route", async () => {
    const other = await seedTeam("Other");
    const theirs = await seedProject(getDb(), other.workspace.id);
    const theirModule = await seedProjectModule(getDb(), theirs.id);
    expect((await tm.board(team.owner, theirModule.id)).status).toBe(404);
    const timer = await seedProjectModule(getDb(), projectId, { tag: "TimeTracker" });
    expect((await tm.board(team.owner, timer.id)).status).toBe(404);
  });
});

describe("module names", () => {
  it("shows a module nobody renamed by its catalog title in the caller's language", async () => {
    const unnamed = await seedProjectModule(getDb(), projectId);
    const grid = (locale: string) =>
      call<{ id: string; name: string }[]>(projectModulesRoute, {
        token: team.member.token,
        params: { projectId },
        headers: { "accept-language": locale },
      });
    const names = async (locale: string) =>
      (await grid(locale)).body.map((m) => (m.id === unnamed.id ? m.name : `custom:${m.name}`));
    expect(await names("en")).toEqual(["custom:Web Platform", "Task management"]);
    expect(await names("es")).toEqual(["custom:Web Platform", "Gestión de tareas"]);
    expect((await getDb().projectModule.findUniqueOrThrow({ where: { id: unnamed.id } })).name).toBeNull();
  });
});

describe("grid summaries", () => {
  const summaries = (caller: Caller, id = projectId) =>
    call<GridSummaries>(summaryRoute, { token: caller.token, params: { projectId: id } });

  it("sums every task module of the grid in one request, only for modules the caller may read", async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const first = await tm.create(team.member, moduleId, { title: "Late", dueDate: yesterday });
    await tm.create(team.member, moduleId, { title: "Open" });
    const done = await tm.create(team.member, moduleId, { title: "Shipped" });
    await tm.create(team.member, moduleId, { title: "Subtask", parent: first.body.id });
    const columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
    await tm.move(team.member, moduleId, done.body.id, columns[columns.length - 1]!.id, 0);
    const hidden = await seedProjectModule(getDb(), projectId, { name: "Secret board" });
    await tm.create(team.owner, hidden.id, { title: "Secret" });
    await makePrivate(hidden.id);
    // A kind without a summary yet has no entry.
    await seedProjectModule(getDb(), projectId, { tag: "ContentHub" });

    const res = await summaries(team.member);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      [moduleId]: { tag: "TaskManagement", open: 2, overdue: 1, done: 1, doneThisWeek: 1, total: 3 },
    });
    expect(Object.keys((await summaries(team.owner)).body).sort()).toEqual([hidden.id, moduleId].sort());

    const other = await seedTeam("Other");
    expect((await summaries(other.owner)).status).toBe(404);
    expect((await summaries(team.member, "nope")).status).toBe(400);
  });
});

describe("module members across kinds", () => {
  it("serves one members family for every kind, on one table, scoped to each module", async () => {
    const timer = await seedProjectModule(getDb(), projectId, { tag: "TimeTracker" });
    const hub = await seedProjectModule(getDb(), projectId, { tag: "ContentHub" });
    const invite = (route: typeof timeInviteRoute, id: string, caller: Caller, role: string) =>
      call<ModuleMemberInviteResult>(route, {
        token: team.owner.token,
        params: { moduleId: id },
        body: { email: caller.user.email, role, permissions: {} },
      });
    expect((await invite(timeInviteRoute, timer.id, team.member, "admin")).status).toBe(201);
    expect((await invite(hubInviteRoute, hub.id, team.viewer, "viewer")).status).toBe(201);
    // The wrong kind's route does not know the module.
    expect((await invite(hubInviteRoute, timer.id, team.viewer, "viewer")).status).toBe(404);

    const list = (route: typeof timeMembersRoute, id: string) =>
      call<{ data: ModuleMember[] }>(route, { token: team.viewer.token, params: { moduleId: id } });
    expect((await list(timeMembersRoute, timer.id)).body.data.map((m) => [m.member.id, m.role])).toEqual([
      [team.member.user.id, "admin"],
    ]);
    expect((await list(hubMembersRoute, hub.id)).body.data.map((m) => [m.member.id, m.role])).toEqual([
      [team.viewer.user.id, "viewer"],
    ]);
    const rows = await getDb().moduleMember.findMany({
      where: { workspaceId: team.workspace.id },
      select: { projectModuleId: true, userId: true, role: true },
      orderBy: { role: "asc" },
    });
    expect(rows).toEqual([
      { projectModuleId: timer.id, userId: team.member.user.id, role: "admin" },
      { projectModuleId: hub.id, userId: team.viewer.user.id, role: "viewer" },
    ]);
  });

  it("leaving the workspace drops its module roles; an e-mail invited from a workspace module is remembered on its invitation", async () => {
    const workspaceModule = await getDb().workspaceModule.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        moduleId: (await getDb().moduleDefinition.findUniqueOrThrow({ where: { tag: "TaskManagement" } })).id,
        tag: "TaskManagement",
        i: "0",
      },
    });
    await getDb().moduleMember.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        workspaceModuleId: workspaceModule.id,
        userId: team.member.user.id,
        role: "admin",
      },
    });
    await addModuleMember(team.member, moduleId, "viewer");
    const removed = await call(removeWorkspaceMemberRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { workspaceId: team.workspace.id, memberId: team.member.user.id },
    });
    expect(removed.status).toBe(200);
    expect(await getDb().moduleMember.count({ where: { userId: team.member.user.id } })).toBe(0);

    const invited = await call<ModuleMemberInviteResult>(taskInviteRoute, {
      token: team.owner.token,
      params: { moduleId: workspaceModule.id },
      body: { email: "new.person@example.com", role: "viewer", permissions: {} },
    });
    expect(invited.body).toEqual({ status: "invited", email: "new.person@example.com" });
    expect(
      await getDb().invitationModule.findMany({
        where: { invitation: { email: "new.person@example.com" } },
        select: { workspaceModuleId: true, projectModuleId: true, role: true },
      }),
    ).toEqual([{ workspaceModuleId: workspaceModule.id, projectModuleId: null, role: "viewer" }]);
  });
});

describe("domain events", () => {
  it("are delivered after commit and never after a rollback", async () => {
    const seen: DomainEvent[] = [];
    const stop = subscribe("task.events", (event) => void seen.push(event));
    try {
      const failed = await withEvents(async (tx, emit) => {
        await tx.project.update({ where: { id: projectId }, data: { name: "Rolled back" } });
        emit({
          type: "task.events",
          tag: "TaskManagement",
          workspaceId: team.workspace.id,
          moduleId,
          actorId: team.owner.user.id,
          clientId: null,
          events: [{ type: "activity.added", taskId: "x" }],
        });
        throw new Error("rollback");
      }).catch((error: Error) => error.message);
      expect(failed).toBe("rollback");
      expect((await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).name).toBe("Launch");
      expect(seen).toEqual([]);

      // A refused create publishes nothing; a created task publishes once, after its row exists.
      expect((await tm.create(team.viewer, moduleId, { title: "Nope" })).status).toBe(403);
      expect(seen).toEqual([]);
      const created = await tm.create(team.member, moduleId, { title: "Published" });
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ type: "task.events", moduleId, actorId: team.member.user.id });
      expect(await getDb().task.count({ where: { id: created.body.id } })).toBe(1);
    } finally {
      stop();
    }
  });
});

describe("module rooms", () => {
  const realtime = startRealtimeServer();

  async function open(caller: Caller) {
    const socket = realtime.connect({ token: caller.token });
    const events: ModuleEnvelope[] = [];
    const revoked: string[] = [];
    socket.on(MODULE_EVENT, (frame: ModuleEnvelope[]) => events.push(...frame));
    socket.on("module:revoked", ({ moduleId: id }: { moduleId: string }) => revoked.push(id));
    await connected(socket);
    const join = async (id = moduleId) =>
      ((await socket.emitWithAck(MODULE_JOIN, { moduleId: id })) as { ok: boolean }).ok;
    return { socket, events, revoked, join };
  }

  it("checks the gate on every join, and drops a socket from the room when its access is withdrawn", async () => {
    await makePrivate(moduleId);
    const member = await open(team.member);
    expect(await member.join()).toBe(false);

    // Given a role through the module's User management, the same socket may join now.
    const added = await call<ModuleMemberInviteResult>(taskInviteRoute, {
      token: team.owner.token,
      params: { moduleId },
      body: { email: team.member.user.email, role: "member", permissions: {} },
    });
    expect(added.status).toBe(201);
    expect(await member.join()).toBe(true);
    await tm.create(team.owner, moduleId, { title: "Seen" });
    expect(await until(() => member.events.some((e) => e.tag === "TaskManagement"))).toBe(true);

    // Taken off the module: the socket leaves the room at once and hears nothing more.
    const rowId = added.body.status === "added" ? added.body.member.id : "";
    const removed = await call(taskMemberDeleteRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { moduleId, memberId: rowId },
    });
    expect(removed.status).toBe(200);
    expect(await until(() => member.revoked.includes(moduleId))).toBe(true);
    const before = member.events.length;
    await tm.create(team.owner, moduleId, { title: "Unseen" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(member.events).toHaveLength(before);
    expect(await member.join()).toBe(false);
  });

  it("drops sockets from the rooms of a project made private and of a module deleted", async () => {
    const member = await open(team.member);
    const owner = await open(team.owner);
    expect(await member.join()).toBe(true);
    expect(await owner.join()).toBe(true);

    // The project made private: the member, not among its people, no longer sees the module.
    const hidden = await call(projectUpdateRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: { projectId },
      body: { private: true },
    });
    expect(hidden.status).toBe(200);
    expect(await until(() => member.revoked.includes(moduleId))).toBe(true);
    expect(await member.join()).toBe(false);
    await tm.create(team.owner, moduleId, { title: "Private now" });
    expect(await until(() => owner.events.some((e) => e.tag === "TaskManagement"))).toBe(true);
    expect(owner.revoked).toEqual([]);

    // The module deleted from the grid: everyone leaves its room.
    const deleted = await call(projectModulesBatchRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: { projectId },
      body: { create: [], delete: [moduleId], update: {} },
    });
    expect(deleted.status).toBe(200);
    expect(await until(() => owner.revoked.includes(moduleId))).toBe(true);
  });

  it("refuses a signed-out session on join even though its socket is still open", async () => {
    const viewer = await open(team.viewer);
    expect(await viewer.join()).toBe(true);
    await getDb().session.delete({ where: { id: team.viewer.sessionId } });
    expect(await viewer.join()).toBe(false);
  });
});
