import { PATCH as moveRoute } from "@/app/api/v1/workspaces/module/[moduleId]/project/[projectId]/route";
import { PATCH as gridRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/route";
import { PATCH as workspaceBatchRoute } from "@/app/api/v1/workspaces/module/route";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

// Deleting a module (with all its content) and moving it to another project administer the
// project; arranging the grid (position, size, order, name, new modules) stays open to members whose
// project role, if any, writes (a project viewer: tests/integration/projects/project-role-rights.test.ts).

let team: Team;
let project: { id: string };
let target: { id: string };
let tasks: { id: string };
let calendar: { id: string };
let taskId: string;

const grant = (projectId: string, caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });
const batch = (caller: Caller, body: unknown, projectId = project.id) =>
  call(gridRoute, { method: "PATCH", token: caller.token, params: { projectId }, body });
const move = (caller: Caller, moduleId: string, to: string, from = project.id) =>
  call<{ project: string }>(moveRoute, {
    method: "PATCH",
    token: caller.token,
    params: { moduleId, projectId: from },
    body: { project: to },
  });
const placed = async (projectId: string) =>
  (await getDb().projectModule.findMany({ where: { projectId }, select: { id: true } }))
    .map((m) => m.id)
    .sort();

beforeEach(async () => {
  team = await seedTeam();
  project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  target = await seedProject(getDb(), team.workspace.id, { name: "Target" });
  tasks = await seedProjectModule(getDb(), project.id, { name: "Web Platform" });
  calendar = await seedProjectModule(getDb(), project.id, { tag: "AICalendar", name: "Calendar" });
  const created = await tm.create(team.owner, tasks.id, { title: "Keep me" });
  expect(created.status).toBe(201);
  taskId = created.body.id;
});

describe("deleting modules from a project's grid", () => {
  it("refuses a project viewer (403), keeping the module and its tasks", async () => {
    await grant(project.id, team.member, "viewer");
    const res = await batch(team.member, { delete: [tasks.id] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorBody(403, "You do not have permission to do this"));
    expect(await placed(project.id)).toEqual([tasks.id, calendar.id].sort());
    expect(await getDb().task.count({ where: { id: taskId } })).toBe(1);
  });

  it("refuses members without a project role and project members (403), changing nothing in the batch", async () => {
    expect(
      (await batch(team.member, { delete: [tasks.id], update: { [calendar.id]: { x: 6 } } })).status,
    ).toBe(403);
    await grant(project.id, team.member, "member");
    expect((await batch(team.member, { delete: [calendar.id] })).status).toBe(403);
    expect(await placed(project.id)).toEqual([tasks.id, calendar.id].sort());
    expect((await getDb().projectModule.findUniqueOrThrow({ where: { id: calendar.id } })).x).toBe(0);
  });

  it("lets project admins, workspace admins and the owner delete", async () => {
    await grant(project.id, team.member, "admin");
    expect((await batch(team.member, { delete: [calendar.id] })).status).toBe(200);
    expect((await batch(team.admin, { delete: [tasks.id] })).status).toBe(200);
    expect(await placed(project.id)).toEqual([]);
    expect(await getDb().task.count({ where: { id: taskId } })).toBe(0);
  });

  it("keeps a viewer's or guest's project admin role from writing", async () => {
    await grant(project.id, team.viewer, "admin");
    expect((await batch(team.viewer, { delete: [calendar.id] })).status).toBe(403);
    expect(await placed(project.id)).toHaveLength(2);
  });
});

describe("arranging a project's grid", () => {
  it("stays open to members: position, size, name and new modules", async () => {
    await grant(project.id, team.member, "member");
    const res = await batch(team.member, {
      create: [{ tag: "FormBuilder", x: 0, y: 80, w: 4, h: 8 }],
      update: { [calendar.id]: { x: 6, w: 4, name: "Team calendar" } },
    });
    expect(res.status).toBe(200);
    expect(await getDb().projectModule.findUniqueOrThrow({ where: { id: calendar.id } })).toMatchObject({
      x: 6,
      w: 4,
      name: "Team calendar",
    });
    expect(await placed(project.id)).toHaveLength(3);
  });

  it("makes a module private or public only for project administrators", async () => {
    const res = await batch(team.member, { update: { [calendar.id]: { private: true } } });
    expect(res.status).toBe(403);
    expect((await getDb().projectModule.findUniqueOrThrow({ where: { id: calendar.id } })).private).toBe(
      false,
    );
    await grant(project.id, team.member, "admin");
    expect((await batch(team.member, { update: { [calendar.id]: { private: true } } })).status).toBe(200);
  });

  it("answers 404 for a private module the member cannot see, as for an unknown id", async () => {
    await getDb().projectModule.update({ where: { id: calendar.id }, data: { private: true } });
    const res = await batch(team.member, { update: { [calendar.id]: { x: 6 } } });
    expect(res.status).toBe(404);
    expect((await getDb().projectModule.findUniqueOrThrow({ where: { id: calendar.id } })).x).toBe(0);
    expect((await batch(team.member, { update: { [tasks.id]: { x: 6 } } })).status).toBe(200);
  });
});

describe("moving a module to another project", () => {
  it("needs administration of both projects (403 otherwise), and moves nothing when refused", async () => {
    expect((await move(team.member, tasks.id, target.id)).status).toBe(403);
    await grant(project.id, team.member, "admin");
    expect((await move(team.member, tasks.id, target.id)).status).toBe(403);
    await grant(target.id, team.member, "member");
    expect((await move(team.member, tasks.id, target.id)).status).toBe(403);
    expect(await placed(project.id)).toEqual([tasks.id, calendar.id].sort());

    await getDb().projectAccess.updateMany({
      where: { projectId: target.id, userId: team.member.user.id },
      data: { role: "admin" },
    });
    const res = await move(team.member, tasks.id, target.id);
    expect(res.status).toBe(200);
    expect(res.body.project).toBe(target.id);
    expect(await placed(target.id)).toEqual([tasks.id]);
  });

  it("refuses an admin of the target only, and lets workspace admins move anywhere", async () => {
    await grant(target.id, team.member, "admin");
    expect((await move(team.member, tasks.id, target.id)).status).toBe(403);
    expect((await move(team.admin, tasks.id, target.id)).status).toBe(200);
  });

  it("still answers 404 before 403 for projects the member cannot see", async () => {
    const secret = await seedProject(getDb(), team.workspace.id, { private: true });
    expect((await move(team.member, tasks.id, secret.id)).status).toBe(404);
    const other = await seedTeam("Other");
    const theirs = await seedProject(getDb(), other.workspace.id);
    expect((await move(team.admin, tasks.id, theirs.id)).status).toBe(404);
    expect(await placed(project.id)).toEqual([tasks.id, calendar.id].sort());
  });
});

describe("the workspace's own modules", () => {
  const wsBatch = (caller: Caller, body: unknown) =>
    call<{ id: string; name: string }[]>(workspaceBatchRoute, { method: "PATCH", token: caller.token, body });

  it("are deleted only by workspace owners and admins; members still add, rename and reorder", async () => {
    const created = await wsBatch(team.member, { create: [{ tag: "AICalendar" }, { tag: "OnlineChat" }] });
    expect(created.status).toBe(200);
    const [first, second] = created.body;
    expect(
      (await wsBatch(team.member, { update: { [second!.id]: { name: "Team chat", i: 0 } } })).status,
    ).toBe(200);
    expect((await wsBatch(team.member, { delete: [first!.id] })).status).toBe(403);
    expect(await getDb().workspaceModule.count({ where: { workspaceId: team.workspace.id } })).toBe(2);
    expect((await wsBatch(team.admin, { delete: [first!.id] })).status).toBe(200);
    expect(await getDb().workspaceModule.count({ where: { workspaceId: team.workspace.id } })).toBe(1);
  });
});
