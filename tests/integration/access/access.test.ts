import { GET as getAccess, POST as postAccess } from "@/app/api/v1/workspace/access/[memberId]/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, seedTeam, type Team, type TeamUser } from "../members/team";

type Result = { type: string; owner: string; ok: boolean; message?: string }[];

let team: Team;
let project: { id: string; name: string };
let board: { id: string };
let calendar: { id: string };
beforeEach(async () => {
  team = await seedTeam();
  project = await seedProject(getDb(), team.workspace.id, { name: "Launch", private: true });
  board = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement", name: "Board" });
  calendar = await seedProjectModule(getDb(), project.id, { tag: "AICalendar", name: "Calendar" });
});

const post = (actor: TeamUser, target: { id: string }, body: unknown, cookie?: string) =>
  call<Result>(postAccess, { token: actor.token, params: { memberId: target.id }, body, cookie });
const rows = async (userId: string) => ({
  projects: await getDb().projectAccess.findMany({
    where: { userId },
    select: { projectId: true, role: true },
  }),
  modules: (
    await getDb().moduleMember.findMany({
      where: { userId },
      select: { projectModuleId: true, role: true },
      orderBy: { projectModuleId: "asc" },
    })
  ).map(({ projectModuleId, role }) => ({ moduleId: projectModuleId, role })),
});
const addProject = (owner: string, role = "member") => ({
  type: "project",
  action: "add",
  owner,
  role,
  parentOwner: null,
  serverRole: null,
});
const addModule = (owner: string, parentOwner: string, role = "member") => ({
  type: "module",
  action: "add",
  owner,
  role,
  parentOwner,
  serverRole: null,
});

describe("POST /api/v1/workspace/access/{memberId}", () => {
  it("grants project and module roles row by row and reports each row", async () => {
    const res = await post(team.admin, team.member, [
      addProject(project.id, "admin"),
      addModule(board.id, project.id, "admin"),
      addModule(calendar.id, project.id, "viewer"),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { type: "project", owner: project.id, ok: true },
      { type: "module", owner: board.id, ok: true },
      { type: "module", owner: calendar.id, ok: true },
    ]);
    expect(await rows(team.member.id)).toEqual({
      projects: [{ projectId: project.id, role: "admin" }],
      modules: [
        { moduleId: board.id, role: "admin" },
        { moduleId: calendar.id, role: "viewer" },
      ].sort((a, b) => a.moduleId.localeCompare(b.moduleId)),
    });

    // Adding again changes the role (no duplicate rows); removing a module drops only it.
    await post(team.admin, team.member, [
      { ...addProject(project.id, "member"), serverRole: "admin" },
      {
        type: "module",
        action: "remove",
        owner: calendar.id,
        role: "viewer",
        parentOwner: project.id,
        serverRole: "viewer",
      },
    ]);
    expect(await rows(team.member.id)).toEqual({
      projects: [{ projectId: project.id, role: "member" }],
      modules: [{ moduleId: board.id, role: "admin" }],
    });
  });

  it("removing a project removes its modules", async () => {
    await post(team.owner, team.member, [
      addProject(project.id),
      addModule(board.id, project.id),
      addModule(calendar.id, project.id),
    ]);
    const res = await post(team.owner, team.member, [
      { type: "project", action: "remove", owner: project.id },
    ]);
    expect(res.body).toEqual([{ type: "project", owner: project.id, ok: true }]);
    expect(await rows(team.member.id)).toEqual({ projects: [], modules: [] });
  });

  it("fails only the rows naming another workspace's project or module, and applies the rest", async () => {
    const other = await seedTeam("Other");
    const theirs = await seedProject(getDb(), other.workspace.id);
    const theirModule = await seedProjectModule(getDb(), theirs.id);
    const res = await post(team.admin, team.member, [
      addProject(theirs.id),
      addProject(project.id),
      addModule(theirModule.id, theirs.id),
      addModule(board.id, theirs.id),
      addModule(board.id, project.id),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { type: "project", owner: theirs.id, ok: false, message: "Project not found in this workspace" },
      { type: "project", owner: project.id, ok: true },
      { type: "module", owner: theirModule.id, ok: false, message: "Module not found in this workspace" },
      { type: "module", owner: board.id, ok: false, message: "The module does not belong to that project" },
      { type: "module", owner: board.id, ok: true },
    ]);
    expect(await getDb().projectAccess.count({ where: { projectId: theirs.id } })).toBe(0);
    expect(await getDb().moduleMember.count({ where: { projectModuleId: theirModule.id } })).toBe(0);
  });

  it("keeps viewers and guests at viewer or guest access", async () => {
    const res = await post(team.admin, team.viewer, [
      addProject(project.id, "member"),
      addProject(project.id, "viewer"),
    ]);
    expect(res.body).toEqual([
      {
        type: "project",
        owner: project.id,
        ok: false,
        message: "Viewers and guests can only be given viewer or guest access",
      },
      { type: "project", owner: project.id, ok: true },
    ]);
    expect((await rows(team.viewer.id)).projects).toEqual([{ projectId: project.id, role: "viewer" }]);
    const guest = await post(team.admin, team.guest, [addModule(board.id, project.id, "guest")]);
    expect(guest.body[0]?.ok).toBe(true);
  });

  it("speaks the caller's language in row messages", async () => {
    const res = await post(
      team.admin,
      team.member,
      [addProject("0123456789abcdef01234567")],
      "NEXT_LOCALE=es",
    );
    expect(res.body[0]).toMatchObject({
      ok: false,
      message: "Proyecto no encontrado en este espacio de trabajo",
    });
  });

  it("is refused without userManagement.edit, for the owner, for oneself, and for admins unless by the owner", async () => {
    for (const actor of [team.member, team.viewer, team.guest]) {
      expect(
        (
          await post(actor, team.guest.id === actor.id ? team.viewer : team.guest, [
            addProject(project.id, "guest"),
          ])
        ).status,
      ).toBe(403);
    }
    const owner = await post(team.admin, team.owner, [addProject(project.id)]);
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual(errorBody(403, "The owner always has access to everything"));
    expect((await post(team.admin, team.admin, [addProject(project.id)])).status).toBe(403);
    const second = await seedTeam("Second");
    await getDb().workspaceMember.create({
      data: { id: newId(), workspaceId: team.workspace.id, userId: second.admin.id, role: "admin" },
    });
    expect((await post(team.admin, second.admin, [addProject(project.id)])).status).toBe(403);
    expect((await post(team.owner, second.admin, [addProject(project.id)])).status).toBe(200);
    expect(await getDb().projectAccess.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("answers 404 for a member of another workspace", async () => {
    const other = await seedTeam("Other");
    const res = await post(team.owner, other.member, [addProject(project.id)]);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody(404, "Member not found"));
    expect(await getDb().projectAccess.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("answers 400 for malformed payloads, applying nothing", async () => {
    const bad: unknown[] = [
      { rows: [] },
      [{ type: "folder", action: "add", owner: project.id, role: "member" }],
      [{ type: "project", action: "grant", owner: project.id, role: "member" }],
      [{ type: "project", action: "add", owner: "nope", role: "member" }],
      [{ type: "project", action: "add", owner: project.id, role: "owner" }],
      [{ type: "project", action: "add", owner: project.id }],
      [addProject(project.id), "row"],
      Array.from({ length: 1001 }, () => addProject(project.id)),
      [{ ...addProject(project.id), parentOwner: "x".repeat(5000) }],
    ];
    for (const body of bad) {
      const res = await post(team.owner, team.member, body);
      expect(res.status).toBe(400);
    }
    const badId = await call(postAccess, { token: team.owner.token, params: { memberId: "abc" }, body: [] });
    expect(badId.body).toEqual(errorBody(400, "Invalid id"));
    expect(await getDb().projectAccess.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("checks a whole payload's projects and modules in two queries, then one statement and its event per row", async () => {
    const payload = [
      addProject(project.id),
      addModule(board.id, project.id),
      addModule(calendar.id, project.id),
    ];
    const { queries } = await recordQueries(() => post(team.owner, team.member, payload));
    // The actor with the caller's membership, the target, two lookups for the whole payload and two
    // of the member's current roles (the audit entry's "before"), then per row its own transaction:
    // one native upsert (INSERT ... ON CONFLICT), its access.changed event in the outbox, the commit;
    // then the audit entry (the member's name, the actor's, the INSERT).
    expect(queries).toHaveLength(6 + 3 * payload.length + 3);
    for (let row = 0; row < payload.length; row++) {
      const [upsert, event, commit] = queries.slice(6 + 3 * row, 9 + 3 * row);
      expect(upsert).toMatch(/^INSERT.*ON CONFLICT/s);
      expect(event).toMatch(/^INSERT INTO "DomainEventLog"/);
      expect(commit).toBe("COMMIT");
    }
  });
});

describe("GET /api/v1/workspace/access/{memberId}", () => {
  it("returns the member's rows of this workspace only, in the payload's shape", async () => {
    const other = await seedTeam("Other");
    await getDb().workspaceMember.create({
      data: { id: newId(), workspaceId: other.workspace.id, userId: team.member.id, role: "member" },
    });
    const theirs = await seedProject(getDb(), other.workspace.id);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: theirs.id, userId: team.member.id, role: "admin" },
    });
    await post(team.admin, team.member, [
      addProject(project.id, "member"),
      addModule(board.id, project.id, "viewer"),
    ]);

    // The project is private: a viewer of User management would not see it (access-visibility.test.ts).
    const res = await call(getAccess, { token: team.admin.token, params: { memberId: team.member.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { type: "project", owner: project.id, name: "Launch", role: "member", parentOwner: null },
      { type: "module", owner: board.id, name: "Board", role: "viewer", parentOwner: project.id },
    ]);
  });

  it("answers 404 for another workspace's member and 400 for a malformed id", async () => {
    const other = await seedTeam("Other");
    expect(
      (await call(getAccess, { token: team.owner.token, params: { memberId: other.owner.id } })).status,
    ).toBe(404);
    expect((await call(getAccess, { token: team.owner.token, params: { memberId: "0" } })).status).toBe(400);
    expect((await call(getAccess, { params: { memberId: team.owner.id } })).status).toBe(401);
  });
});
