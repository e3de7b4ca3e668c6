import { POST as accessRoute } from "@/app/api/v1/workspace/access/[memberId]/route";
import {
  DELETE as removeMemberRoute,
  PATCH as patchMemberRoute,
} from "@/app/api/v1/workspace/project/[projectId]/member/[memberId]/route";
import { POST as addMemberRoute } from "@/app/api/v1/workspace/project/[projectId]/member/route";
import { DELETE as deleteProjectRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

// Issue 39: access tree saves, project deletion and project members are recorded in the audit log.

let team: Team;
let project: { id: string; name: string };
beforeEach(async () => {
  team = await seedTeam("Audit Projects");
  project = await seedProject(getDb(), team.workspace.id, { name: "Launch", private: true });
});

const entries = () =>
  getDb().auditLogEntry.findMany({
    where: { workspaceId: team.workspace.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });

const by = (caller: Caller) => ({ actorId: caller.user.id, actorName: caller.user.name, ip: "10.0.0.1" });

const grant = (projectId: string, caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });

describe("access.changed", () => {
  type Row = { type: string; owner: string; ok: boolean }[];
  const save = (caller: Caller, target: Caller, body: unknown) =>
    call<Row>(accessRoute, { token: caller.token, params: { memberId: target.user.id }, body });
  const row = (type: "project" | "module", action: "add" | "remove", owner: string, extra = {}) => ({
    type,
    action,
    owner,
    role: null,
    parentOwner: null,
    serverRole: null,
    ...extra,
  });

  it("records one entry per save with the project and module roles it changed", async () => {
    const board = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement", name: "Board" });
    const other = await seedProject(getDb(), team.workspace.id, { name: "Other" });
    await grant(other.id, team.member, "viewer");
    const elsewhere = await seedTeam("Elsewhere");
    const foreign = await seedProject(getDb(), elsewhere.workspace.id, { name: "Foreign" });

    const res = await save(team.admin, team.member, [
      row("project", "add", project.id, { role: "admin" }),
      row("module", "add", board.id, { role: "member", parentOwner: project.id }),
      row("project", "remove", other.id),
      // Fails (another workspace's project): not in the entry.
      row("project", "add", foreign.id, { role: "member" }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.ok)).toEqual([true, true, true, false]);

    const [entry, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      ...by(team.admin),
      action: "access.changed",
      targetType: "member",
      targetId: team.member.user.id,
      targetLabel: team.member.user.name,
      before: { projects: { [project.id]: null, [other.id]: "viewer" }, modules: { [board.id]: null } },
      after: { projects: { [project.id]: "admin", [other.id]: null }, modules: { [board.id]: "member" } },
    });
    expect(JSON.stringify(entry)).not.toContain(foreign.id);
  });

  it("records a project's removal with the modules it took, and nothing for a save that changes nothing", async () => {
    const board = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement", name: "Board" });
    const calendar = await seedProjectModule(getDb(), project.id, { tag: "AICalendar", name: "Calendar" });
    await grant(project.id, team.viewer, "viewer");
    await getDb().moduleMember.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        projectModuleId: board.id,
        userId: team.viewer.user.id,
        role: "viewer",
      },
    });

    // The same roles again: nothing changed, nothing recorded.
    const same = await save(team.owner, team.viewer, [
      row("project", "add", project.id, { role: "viewer" }),
      row("module", "add", board.id, { role: "viewer", parentOwner: project.id }),
    ]);
    expect(same.status).toBe(200);
    expect(await entries()).toEqual([]);

    expect((await save(team.owner, team.viewer, [row("project", "remove", project.id)])).status).toBe(200);
    const [entry, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      ...by(team.owner),
      action: "access.changed",
      targetId: team.viewer.user.id,
      before: { projects: { [project.id]: "viewer" }, modules: { [board.id]: "viewer" } },
      after: { projects: { [project.id]: null }, modules: { [board.id]: null } },
    });
    // The calendar, which the viewer never had, is not listed.
    expect(JSON.stringify(entry)).not.toContain(calendar.id);
  });

  it("records nothing for a refused save or one whose rows all fail", async () => {
    // A member without userManagement.edit may not change anyone's access; nobody changes the owner's.
    expect(
      (await save(team.member, team.viewer, [row("project", "add", project.id, { role: "viewer" })])).status,
    ).toBe(403);
    expect(
      (await save(team.admin, team.owner, [row("project", "add", project.id, { role: "admin" })])).status,
    ).toBe(403);
    const tooHigh = await save(team.admin, team.viewer, [
      row("project", "add", project.id, { role: "admin" }),
    ]);
    expect(tooHigh.body.map((r) => r.ok)).toEqual([false]);
    expect(await entries()).toEqual([]);
  });
});

describe("project.deleted", () => {
  const remove = (caller: Caller, projectId: string) =>
    call(deleteProjectRoute, { method: "DELETE", token: caller.token, params: { projectId } });

  it("records the deleted project's name and visibility", async () => {
    // A member who sees the project but does not administer it is refused.
    await grant(project.id, team.member, "viewer");
    expect((await remove(team.member, project.id)).status).toBe(403);
    expect(await entries()).toEqual([]);

    expect((await remove(team.admin, project.id)).status).toBe(200);
    const [entry, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      ...by(team.admin),
      action: "project.deleted",
      targetType: "project",
      targetId: project.id,
      targetLabel: "Launch",
      before: { name: "Launch", private: true },
      after: null,
    });
  });
});

describe("project members", () => {
  const add = (caller: Caller, body: unknown) =>
    call(addMemberRoute, { token: caller.token, params: { projectId: project.id }, body });
  const patch = (caller: Caller, memberId: string, body: unknown) =>
    call(patchMemberRoute, {
      method: "PATCH",
      token: caller.token,
      params: { projectId: project.id, memberId },
      body,
    });
  const remove = (caller: Caller, memberId: string) =>
    call(removeMemberRoute, {
      method: "DELETE",
      token: caller.token,
      params: { projectId: project.id, memberId },
    });

  it("records member_added, member_updated and member_removed on the project, naming the member", async () => {
    const member = { userId: team.member.user.id, name: team.member.user.name };
    expect((await add(team.admin, { member: member.userId, role: "member" })).status).toBe(201);
    // The upsert with the same role changes nothing; with another role it is an update.
    expect((await add(team.admin, { member: member.userId, role: "member" })).status).toBe(200);
    expect((await add(team.admin, { member: member.userId, role: "viewer" })).status).toBe(200);
    expect((await patch(team.owner, member.userId, { role: "admin" })).status).toBe(200);
    expect((await patch(team.owner, member.userId, { role: "admin" })).status).toBe(200);
    expect((await remove(team.owner, member.userId)).status).toBe(200);

    const all = await entries();
    const project_ = { targetType: "project", targetId: project.id, targetLabel: "Launch" };
    expect(all).toHaveLength(4);
    expect(all[0]).toMatchObject({
      ...by(team.admin),
      ...project_,
      action: "project.member_added",
      before: null,
      after: { ...member, role: "member" },
    });
    expect(all[1]).toMatchObject({
      ...by(team.admin),
      ...project_,
      action: "project.member_updated",
      before: { ...member, role: "member" },
      after: { ...member, role: "viewer" },
    });
    expect(all[2]).toMatchObject({
      ...by(team.owner),
      ...project_,
      action: "project.member_updated",
      before: { ...member, role: "viewer" },
      after: { ...member, role: "admin" },
    });
    expect(all[3]).toMatchObject({
      ...by(team.owner),
      ...project_,
      action: "project.member_removed",
      before: { ...member, role: "admin" },
      after: null,
    });
  });

  it("records nothing for refused or failed changes", async () => {
    await grant(project.id, team.viewer, "viewer");
    expect((await add(team.viewer, { member: team.member.user.id, role: "member" })).status).toBe(403);
    expect((await add(team.admin, { member: team.viewer.user.id, role: "admin" })).status).toBe(400);
    expect((await patch(team.viewer, team.viewer.user.id, { role: "guest" })).status).toBe(403);
    expect((await patch(team.admin, team.member.user.id, { role: "viewer" })).status).toBe(404);
    expect((await remove(team.viewer, team.viewer.user.id)).status).toBe(403);
    expect((await remove(team.admin, team.member.user.id)).status).toBe(404);
    expect(await entries()).toEqual([]);
  });
});
