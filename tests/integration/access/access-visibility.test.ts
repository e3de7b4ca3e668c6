import { GET as getAccess, POST as postAccess } from "@/app/api/v1/workspace/access/[memberId]/route";
import type { Role } from "@/lib/generated/prisma/client";
import { listAccessTree } from "@/lib/server/access/list-access-tree";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { newUser, seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";

type Result = { type: string; owner: string; ok: boolean; message?: string }[];
type Grant = { type: string; owner: string; name: string; role: string; parentOwner: string | null };

const grantProject = (projectId: string, userId: string, role: Role) =>
  getDb().projectAccess.create({ data: { id: newId(), projectId, userId, role } });
const grantModule = (moduleId: string, userId: string, role: Role, workspaceId: string) =>
  getDb().moduleMember.create({
    data: { id: newId(), workspaceId, projectModuleId: moduleId, userId, role },
  });

/** A member whose saved matrix lets them edit User management (members view it by default). */
async function makeEditor(team: Team, caller: Caller): Promise<Caller> {
  const permissions = defaultPermissions("member");
  permissions.userManagement = { view: true, add: false, edit: true, delete: false };
  await getDb().workspaceMember.update({
    where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: caller.user.id } },
    data: { permissions },
  });
  return signedIn(caller.user, team.workspace.id);
}

let team: Team;
let open: { id: string };
let board: { id: string };
let secretBoard: { id: string };
let hidden: { id: string };
let hiddenBoard: { id: string };
let shared: { id: string };
let sharedBoard: { id: string };
/** The member whose access is being managed. */
let target: { id: string };

beforeEach(async () => {
  team = await seedTeam();
  const db = getDb();
  open = await seedProject(db, team.workspace.id, { name: "Open" });
  board = await seedProjectModule(db, open.id, { name: "Board" });
  secretBoard = await seedProjectModule(db, open.id, { name: "Secret board", tag: "AICalendar" });
  await db.projectModule.update({ where: { id: secretBoard.id }, data: { private: true } });
  hidden = await seedProject(db, team.workspace.id, { name: "Hidden", private: true });
  hiddenBoard = await seedProjectModule(db, hidden.id, { name: "Hidden board" });
  shared = await seedProject(db, team.workspace.id, { name: "Shared", private: true });
  sharedBoard = await seedProjectModule(db, shared.id, { name: "Shared board" });
  await grantProject(shared.id, team.member.user.id, "member");
  const cleo = await newUser("Cleo Target");
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: team.workspace.id, userId: cleo.id, role: "member" },
  });
  target = cleo;
});

const tree = async (caller: Caller) =>
  (await listAccessTree(caller.actor)).map((project) => ({
    name: project.name,
    modules: project.modules.map((module) => module.name),
  }));
const byName = <T extends { name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name));

describe("the access tree lists only what the caller can see", () => {
  it("hides private projects and private modules from a viewer of User management", async () => {
    expect(await tree(team.viewer)).toEqual([{ name: "Open", modules: ["Board"] }]);
  });

  it("shows private projects the caller was given, and private modules to their members and project admins", async () => {
    expect(byName(await tree(team.member))).toEqual([
      { name: "Open", modules: ["Board"] },
      { name: "Shared", modules: ["Shared board"] },
    ]);
    await grantModule(secretBoard.id, team.member.user.id, "viewer", team.workspace.id);
    expect(byName(await tree(team.member))).toEqual([
      { name: "Open", modules: ["Board", "Secret board"] },
      { name: "Shared", modules: ["Shared board"] },
    ]);
    await grantProject(open.id, team.viewer.user.id, "admin");
    expect(await tree(team.viewer)).toEqual([{ name: "Open", modules: ["Board", "Secret board"] }]);
  });

  it("shows everything to workspace admins", async () => {
    expect(byName(await tree(team.admin))).toEqual([
      { name: "Hidden", modules: ["Hidden board"] },
      { name: "Open", modules: ["Board", "Secret board"] },
      { name: "Shared", modules: ["Shared board"] },
    ]);
  });
});

describe("POST /api/v1/workspace/access/{memberId} by an editor who does not see everything", () => {
  const add = (type: "project" | "module", owner: string, parentOwner: string | null = null) => ({
    type,
    action: "add",
    owner,
    role: "member",
    parentOwner,
    serverRole: null,
  });
  const post = (caller: Caller, body: unknown) =>
    call<Result>(postAccess, { token: caller.token, params: { memberId: target.id }, body });

  it("fails rows naming hidden projects and modules as not found, like another workspace's ids, and writes nothing there", async () => {
    const editor = await makeEditor(team, team.member);
    const res = await post(editor, [
      add("project", hidden.id),
      add("module", hiddenBoard.id, hidden.id),
      add("module", secretBoard.id, open.id),
      add("project", shared.id),
      add("module", sharedBoard.id, shared.id),
      add("project", open.id),
      add("module", board.id, open.id),
    ]);
    expect(res.status).toBe(200);
    const projectNotFound = "Project not found in this workspace";
    const moduleNotFound = "Module not found in this workspace";
    expect(res.body).toEqual([
      { type: "project", owner: hidden.id, ok: false, message: projectNotFound },
      { type: "module", owner: hiddenBoard.id, ok: false, message: moduleNotFound },
      { type: "module", owner: secretBoard.id, ok: false, message: moduleNotFound },
      { type: "project", owner: shared.id, ok: true },
      { type: "module", owner: sharedBoard.id, ok: true },
      { type: "project", owner: open.id, ok: true },
      { type: "module", owner: board.id, ok: true },
    ]);
    const db = getDb();
    expect(
      (await db.projectAccess.findMany({ where: { userId: target.id }, select: { projectId: true } }))
        .map((row) => row.projectId)
        .sort(),
    ).toEqual([open.id, shared.id].sort());
    expect(
      (await db.moduleMember.findMany({ where: { userId: target.id }, select: { projectModuleId: true } }))
        .map((row) => row.projectModuleId)
        .sort(),
    ).toEqual([board.id, sharedBoard.id].sort());
  });

  it("neither removes hidden grants nor, through a project's removal, memberships of modules the editor cannot see", async () => {
    await grantProject(hidden.id, target.id, "member");
    await grantModule(hiddenBoard.id, target.id, "member", team.workspace.id);
    await grantProject(open.id, target.id, "member");
    await grantModule(board.id, target.id, "member", team.workspace.id);
    await grantModule(secretBoard.id, target.id, "member", team.workspace.id);
    const editor = await makeEditor(team, team.member);
    const res = await post(editor, [
      { type: "project", action: "remove", owner: hidden.id },
      { type: "module", action: "remove", owner: secretBoard.id, parentOwner: open.id },
      { type: "project", action: "remove", owner: open.id },
    ]);
    expect(res.body).toEqual([
      { type: "project", owner: hidden.id, ok: false, message: "Project not found in this workspace" },
      { type: "module", owner: secretBoard.id, ok: false, message: "Module not found in this workspace" },
      { type: "project", owner: open.id, ok: true },
    ]);
    const db = getDb();
    expect(
      await db.projectAccess.findMany({ where: { userId: target.id }, select: { projectId: true } }),
    ).toEqual([{ projectId: hidden.id }]);
    expect(
      (await db.moduleMember.findMany({ where: { userId: target.id }, select: { projectModuleId: true } }))
        .map((row) => row.projectModuleId)
        .sort(),
    ).toEqual([hiddenBoard.id, secretBoard.id].sort());
  });

  it("still lets workspace admins change every project and module", async () => {
    const res = await post(team.admin, [
      add("project", hidden.id),
      add("module", hiddenBoard.id, hidden.id),
      add("module", secretBoard.id, open.id),
    ]);
    expect(res.body.every((row) => row.ok)).toBe(true);
  });
});

describe("GET /api/v1/workspace/access/{memberId}", () => {
  it("lists only the member's grants on projects and modules the caller can see", async () => {
    await grantProject(hidden.id, target.id, "member");
    await grantModule(hiddenBoard.id, target.id, "member", team.workspace.id);
    await grantProject(open.id, target.id, "viewer");
    await grantModule(board.id, target.id, "viewer", team.workspace.id);
    await grantModule(secretBoard.id, target.id, "viewer", team.workspace.id);
    const seen = async (caller: Caller) =>
      (await call<Grant[]>(getAccess, { token: caller.token, params: { memberId: target.id } })).body
        .map((row) => row.name)
        .sort();
    expect(await seen(team.viewer)).toEqual(["Board", "Open"]);
    expect(await seen(team.admin)).toEqual(["Board", "Hidden", "Hidden board", "Open", "Secret board"]);
  });
});
