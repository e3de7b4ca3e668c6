// Module names in the viewer's language (issue 40): a module placed from the catalog (the project
// wizard, onboarding, the grid's drawer) stores no name, so each viewer reads its kind's title in their
// own language; a name someone typed is theirs. The migration 20261203075000_module_names_untyped
// clears the names earlier placements stored (a catalog title in English or Spanish) and keeps typed ones.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { GET as modulesRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/route";
import { POST as createRoute } from "@/app/api/v1/workspaces/project/route";
import { getDb } from "@/lib/server/db";
import { databaseEnv } from "@/lib/server/env";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam } from "../workspaces/helpers";
import type { ProjectBody } from "./helpers";

const spanish = { "accept-language": "es" };

describe("a module placed from the catalog", () => {
  it("stores no name: its kind's title shows in each viewer's language", async () => {
    const team = await seedTeam();
    const res = await call<ProjectBody>(createRoute, {
      token: team.member.token,
      headers: spanish,
      body: { name: "Lanzamiento", private: false, modules: ["TimeTracker"] },
    });
    expect(res.status).toBe(201);
    expect(res.body.modules.map((module) => module.name)).toEqual(["Control de tiempo"]);
    const row = await getDb().projectModule.findFirstOrThrow({ where: { projectId: res.body.id } });
    expect(row.name).toBeNull();
    const list = (headers: Record<string, string>) =>
      call<{ name: string }[]>(modulesRoute, {
        token: team.owner.token,
        headers,
        params: { projectId: res.body.id },
      });
    expect((await list({})).body.map((module) => module.name)).toEqual(["Time tracking"]);
    expect((await list(spanish)).body.map((module) => module.name)).toEqual(["Control de tiempo"]);
  });
});

describe("the migration of names stored before", () => {
  it("clears a name that is its kind's title, in either language or as the catalog stores it, and keeps typed ones", async () => {
    const team = await seedTeam();
    const db = getDb();
    const project = await seedProject(db, team.workspace.id, { name: "Old" });
    const english = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Time tracking" });
    const español = await seedProjectModule(db, project.id, {
      tag: "TimeTracker",
      name: "Control de tiempo",
    });
    const catalog = await seedProjectModule(db, project.id, { tag: "TaskManagement" });
    const typed = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Horas del equipo" });
    // Another kind's title is a name someone typed for this one.
    const other = await seedProjectModule(db, project.id, { tag: "TimeTracker", name: "Online chat" });
    const sql = readFileSync(
      path.join(process.cwd(), "prisma/migrations/20261203075000_module_names_untyped/migration.sql"),
      "utf8",
    );
    const client = new Client({ connectionString: databaseEnv().DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
    const names = new Map(
      (
        await db.projectModule.findMany({
          where: { projectId: project.id },
          select: { id: true, name: true },
        })
      ).map((row) => [row.id, row.name]),
    );
    expect(names.get(english.id)).toBeNull();
    expect(names.get(español.id)).toBeNull();
    expect(names.get(catalog.id)).toBeNull();
    expect(names.get(typed.id)).toBe("Horas del equipo");
    expect(names.get(other.id)).toBe("Online chat");
  });
});
