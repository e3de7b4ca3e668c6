import { GET as getInventories } from "@/app/api/v1/workspaces/module/inventories/route";
import { PATCH as patchOne } from "@/app/api/v1/workspaces/module/[moduleId]/route";
import { GET, PATCH } from "@/app/api/v1/workspaces/module/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, seedTeam, type Team, type TeamUser } from "../members/team";

interface WorkspaceModule {
  id: string;
  name: string;
  tag: string;
  moduleId: string;
  isBookmark: boolean;
  i: string;
}
interface Inventory {
  tag: string;
  active: boolean;
  placed: { projects: number; workspace: number; total: number };
}

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

const list = (actor: TeamUser) => call<WorkspaceModule[]>(GET, { token: actor.token });
const batch = (actor: TeamUser, body: unknown) =>
  call<WorkspaceModule[]>(PATCH, { method: "PATCH", token: actor.token, body });
const patch = (actor: TeamUser, moduleId: string, body: unknown) =>
  call<WorkspaceModule>(patchOne, { method: "PATCH", token: actor.token, params: { moduleId }, body });
const seedThree = async () =>
  (
    await batch(team.owner, {
      create: [{ tag: "AICalendar" }, { tag: "OnlineChat" }, { tag: "TimeTracker" }],
    })
  ).body;

describe("PATCH/GET /api/v1/workspaces/module", () => {
  it("creates, renames and deletes workspace modules in one call, renumbering", async () => {
    const three = await seedThree();
    expect(three.map((m) => [m.tag, m.i])).toEqual([
      ["AICalendar", "0"],
      ["OnlineChat", "1"],
      ["TimeTracker", "2"],
    ]);
    const res = await batch(team.admin, {
      create: [{ tag: "FileManagement", name: "Shared files", i: 0 }],
      delete: [three[1]!.id],
      update: { [three[2]!.id]: { name: "Hours", id: newId(), workspace: "x", createdAt: "2000-01-01" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((m) => [m.name, m.i])).toEqual([
      ["AI calendar", "0"],
      ["Shared files", "1"],
      ["Hours", "2"],
    ]);
    const rows = await getDb().workspaceModule.findMany({ where: { workspaceId: team.workspace.id } });
    expect(rows.map((r) => r.i).sort()).toEqual(["0", "1", "2"]);
    expect(rows.find((r) => r.id === three[2]!.id)).toMatchObject({
      name: "Hours",
      workspaceId: team.workspace.id,
    });
    expect((await list(team.viewer)).body.map((m) => m.id)).toEqual(res.body.map((m) => m.id));
    // Guests see only the workspace modules they were made members of.
    expect((await list(team.guest)).body).toEqual([]);
  });

  it("refuses viewers and guests (403) and bad input (400), changing nothing", async () => {
    const three = await seedThree();
    for (const actor of [team.viewer, team.guest]) {
      expect((await batch(actor, { delete: [three[0]!.id] })).status).toBe(403);
    }
    for (const body of [
      { create: [{ tag: "CRM" }] },
      { create: [{ tag: "Nope" }] },
      { create: [{}] },
      { delete: ["bad"] },
      { update: { [three[0]!.id]: { name: "x" } } },
      { update: { [three[0]!.id]: { i: "one" } } },
      { create: "all" },
    ]) {
      expect((await batch(team.member, body)).status).toBe(400);
    }
    expect((await list(team.member)).body.map((m) => m.id)).toEqual(three.map((m) => m.id));
  });

  it("404s for another workspace's module ids", async () => {
    const other = await seedTeam("Other");
    const theirs = (await batch(other.owner, { create: [{ tag: "AICalendar" }] })).body[0]!;
    expect((await batch(team.owner, { delete: [theirs.id] })).status).toBe(404);
    expect((await batch(team.owner, { update: { [theirs.id]: { name: "Taken over" } } })).status).toBe(404);
    expect((await list(team.owner)).body).toEqual([]);
    expect(await getDb().workspaceModule.count({ where: { id: theirs.id } })).toBe(1);
  });

  it("lists in one query", async () => {
    await seedThree();
    const { result, queries } = await recordQueries(() => list(team.member));
    expect(result.body).toHaveLength(3);
    expect(queries.filter((q) => /"WorkspaceModule"/.test(q))).toHaveLength(1);
  });
});

describe("PATCH /api/v1/workspaces/module/{moduleId}", () => {
  it("renames (member+) and bookmarks per user (anyone)", async () => {
    const [first] = await seedThree();
    expect(await patch(team.member, first!.id, { name: "Calendar" })).toMatchObject({
      status: 200,
      body: { name: "Calendar", isBookmark: false },
    });
    expect((await patch(team.viewer, first!.id, { name: "Viewer's" })).status).toBe(403);
    expect((await patch(team.viewer, first!.id, { isBookmark: true })).body.isBookmark).toBe(true);
    expect((await list(team.viewer)).body[0]!.isBookmark).toBe(true);
    expect((await list(team.member)).body[0]!.isBookmark).toBe(false);
    expect((await patch(team.viewer, first!.id, { isBookmark: false })).body.isBookmark).toBe(false);
    // A module a guest does not see is not found to them.
    expect((await patch(team.guest, first!.id, { isBookmark: true })).status).toBe(404);
  });

  it("answers 400 for bad input, 404 across workspaces", async () => {
    const [first] = await seedThree();
    expect(await patch(team.member, first!.id, { name: "ab" })).toMatchObject({
      body: errorBody(400, "Name must be at least 3 characters long."),
    });
    expect((await patch(team.member, first!.id, {})).status).toBe(400);
    expect((await patch(team.member, first!.id, { isBookmark: 1 })).status).toBe(400);
    expect(await patch(team.member, "bad", { isBookmark: true })).toMatchObject({
      body: errorBody(400, "Invalid id"),
    });
    const other = await seedTeam("Other");
    expect((await patch(other.owner, first!.id, { isBookmark: true })).status).toBe(404);
    expect((await patch(other.owner, first!.id, { name: "Mine now" })).status).toBe(404);
  });
});

describe("GET /api/v1/workspaces/module/inventories", () => {
  it("counts each catalog module placed in the workspace, on visible projects and at workspace level", async () => {
    const project = await seedProject(getDb(), team.workspace.id);
    const secret = await seedProject(getDb(), team.workspace.id, { private: true });
    await seedProjectModule(getDb(), project.id, { tag: "AICalendar" });
    await seedProjectModule(getDb(), secret.id, { tag: "AICalendar" });
    await batch(team.owner, { create: [{ tag: "AICalendar" }, { tag: "OnlineChat" }] });
    const other = await seedTeam("Other");
    await seedProjectModule(getDb(), (await seedProject(getDb(), other.workspace.id)).id, {
      tag: "OnlineChat",
    });

    const admin = await call<Inventory[]>(getInventories, { token: team.admin.token });
    expect(admin.status).toBe(200);
    const find = (rows: Inventory[], tag: string) => rows.find((row) => row.tag === tag)!;
    expect(find(admin.body, "AICalendar").placed).toEqual({ projects: 2, workspace: 1, total: 3 });
    expect(find(admin.body, "OnlineChat").placed).toEqual({ projects: 0, workspace: 1, total: 1 });
    expect(find(admin.body, "CRM")).toMatchObject({ active: false, placed: { total: 0 } });
    expect(admin.body.length).toBe(await getDb().moduleDefinition.count());

    const member = await call<Inventory[]>(getInventories, { token: team.member.token });
    expect(find(member.body, "AICalendar").placed).toEqual({ projects: 1, workspace: 1, total: 2 });
    expect((await call(getInventories, {})).status).toBe(401);
  });
});
