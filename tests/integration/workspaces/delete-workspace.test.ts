import { GET as listRoute } from "@/app/api/v1/workspace/route";
import { DELETE as deleteRoute } from "@/app/api/v1/workspace/[workspaceId]/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { resolveActor } from "@/lib/server/auth/sessions";
import { decodeSessionCookie } from "@/lib/server/auth/session-token";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspace } from "@/prisma/seed/users";
import { call, tokenPayload } from "../helpers/http";
import { errorBody, newUser, seedTeam, signedIn, type Team } from "./helpers";

type Deleted = { workspace: { id: string; name: string }; accessToken: string; remainingWorkspaces: number };

const del = (
  workspaceId: string,
  auth: { token?: string; cookie?: string },
  headers?: Record<string, string>,
) => call<Deleted>(deleteRoute, { method: "DELETE", params: { workspaceId }, headers, ...auth });

/** Everything a workspace can hold, so the cascade can be checked row by row. */
async function fillWorkspace(team: Team) {
  const db = getDb();
  const workspaceId = team.workspace.id;
  await db.invitation.create({
    data: {
      id: newId(),
      workspaceId,
      email: "invitee@example.com",
      role: "member",
      tokenHash: newId(),
      invitedById: team.owner.user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const role = await db.workspaceRole.create({ data: { id: newId(), workspaceId, title: "Designer" } });
  await db.workspaceMember.update({
    where: { workspaceId_userId: { workspaceId, userId: team.member.user.id } },
    data: { customRoleId: role.id },
  });
  const project = await seedProject(db, workspaceId, { private: true, createdById: team.owner.user.id });
  const placed = await seedProjectModule(db, project.id, { tag: "TaskManagement" });
  await db.projectAccess.create({
    data: { id: newId(), projectId: project.id, userId: team.member.user.id, role: "member" },
  });
  await db.moduleMember.create({
    data: {
      id: newId(),
      workspaceId,
      projectModuleId: placed.id,
      userId: team.member.user.id,
      role: "member",
    },
  });
  return { projectId: project.id, moduleId: placed.id };
}

async function countRows(workspaceId: string, ids: { projectId: string; moduleId: string }) {
  const db = getDb();
  return {
    workspace: await db.workspace.count({ where: { id: workspaceId } }),
    members: await db.workspaceMember.count({ where: { workspaceId } }),
    invitations: await db.invitation.count({ where: { workspaceId } }),
    roles: await db.workspaceRole.count({ where: { workspaceId } }),
    projects: await db.project.count({ where: { workspaceId } }),
    modules: await db.projectModule.count({ where: { id: ids.moduleId } }),
    projectAccess: await db.projectAccess.count({ where: { projectId: ids.projectId } }),
    moduleAccess: await db.moduleMember.count({ where: { projectModuleId: ids.moduleId } }),
    sessions: await db.session.count({ where: { workspaceId } }),
  };
}

describe("DELETE /api/v1/workspace/{workspaceId}", () => {
  it("deletes the workspace and everything in it; sessions in it lose their workspace", async () => {
    const team = await seedTeam("Doomed");
    const keep = await seedWorkspace(getDb(), team.owner.user.id, { name: "Kept" });
    const ids = await fillWorkspace(team);
    await getDb().user.update({
      where: { id: team.member.user.id },
      data: { lastWorkspaceId: team.workspace.id },
    });
    expect(await countRows(team.workspace.id, ids)).toEqual({
      workspace: 1,
      members: 5,
      invitations: 1,
      roles: 1,
      projects: 1,
      modules: 1,
      projectAccess: 1,
      moduleAccess: 1,
      sessions: 5,
    });

    const res = await del(team.workspace.id, { cookie: team.owner.cookie });
    expect(res.status).toBe(200);
    expect(res.body.workspace).toEqual({ id: team.workspace.id, name: "Doomed" });
    expect(res.body.remainingWorkspaces).toBe(1);
    expect(tokenPayload(res.body.accessToken)).toMatchObject({ workspace: null, workspaces: 1 });
    // The cookie is re-issued without the deleted workspace.
    expect((await decodeSessionCookie(res.sessionCookie))?.workspace).toBeNull();

    expect(await countRows(team.workspace.id, ids)).toEqual({
      workspace: 0,
      members: 0,
      invitations: 0,
      roles: 0,
      projects: 0,
      modules: 0,
      projectAccess: 0,
      moduleAccess: 0,
      sessions: 0,
    });
    // Users and their sessions stay; the sessions are simply in no workspace now.
    for (const role of ["owner", "admin", "member", "viewer", "guest"] as const) {
      const session = await getDb().session.findUnique({ where: { id: team[role].sessionId } });
      expect(session).toMatchObject({ workspaceId: null });
    }
    const member = await getDb().user.findUnique({ where: { id: team.member.user.id } });
    expect(member?.lastWorkspaceId).toBeNull();
    expect(await getDb().workspace.count({ where: { id: keep.id } })).toBe(1);

    // The member's next request sees no workspace at all.
    const list = await call<unknown[]>(listRoute, { token: team.member.token });
    expect(list.body).toEqual([]);
    const actor = await resolveActor(tokenPayload(team.member.token) as never);
    expect(actor).toMatchObject({ workspaceId: null, role: null });
  });

  it("keeps the caller's active workspace when another one is deleted", async () => {
    const owner = await newUser();
    const active = await seedWorkspace(getDb(), owner.id, { name: "Active One" });
    const other = await seedWorkspace(getDb(), owner.id, { name: "Other One" });
    const caller = await signedIn(owner, active.id);
    const res = await del(other.id, { token: caller.token });
    expect(res.status).toBe(200);
    expect(tokenPayload(res.body.accessToken)).toMatchObject({ workspace: active.id, workspaces: 1 });
    expect((await getDb().session.findUnique({ where: { id: caller.sessionId } }))?.workspaceId).toBe(
      active.id,
    );
  });

  it("answers 409 'You cannot delete your only workspace!' and deletes nothing", async () => {
    const team = await seedTeam();
    const res = await del(team.workspace.id, { token: team.owner.token });
    expect([res.status, res.body]).toEqual([409, errorBody(409, "You cannot delete your only workspace!")]);
    expect(await getDb().workspace.count({ where: { id: team.workspace.id } })).toBe(1);
    const es = await del(team.workspace.id, { token: team.owner.token }, { cookie: "NEXT_LOCALE=es" });
    expect(es.body).toEqual(errorBody(409, "¡No puedes eliminar tu único espacio de trabajo!"));
  });

  it("lets only the owner delete: admins, members, viewers and guests get 403", async () => {
    const team = await seedTeam();
    for (const role of ["admin", "member", "viewer", "guest"] as const) {
      // Each has a workspace of their own too, so "only workspace" is not what stops them.
      await seedWorkspace(getDb(), team[role].user.id);
      const res = await del(team.workspace.id, { token: team[role].token });
      expect(res.status).toBe(403);
    }
    expect(await getDb().workspace.count({ where: { id: team.workspace.id } })).toBe(1);
    expect(await getDb().workspaceMember.count({ where: { workspaceId: team.workspace.id } })).toBe(5);
  });

  it("answers 404 for another workspace's id or an unknown one, 400 for a malformed id, 401 signed out", async () => {
    const a = await seedTeam();
    const b = await seedTeam();
    await seedWorkspace(getDb(), a.owner.user.id);
    for (const id of [b.workspace.id, "0123456789abcdef01234567"]) {
      const res = await del(id, { token: a.owner.token });
      expect([res.status, res.body]).toEqual([404, errorBody(404, "Workspace not found")]);
    }
    expect((await del("nope", { token: a.owner.token })).body).toEqual(errorBody(400, "Invalid id"));
    expect((await del("z".repeat(10_000), { token: a.owner.token })).status).toBe(400);
    expect((await del(a.workspace.id, {})).status).toBe(401);
    expect(await getDb().workspace.count({ where: { id: b.workspace.id } })).toBe(1);
  });

  it("never deletes the last two at once: concurrent deletions leave the owner one workspace", async () => {
    const owner = await newUser();
    const first = await seedWorkspace(getDb(), owner.id);
    const second = await seedWorkspace(getDb(), owner.id);
    const caller = await signedIn(owner, first.id);
    const results = await Promise.all([first, second].map((w) => del(w.id, { token: caller.token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await getDb().workspaceMember.count({ where: { userId: owner.id } })).toBe(1);
  });
});
