import { GET, PATCH } from "@/app/api/v1/workspaces/module/project/[projectId]/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, seedTeam, type Team, type TeamUser } from "../members/team";

interface ModuleView {
  id: string;
  moduleId: string;
  tag: string;
  name: string;
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  private: boolean;
  isBookmark: boolean;
  resizeHandles: string[];
  isResizable: boolean;
  project: string;
}

let team: Team;
let project: { id: string };
let mods: { id: string; name: string; tag: string }[];
beforeEach(async () => {
  team = await seedTeam();
  project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  mods = [];
  for (const tag of ["TaskManagement", "AICalendar", "OnlineChat", "TimeTracker"]) {
    mods.push(await seedProjectModule(getDb(), project.id, { tag }));
  }
});

const list = (actor: TeamUser, projectId = project.id) =>
  call<ModuleView[]>(GET, { token: actor.token, params: { projectId } });
const batch = (actor: TeamUser, body: unknown, projectId = project.id) =>
  call<ModuleView[]>(PATCH, { method: "PATCH", token: actor.token, params: { projectId }, body });
const stored = () =>
  getDb().projectModule.findMany({
    where: { projectId: project.id },
    select: { id: true, tag: true, name: true, i: true, x: true, y: true, w: true, h: true },
  });
const byIndex = <T extends { i: string }>(rows: T[]) => [...rows].sort((a, b) => Number(a.i) - Number(b.i));

describe("GET /api/v1/workspaces/module/project/{projectId}", () => {
  it("lists the grid in index order with the spec's fields for every role", async () => {
    await getDb().projectModuleBookmark.create({ data: { userId: team.viewer.id, moduleId: mods[1]!.id } });
    // Guests see only the projects they were given.
    expect((await list(team.guest)).status).toBe(404);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: project.id, userId: team.guest.id, role: "guest" },
    });
    for (const actor of [team.owner, team.admin, team.member, team.viewer, team.guest]) {
      const res = await list(actor);
      expect(res.status).toBe(200);
      expect(res.body.map((m) => m.id)).toEqual(mods.map((m) => m.id));
      expect(res.body.map((m) => m.i)).toEqual(["0", "1", "2", "3"]);
      expect(res.body[1]!.isBookmark).toBe(actor === team.viewer);
    }
    const res = await list(team.member);
    expect(res.body[0]).toEqual({
      id: mods[0]!.id,
      moduleId: expect.stringMatching(/^[0-9a-f]{24}$/),
      tag: "TaskManagement",
      name: mods[0]!.name,
      i: "0",
      x: 0,
      y: 0,
      w: expect.any(Number),
      h: expect.any(Number),
      private: false,
      isBookmark: false,
      resizeHandles: ["se"],
      isResizable: true,
      project: project.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("orders by Number(i), not by the string", async () => {
    const db = getDb();
    for (const [index, m] of mods.entries()) {
      await db.projectModule.update({ where: { id: m.id }, data: { i: String([10, 2, 1, 0][index]) } });
    }
    const res = await list(team.member);
    expect(res.body.map((m) => m.id)).toEqual([mods[3]!.id, mods[2]!.id, mods[1]!.id, mods[0]!.id]);
  });

  it("hides private projects from members without access, shows them with access and to admins", async () => {
    const secret = await seedProject(getDb(), team.workspace.id, { private: true });
    await seedProjectModule(getDb(), secret.id);
    expect((await list(team.member, secret.id)).status).toBe(404);
    expect((await list(team.guest, secret.id)).status).toBe(404);
    expect((await list(team.admin, secret.id)).body).toHaveLength(1);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: secret.id, userId: team.member.id, role: "viewer" },
    });
    expect((await list(team.member, secret.id)).body).toHaveLength(1);
  });

  it("answers 404 for other workspaces' projects and unknown ids, 400 for malformed ids, 401 anonymous", async () => {
    const other = await seedTeam("Other");
    const theirs = await seedProject(getDb(), other.workspace.id);
    expect(await list(team.owner, theirs.id)).toMatchObject({ status: 404 });
    expect(await list(team.owner, newId())).toMatchObject({ status: 404 });
    const bad = await list(team.owner, "nope");
    expect(bad).toMatchObject({ status: 400, body: errorBody(400, "Invalid id") });
    expect((await call(GET, { params: { projectId: project.id } })).status).toBe(401);
  });

  it("lists in one query round", async () => {
    const { queries } = await recordQueries(() => list(team.member));
    const selects = queries.filter((q) => /^\s*SELECT/i.test(q) && /"ProjectModule"/.test(q));
    expect(selects.length).toBe(1);
  });
});

describe("PATCH /api/v1/workspaces/module/project/{projectId}", () => {
  it("creates, updates and deletes in one call, renumbering after the delete", async () => {
    const res = await batch(team.admin, {
      create: [{ tag: "FormBuilder", x: 4, y: 40, w: 4, h: 8 }],
      delete: [mods[1]!.id],
      update: { [mods[2]!.id]: { name: "Team chat", x: 8, w: 4 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((m) => [m.tag, m.i])).toEqual([
      ["TaskManagement", "0"],
      ["OnlineChat", "1"],
      ["TimeTracker", "2"],
      ["FormBuilder", "3"],
    ]);
    const rows = byIndex(await stored());
    expect(rows.map((r) => r.i)).toEqual(["0", "1", "2", "3"]);
    expect(rows[1]).toMatchObject({ id: mods[2]!.id, name: "Team chat", x: 8, w: 4 });
    // Not renamed: no name is stored, and the catalog title shows in the caller's language.
    expect(rows[3]).toMatchObject({ tag: "FormBuilder", name: null, x: 4, y: 40, w: 4, h: 8 });
    expect(res.body[3]!.name).toBe("Form builder");
    expect(await getDb().projectModule.findUnique({ where: { id: mods[1]!.id } })).toBeNull();
  });

  it("strips server-managed and client-only fields from updates", async () => {
    const other = await seedProject(getDb(), team.workspace.id);
    const res = await batch(team.member, {
      update: {
        [mods[0]!.id]: {
          id: newId(),
          _id: "x",
          __v: 3,
          project: other.id,
          creator: team.owner.id,
          workspace: "x",
          owner: "x",
          deleted: true,
          active: false,
          createdAt: "2000-01-01",
          updatedAt: "2000-01-01",
          isBookmark: true,
          resizeHandles: ["n"],
          tag: "CRM",
          name: "Renamed board",
        },
      },
    });
    expect(res.status).toBe(200);
    const row = await getDb().projectModule.findUniqueOrThrow({ where: { id: mods[0]!.id } });
    expect(row).toMatchObject({ projectId: project.id, name: "Renamed board", tag: "TaskManagement" });
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect(await getDb().projectModuleBookmark.count({ where: { userId: team.member.id } })).toBe(0);
  });

  it("inserts a create at the index it asks for and accepts moduleId references", async () => {
    const chat = await getDb().moduleDefinition.findUniqueOrThrow({ where: { tag: "FileManagement" } });
    const res = await batch(team.admin, { create: [{ moduleId: chat.id, i: "1", x: 0, y: 50, w: 6, h: 8 }] });
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.tag)).toEqual([
      "TaskManagement",
      "AICalendar",
      "FileManagement",
      "OnlineChat",
      "TimeTracker",
    ]);
    expect(res.body.map((m) => m.i)).toEqual(["0", "1", "2", "3", "4"]);
  });

  it("applies nothing when one part is invalid (one transaction)", async () => {
    const before = await stored();
    const res = await batch(team.admin, {
      create: [{ tag: "FormBuilder", x: 0, y: 60, w: 4, h: 8 }],
      delete: [mods[0]!.id],
      update: { [newId()]: { name: "Ghost module" } },
    });
    expect(res.status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("lets project admins, admins and the owner delete; members, viewers and guests get 403", async () => {
    for (const actor of [team.member, team.viewer, team.guest]) {
      const res = await batch(actor, { delete: [mods[0]!.id] });
      expect(res).toMatchObject({ status: 403 });
    }
    expect(await stored()).toHaveLength(4);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: project.id, userId: team.member.id, role: "admin" },
    });
    for (const [index, actor] of [team.member, team.admin, team.owner].entries()) {
      const res = await batch(actor, { delete: [mods[index]!.id] });
      expect(res.status).toBe(200);
    }
    expect(byIndex(await stored()).map((r) => [r.id, r.i])).toEqual([[mods[3]!.id, "0"]]);
  });

  it("404s for private projects the member cannot see, other workspaces and other projects' modules", async () => {
    const secret = await seedProject(getDb(), team.workspace.id, { private: true });
    expect((await batch(team.member, { create: [] }, secret.id)).status).toBe(404);
    expect((await batch(team.admin, { create: [] }, secret.id)).status).toBe(200);

    const other = await seedTeam("Other");
    const theirs = await seedProject(getDb(), other.workspace.id);
    const theirModule = await seedProjectModule(getDb(), theirs.id);
    expect((await batch(team.owner, { create: [] }, theirs.id)).status).toBe(404);
    expect((await batch(other.owner, { delete: [mods[0]!.id] }, project.id)).status).toBe(404);

    const sibling = await seedProject(getDb(), team.workspace.id);
    const siblingModule = await seedProjectModule(getDb(), sibling.id);
    for (const id of [theirModule.id, siblingModule.id]) {
      expect(await batch(team.owner, { delete: [id] })).toMatchObject({ status: 404 });
      expect(await batch(team.owner, { update: { [id]: { name: "Stolen one" } } })).toMatchObject({
        status: 404,
      });
    }
    expect(
      await getDb().projectModule.count({ where: { id: { in: [theirModule.id, siblingModule.id] } } }),
    ).toBe(2);
  });

  it.each([
    ["a malformed project id", "nope", {}, "Invalid id"],
    ["a malformed delete id", null, { delete: ["xyz"] }, "Invalid id"],
    ["a malformed update key", null, { update: { xyz: { name: "Okay name" } } }, undefined],
    ["delete not a list", null, { delete: "abc" }, undefined],
    ["a body that is a list", null, [], undefined],
    ["x outside the grid", null, { create: [{ tag: "FormBuilder", x: 12, y: 0, w: 4, h: 8 }] }, undefined],
    ["x + w past 12 columns", null, { create: [{ tag: "FormBuilder", x: 10, y: 0, w: 4, h: 8 }] }, undefined],
    ["a negative y", null, { create: [{ tag: "FormBuilder", x: 0, y: -1, w: 4, h: 8 }] }, undefined],
    ["a fractional w", null, { create: [{ tag: "FormBuilder", x: 0, y: 0, w: 4.5, h: 8 }] }, undefined],
    ["a string x", null, { create: [{ tag: "FormBuilder", x: "0", y: 0, w: 4, h: 8 }] }, undefined],
    ["missing h", null, { create: [{ tag: "FormBuilder", x: 0, y: 0, w: 4 }] }, undefined],
    [
      "w below the catalog minimum",
      null,
      { create: [{ tag: "FormBuilder", x: 0, y: 0, w: 1, h: 8 }] },
      undefined,
    ],
    [
      "an inactive module",
      null,
      { create: [{ tag: "CRM", x: 0, y: 0, w: 4, h: 8 }] },
      "This module is not available yet",
    ],
    ["an unknown tag", null, { create: [{ tag: "Nope", x: 0, y: 0, w: 4, h: 8 }] }, "Unknown module"],
    ["no catalog reference", null, { create: [{ x: 0, y: 0, w: 4, h: 8 }] }, undefined],
    [
      "an unknown moduleId",
      null,
      { create: [{ moduleId: "0".repeat(24), x: 0, y: 0, w: 4, h: 8 }] },
      "Unknown module",
    ],
    ["a short name", null, { update: { MOD0: { name: "ab" } } }, "Name must be at least 3 characters long."],
    ["an empty name", null, { update: { MOD0: { name: "  " } } }, "Name is required"],
    ["a huge name", null, { update: { MOD0: { name: "x".repeat(5000) } } }, undefined],
    ["a wrong-typed private", null, { update: { MOD0: { private: "yes" } } }, undefined],
    ["an update moving past the grid", null, { update: { MOD0: { x: 11 } } }, undefined],
    ["a bad index", null, { update: { MOD0: { i: "-1" } } }, undefined],
    [
      "too many creates",
      null,
      { create: Array.from({ length: 51 }, () => ({ tag: "FormBuilder", x: 0, y: 0, w: 4, h: 8 })) },
      undefined,
    ],
  ])("answers 400 for %s, changing nothing", async (_label, projectId, body, message) => {
    const before = await stored();
    const json = JSON.parse(JSON.stringify(body).replaceAll("MOD0", mods[0]!.id)) as unknown;
    const res = await batch(team.member, json, projectId ?? project.id);
    expect(res.status).toBe(400);
    if (message) expect(res.body).toEqual(errorBody(400, message));
    expect(await stored()).toEqual(before);
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await call(PATCH, {
      method: "PATCH",
      token: team.member.token,
      params: { projectId: project.id },
      rawBody: "{nope",
    });
    expect(res.status).toBe(400);
  });

  it("applies a batch in a bounded number of statements (createMany, one UPDATE per changed module)", async () => {
    const creates = Array.from({ length: 10 }, (_, n) => ({
      tag: "FormBuilder",
      x: 0,
      y: 100 + n * 8,
      w: 4,
      h: 8,
    }));
    const { result, queries } = await recordQueries(() =>
      batch(team.admin, {
        create: creates,
        delete: [mods[0]!.id],
        update: { [mods[3]!.id]: { name: "Timer" } },
      }),
    );
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(13);
    const inserts = queries.filter(
      (q) => /^\s*INSERT/i.test(q) && !q.includes('"DomainEventLog"') && !q.includes('"AuditLogEntry"'),
    );
    const deletes = queries.filter((q) => /^\s*DELETE/i.test(q));
    const updates = queries.filter((q) => /^\s*UPDATE/i.test(q));
    expect(inserts).toHaveLength(1);
    // A module went: one access.changed event in the outbox and one audit entry (after a read of the
    // actor's name), in the same transaction.
    expect(queries.filter((q) => q.includes('INSERT INTO "DomainEventLog"'))).toHaveLength(1);
    expect(queries.filter((q) => q.includes('"AuditLogEntry"'))).toHaveLength(1);
    expect(deletes).toHaveLength(1);
    // Three modules shift down (one also renamed) and the project's updatedAt is touched.
    expect(updates).toHaveLength(4);
    expect(queries.length).toBeLessThanOrEqual(18);
  });
});
