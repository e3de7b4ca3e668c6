import { DELETE as deleteMember } from "@/app/api/v1/workspace/[workspaceId]/member/[memberId]/route";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, seedTeam, tokenFor, type Team, type TeamUser } from "./team";

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

const remove = (actor: TeamUser, target: { id: string }, workspaceId = team.workspace.id) =>
  call(deleteMember, { method: "DELETE", token: actor.token, params: { workspaceId, memberId: target.id } });
const isMember = async (userId: string, workspaceId = team.workspace.id) =>
  (await getDb().workspaceMember.count({ where: { workspaceId, userId } })) === 1;

/** Project and module access for `userId` in `workspaceId`. */
async function grantAccess(workspaceId: string, userId: string) {
  const project = await seedProject(getDb(), workspaceId);
  const placed = await seedProjectModule(getDb(), project.id);
  await getDb().projectAccess.create({
    data: { id: newId(), projectId: project.id, userId, role: "member" },
  });
  await getDb().moduleMember.create({
    data: { id: newId(), workspaceId, projectModuleId: placed.id, userId, role: "member" },
  });
  return { project, placed };
}

describe("DELETE /api/v1/workspace/{workspaceId}/member/{memberId}", () => {
  it("removes a member with their access here, and takes this workspace out of their sessions", async () => {
    const other = await seedTeam("Other");
    // The member also belongs to the other workspace, with access there that must survive.
    await getDb().workspaceMember.create({
      data: { id: newId(), workspaceId: other.workspace.id, userId: team.member.id, role: "member" },
    });
    await grantAccess(team.workspace.id, team.member.id);
    const kept = await grantAccess(other.workspace.id, team.member.id);
    const elsewhere = await tokenFor(team.member, other.workspace.id);
    await getDb().user.update({
      where: { id: team.member.id },
      data: { lastWorkspaceId: team.workspace.id },
    });

    const res = await remove(team.admin, team.member);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: true, left: false });
    expect(await isMember(team.member.id)).toBe(false);
    expect(await getDb().projectAccess.findMany({ where: { userId: team.member.id } })).toEqual([
      expect.objectContaining({ projectId: kept.project.id }),
    ]);
    expect(await getDb().moduleMember.findMany({ where: { userId: team.member.id } })).toEqual([
      expect.objectContaining({ projectModuleId: kept.placed.id }),
    ]);
    const session = await getDb().session.findUniqueOrThrow({ where: { id: team.member.sessionId } });
    expect(session.workspaceId).toBeNull();
    const other2 = await getDb().session.findUniqueOrThrow({ where: { id: elsewhere.sessionId } });
    expect(other2.workspaceId).toBe(other.workspace.id);
    expect(
      (await getDb().user.findUniqueOrThrow({ where: { id: team.member.id } })).lastWorkspaceId,
    ).toBeNull();

    // The removed member's token no longer reaches the workspace.
    const me = await call(getUser, { token: team.member.token, params: { id: team.member.id } });
    expect(me.body).toMatchObject({ workspace: null });
  });

  it("lets a member, viewer or guest leave, but not the owner", async () => {
    for (const user of [team.member, team.viewer, team.guest, team.admin]) {
      const res = await remove(user, user);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ removed: true, left: true });
      expect(await isMember(user.id)).toBe(false);
    }
    const owner = await remove(team.owner, team.owner);
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual(
      errorBody(403, "The owner cannot leave the workspace. Transfer ownership first."),
    );
    expect(await isMember(team.owner.id)).toBe(true);
  });

  it("never removes the owner, and lets only the owner remove admins", async () => {
    const res = await remove(team.admin, team.owner);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorBody(403, "The owner cannot be removed from the workspace"));
    const second = await seedTeam("Second");
    await getDb().workspaceMember.create({
      data: { id: newId(), workspaceId: team.workspace.id, userId: second.admin.id, role: "admin" },
    });
    expect((await remove(team.admin, second.admin)).status).toBe(403);
    expect(await isMember(second.admin.id)).toBe(true);
    expect((await remove(team.owner, second.admin)).status).toBe(200);
    expect(await isMember(second.admin.id)).toBe(false);
  });

  it("refuses members, viewers and guests removing others", async () => {
    for (const [actor, target] of [
      [team.member, team.viewer],
      [team.viewer, team.guest],
      [team.guest, team.member],
    ] as const) {
      const res = await remove(actor, target);
      expect(res.status).toBe(403);
      expect(await isMember(target.id)).toBe(true);
    }
  });

  it("answers 404 across workspaces and 400 for malformed ids", async () => {
    const other = await seedTeam("Other");
    expect((await remove(team.owner, other.member)).status).toBe(404);
    expect((await remove(team.owner, other.member, other.workspace.id)).status).toBe(404);
    expect(await isMember(other.member.id, other.workspace.id)).toBe(true);
    const bad = await remove(team.owner, { id: "123" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorBody(400, "Invalid id"));
    expect((await remove(team.owner, team.member, "zz")).status).toBe(400);
    expect((await remove(team.owner, { id: "0123456789abcdef01234567" })).status).toBe(404);
  });
});
