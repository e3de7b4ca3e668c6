import { PATCH } from "@/app/api/v1/workspaces/module/[moduleId]/project/[projectId]/route";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Team, type TeamUser } from "../members/team";

interface ModuleView {
  id: string;
  name: string;
  i: string;
  x: number;
  y: number;
  project: string;
  isBookmark: boolean;
}

let team: Team;
let source: { id: string };
let target: { id: string };
let src: { id: string }[];
let dst: { id: string }[];
beforeEach(async () => {
  team = await seedTeam();
  source = await seedProject(getDb(), team.workspace.id, { name: "Source" });
  target = await seedProject(getDb(), team.workspace.id, { name: "Target" });
  src = [];
  dst = [];
  for (const tag of ["TaskManagement", "AICalendar", "OnlineChat"]) {
    src.push(await seedProjectModule(getDb(), source.id, { tag }));
  }
  for (const tag of ["TimeTracker", "FormBuilder"])
    dst.push(await seedProjectModule(getDb(), target.id, { tag }));
});

const patch = (actor: TeamUser, moduleId: string, body: unknown, projectId = source.id) =>
  call<ModuleView>(PATCH, { method: "PATCH", token: actor.token, params: { moduleId, projectId }, body });
const grid = async (projectId: string) =>
  (await getDb().projectModule.findMany({ where: { projectId }, select: { id: true, i: true } }))
    .sort((a, b) => Number(a.i) - Number(b.i))
    .map((row) => [row.id, row.i]);

describe("PATCH /api/v1/workspaces/module/{moduleId}/project/{projectId}", () => {
  it("moves a module to another project and renumbers both grids", async () => {
    const res = await patch(team.admin, src[0]!.id, { project: target.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: src[0]!.id, project: target.id, i: "2" });
    expect(await grid(source.id)).toEqual([
      [src[1]!.id, "0"],
      [src[2]!.id, "1"],
    ]);
    expect(await grid(target.id)).toEqual([
      [dst[0]!.id, "0"],
      [dst[1]!.id, "1"],
      [src[0]!.id, "2"],
    ]);
    // Placed at a free spot of the target grid: it overlaps none of the modules there.
    const rows = await getDb().projectModule.findMany({ where: { projectId: target.id } });
    const moved = rows.find((row) => row.id === src[0]!.id)!;
    for (const row of rows.filter((r) => r.id !== moved.id)) {
      const overlap =
        moved.x < row.x + row.w &&
        row.x < moved.x + moved.w &&
        moved.y < row.y + row.h &&
        row.y < moved.y + moved.h;
      expect(overlap).toBe(false);
    }
  });

  it("moving to the same project changes nothing", async () => {
    const res = await patch(team.member, src[1]!.id, { project: source.id });
    expect(res.status).toBe(200);
    expect(await grid(source.id)).toEqual(src.map((m, index) => [m.id, String(index)]));
  });

  it("renames (member+) with the name rules", async () => {
    expect(await patch(team.member, src[0]!.id, { name: "  Sprint board " })).toMatchObject({
      status: 200,
      body: { name: "Sprint board" },
    });
    expect(await patch(team.member, src[0]!.id, { name: "ab" })).toMatchObject({
      status: 400,
      body: errorBody(400, "Name must be at least 3 characters long."),
    });
    expect(await patch(team.member, src[0]!.id, { name: "" })).toMatchObject({
      body: errorBody(400, "Name is required"),
    });
    expect((await patch(team.member, src[0]!.id, { name: 42 })).status).toBe(400);
    expect((await patch(team.member, src[0]!.id, { name: "x".repeat(10_000) })).status).toBe(400);
    expect((await patch(team.member, src[0]!.id, {})).status).toBe(400);
    expect((await patch(team.member, src[0]!.id, { isBookmark: "yes" })).status).toBe(400);
    expect((await patch(team.member, src[0]!.id, { project: "nope" })).status).toBe(400);
    const row = await getDb().projectModule.findUniqueOrThrow({ where: { id: src[0]!.id } });
    expect(row.name).toBe("Sprint board");
  });

  it("bookmarks per user, for anyone who sees the project (viewers and guests too)", async () => {
    // Guests see only the projects they were given.
    expect((await patch(team.guest, src[0]!.id, { isBookmark: true })).status).toBe(404);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: source.id, userId: team.guest.id, role: "guest" },
    });
    for (const actor of [team.viewer, team.guest]) {
      expect(await patch(actor, src[0]!.id, { isBookmark: true })).toMatchObject({
        status: 200,
        body: { isBookmark: true },
      });
    }
    expect(await patch(team.member, src[0]!.id, { isBookmark: true })).toMatchObject({
      body: { isBookmark: true },
    });
    expect(await patch(team.member, src[0]!.id, { isBookmark: true })).toMatchObject({ status: 200 });
    expect(await patch(team.viewer, src[0]!.id, { isBookmark: false })).toMatchObject({
      body: { isBookmark: false },
    });
    const rows = await getDb().projectModuleBookmark.findMany({ where: { moduleId: src[0]!.id } });
    expect(rows.map((r) => r.userId).sort()).toEqual([team.guest.id, team.member.id].sort());
  });

  it("refuses renames and moves by viewers and guests (403), changing nothing", async () => {
    for (const actor of [team.viewer, team.guest]) {
      expect((await patch(actor, src[0]!.id, { name: "Mine now" })).status).toBe(403);
      expect((await patch(actor, src[0]!.id, { project: target.id })).status).toBe(403);
    }
    expect(await grid(source.id)).toEqual(src.map((m, index) => [m.id, String(index)]));
  });

  it("404s across projects, workspaces and private projects the member cannot see", async () => {
    // The module is not on the project named in the path.
    expect((await patch(team.member, src[0]!.id, { name: "Wrong path" }, target.id)).status).toBe(404);
    expect((await patch(team.member, newId(), { isBookmark: true })).status).toBe(404);

    const other = await seedTeam("Other");
    const theirs = await seedProject(getDb(), other.workspace.id);
    const theirModule = await seedProjectModule(getDb(), theirs.id);
    expect((await patch(team.owner, theirModule.id, { isBookmark: true }, theirs.id)).status).toBe(404);
    // Moving into another workspace's project.
    expect((await patch(team.owner, src[0]!.id, { project: theirs.id })).status).toBe(404);
    expect(await grid(source.id)).toHaveLength(3);

    const secret = await seedProject(getDb(), team.workspace.id, { private: true });
    const hidden = await seedProjectModule(getDb(), secret.id);
    expect((await patch(team.member, hidden.id, { isBookmark: true }, secret.id)).status).toBe(404);
    expect((await patch(team.member, src[0]!.id, { project: secret.id })).status).toBe(404);
    // Admins see private projects and can move into them.
    expect(await patch(team.admin, src[0]!.id, { project: secret.id })).toMatchObject({
      status: 200,
      body: { project: secret.id, i: "1" },
    });
  });

  it("answers 400 for malformed ids and 401 without a session", async () => {
    expect(await patch(team.member, "bad", { isBookmark: true })).toMatchObject({
      status: 400,
      body: errorBody(400, "Invalid id"),
    });
    expect(await patch(team.member, src[0]!.id, { isBookmark: true }, "bad")).toMatchObject({ status: 400 });
    const res = await call(PATCH, {
      method: "PATCH",
      params: { moduleId: src[0]!.id, projectId: source.id },
      body: { isBookmark: true },
    });
    expect(res.status).toBe(401);
  });
});
