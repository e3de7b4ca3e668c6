// Adding someone to a module never hands out its project behind the project admins' back (issue 31,
// item 10). The access rule shows a project's module only to those who see the project, so a person
// who cannot see it would get a module closed to them; giving them the project is giving them every
// public module of it, which is the project admins' decision. So a module admin who does not
// administer the project adds only people who already see it (403 errors.moduleMemberProjectClosed
// otherwise, nothing written); project admins and workspace admins add anyone, opening the project.
import { POST as inviteRoute } from "@/app/api/v1/task-management/[moduleId]/member/route";
import type { ModuleMemberInviteResult } from "@/lib/modules/types";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

const closed = errorBody(
  403,
  "This person cannot see the module's project. Ask a project admin to add them to the project first",
);

const add = (caller: Caller, moduleId: string, person: Caller, role: Role) =>
  call<ModuleMemberInviteResult>(inviteRoute, {
    token: caller.token,
    params: { moduleId },
    body: { email: person.user.email, role },
  });
const grantProject = (projectId: string, caller: Caller, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId: caller.user.id, role } });
const projectRows = (projectId: string) =>
  getDb().projectAccess.findMany({
    where: { projectId },
    select: { userId: true, role: true },
    orderBy: { createdAt: "asc" },
  });
const moduleRows = (moduleId: string) =>
  getDb().moduleMember.findMany({
    where: { projectModuleId: moduleId },
    select: { userId: true, role: true },
  });

let team: Team;
let secret: { id: string };
let secretBoard: string;
let otherBoard: string;

beforeEach(async () => {
  team = await seedTeam();
  secret = await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true });
  secretBoard = (await seedProjectModule(getDb(), secret.id, { name: "Board" })).id;
  otherBoard = (await seedProjectModule(getDb(), secret.id, { name: "Other board" })).id;
  // The member sees the private project as its member and administers the board, not the project.
  await grantProject(secret.id, team.member, "member");
  expect((await add(team.owner, secretBoard, team.member, "admin")).status).toBe(201);
});

describe("a module admin who does not administer the project", () => {
  it("cannot add someone who cannot see the private project (403), and nothing is opened", async () => {
    const res = await add(team.member, secretBoard, team.viewer, "viewer");
    expect(res.body).toEqual(closed);
    expect(await projectRows(secret.id)).toEqual([{ userId: team.member.user.id, role: "member" }]);
    expect((await moduleRows(secretBoard)).map((row) => row.userId)).toEqual([team.member.user.id]);
    // Nothing of the project opened for them: neither this board nor its neighbour.
    expect((await tm.info(team.viewer, secretBoard)).status).toBe(404);
    expect((await tm.info(team.viewer, otherBoard)).status).toBe(404);
  });

  it("cannot give a guest a public project either (guests see only what they are given)", async () => {
    const open = await seedProject(getDb(), team.workspace.id, { name: "Open" });
    const board = (await seedProjectModule(getDb(), open.id)).id;
    expect((await add(team.owner, board, team.member, "admin")).status).toBe(201);
    expect((await add(team.member, board, team.guest, "guest")).body).toEqual(closed);
    expect(await projectRows(open.id)).toEqual([]);
  });

  it("adds someone who already sees the project", async () => {
    await grantProject(secret.id, team.viewer, "viewer");
    const res = await add(team.member, secretBoard, team.viewer, "viewer");
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("added");
    // A workspace admin sees every project: they are added without a project row.
    expect((await add(team.member, secretBoard, team.admin, "member")).status).toBe(201);
    expect(await projectRows(secret.id)).toEqual([
      { userId: team.member.user.id, role: "member" },
      { userId: team.viewer.user.id, role: "viewer" },
    ]);
  });
});

describe("project and workspace admins", () => {
  it("add anyone to a module of their project, which opens the project to them", async () => {
    await getDb().projectAccess.updateMany({
      where: { projectId: secret.id, userId: team.member.user.id },
      data: { role: "admin" },
    });
    expect((await add(team.member, secretBoard, team.viewer, "viewer")).status).toBe(201);
    expect((await add(team.owner, secretBoard, team.guest, "guest")).status).toBe(201);
    expect(await projectRows(secret.id)).toEqual([
      { userId: team.member.user.id, role: "admin" },
      { userId: team.viewer.user.id, role: "viewer" },
      { userId: team.guest.user.id, role: "guest" },
    ]);
    expect((await tm.info(team.viewer, secretBoard)).status).toBe(200);
  });
});
