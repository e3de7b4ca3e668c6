import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { getTaskModulePage } from "@/modules/task-management/server/get-task-module-info";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

// A task module's people (assignee pickers, the members dialog's suggestions) name everyone who can
// see the module; their e-mails go only to callers who may see the workspace's people (User
// management's View) or who manage the module's members.

let team: Team;
let projectId: string;
let moduleId: string;

const grant = (caller: Caller, role: Role, project = projectId) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId: project, userId: caller.user.id, role } });

beforeEach(async () => {
  team = await seedTeam();
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
});

describe("the people of a task module", () => {
  it("carry e-mails for those who view User management (members by default) and admins", async () => {
    for (const caller of [team.owner, team.admin, team.member, team.viewer]) {
      const info = await tm.info(caller, moduleId);
      expect(info.status).toBe(200);
      const mia = info.body.people.find((person) => person.name === "Mia Member");
      expect(mia).toEqual({
        id: team.member.user.id,
        name: "Mia Member",
        email: team.member.user.email,
        image: null,
      });
    }
  });

  it("carry no e-mail for a guest, nor for a member whose matrix hides User management", async () => {
    await grant(team.guest, "guest");
    const guest = await tm.info(team.guest, moduleId);
    expect(guest.status).toBe(200);
    expect(guest.body.people.length).toBeGreaterThan(1);
    for (const person of guest.body.people) expect(person).not.toHaveProperty("email");
    expect(JSON.stringify(guest.body)).not.toContain("@");

    const permissions = defaultPermissions("member");
    permissions.userManagement = { view: false, add: false, edit: false, delete: false };
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: team.member.user.id } },
      data: { permissions },
    });
    const member = await tm.info(team.member, moduleId);
    expect(member.body.people.every((person) => person.email === undefined)).toBe(true);
    // The module page (server component) gets the same list.
    const fresh = await signedIn(team.member.user, team.workspace.id);
    const page = await getTaskModulePage(fresh.actor, { moduleId });
    expect(page.info.people.every((person) => person.email === undefined)).toBe(true);
  });

  it("keep e-mails for whoever manages the module's members, for the invite suggestions", async () => {
    const permissions = defaultPermissions("member");
    permissions.userManagement = { view: false, add: false, edit: false, delete: false };
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: team.member.user.id } },
      data: { permissions },
    });
    await grant(team.member, "admin");
    const info = await tm.info(team.member, moduleId);
    expect(info.body.rights.manageMembers).toBe(true);
    expect(info.body.people.find((person) => person.name === "Olivia Owner")?.email).toBe(
      team.owner.user.email,
    );
  });

  it("leave out guests who were not given the project, who cannot be assigned either", async () => {
    const names = async () => (await tm.info(team.owner, moduleId)).body.people.map((person) => person.name);
    expect(await names()).not.toContain("Gus Guest");
    const refused = await tm.create(team.owner, moduleId, {
      title: "For Gus",
      assignees: [team.guest.user.id],
    });
    expect(refused.status).toBe(400);

    await grant(team.guest, "guest");
    expect(await names()).toContain("Gus Guest");
    const ok = await tm.create(team.owner, moduleId, { title: "For Gus", assignees: [team.guest.user.id] });
    expect(ok.status).toBe(201);
  });

  it("leave out members who cannot see a private module, unless they administer its project", async () => {
    await getDb().projectModule.update({ where: { id: moduleId }, data: { private: true } });
    const names = async () => (await tm.info(team.owner, moduleId)).body.people.map((person) => person.name);
    expect((await names()).sort()).toEqual(["Adam Admin", "Olivia Owner"]);
    await grant(team.member, "admin");
    await getDb().moduleMember.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        projectModuleId: moduleId,
        userId: team.viewer.user.id,
        role: "viewer",
      },
    });
    expect((await names()).sort()).toEqual(["Adam Admin", "Mia Member", "Olivia Owner", "Vic Viewer"]);
  });

  it("leave out guests on a workspace's own board they are no member of: not assignable, not mentionable", async () => {
    const definition = await getDb().moduleDefinition.findUniqueOrThrow({ where: { tag: "TaskManagement" } });
    const boardId = newId();
    await getDb().workspaceModule.create({
      data: {
        id: boardId,
        workspaceId: team.workspace.id,
        moduleId: definition.id,
        tag: definition.tag,
        i: "0",
      },
    });
    // The guest cannot open it (the gate), so they are not among its people.
    expect((await tm.info(team.guest, boardId)).status).toBe(404);
    const names = async () => (await tm.info(team.owner, boardId)).body.people.map((person) => person.name);
    expect(await names()).not.toContain("Gus Guest");
    const refused = await tm.create(team.owner, boardId, {
      title: "For Gus",
      assignees: [team.guest.user.id],
    });
    expect(refused.status).toBe(400);
    const task = await tm.create(team.owner, boardId, { title: "Plain" });
    expect(task.status).toBe(201);
    // Nor assigned later, by a change of the task.
    expect(
      (await tm.patch(team.owner, boardId, task.body.id, { assignees: [team.guest.user.id] })).status,
    ).toBe(400);
    expect((await tm.get(team.owner, boardId, task.body.id)).body.assignees).toEqual([]);
    const mention = await tm.comment(team.owner, boardId, task.body.id, {
      text: "Hello",
      mentions: [team.guest.user.id],
    });
    expect(mention.status).toBe(400);

    // As a member of the module, the guest opens it, and may be assigned and mentioned.
    await getDb().moduleMember.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        workspaceModuleId: boardId,
        userId: team.guest.user.id,
        role: "guest",
      },
    });
    expect((await tm.info(team.guest, boardId)).status).toBe(200);
    expect(await names()).toContain("Gus Guest");
    const assigned = await tm.create(team.owner, boardId, {
      title: "For Gus",
      assignees: [team.guest.user.id],
    });
    expect(assigned.status).toBe(201);
    const mentioned = await tm.comment(team.owner, boardId, task.body.id, {
      text: "Hello",
      mentions: [team.guest.user.id],
    });
    expect(mentioned.status).toBe(201);
  });

  it("leave out members whose permissions matrix denies Task management's View", async () => {
    const permissions = defaultPermissions("member");
    permissions.taskManagement = { view: false, add: false, edit: false, delete: false };
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: team.member.user.id } },
      data: { permissions },
    });
    const names = (await tm.info(team.owner, moduleId)).body.people.map((person) => person.name);
    expect(names).not.toContain("Mia Member");
    const refused = await tm.create(team.owner, moduleId, {
      title: "For Mia",
      assignees: [team.member.user.id],
    });
    expect(refused.status).toBe(400);
  });
});
