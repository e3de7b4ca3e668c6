import { GET as catalogRoute } from "@/app/api/v1/modules/route";
import { call } from "../helpers/http";
import { errorBody, seedTeam } from "../workspaces/helpers";
import { withQuery } from "./helpers";

interface AvailableModule {
  id: string;
  tag: string;
  title: string;
  description: string;
  category: string;
  active: boolean;
  uiSettings: {
    gradient: [string, string];
    coverImage: string;
    configuration: { w: number; h: number; minW: number; minH: number };
  };
}

const catalog = (token: string | undefined, query = "") =>
  call<AvailableModule[]>(withQuery(catalogRoute, query), { token });

describe("GET /api/v1/modules", () => {
  it("lists the catalog in the spec's shape, Quick Access first, then catalog order", async () => {
    const team = await seedTeam();
    const res = await catalog(team.guest.token, "?page=1&limit=1000");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(16);
    expect(res.body[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      tag: "TaskManagement",
      title: "Task management",
      description: expect.any(String),
      category: "Quick Access",
      active: true,
      uiSettings: {
        gradient: ["#4c6ef5", "#15aabf"],
        coverImage: "/modules/task-management.svg",
        configuration: { w: 6, h: 10, minW: 4, minH: 8 },
      },
    });
    const categories = res.body.map((m) => m.category);
    const quickAccess = categories.filter((c) => c === "Quick Access").length;
    expect(categories.slice(0, quickAccess).every((c) => c === "Quick Access")).toBe(true);
    expect(
      res.body
        .filter((m) => !m.active)
        .map((m) => m.tag)
        .sort(),
    ).toEqual(["CRM", "ChartGenerator", "DataTable", "QuizSurvey"]);
    // Without a limit: everything; the same order.
    expect((await catalog(team.owner.token)).body.map((m) => m.tag)).toEqual(res.body.map((m) => m.tag));
  });

  it("answers titles and descriptions in the caller's language", async () => {
    const team = await seedTeam();
    const res = await call<AvailableModule[]>(withQuery(catalogRoute, "?limit=100"), {
      token: team.member.token,
      headers: { cookie: "NEXT_LOCALE=es" },
    });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ tag: "TaskManagement", title: "Gestión de tareas" });
    expect(res.body.find((m) => m.tag === "TimeTracker")?.description).toMatch(/^Registra el tiempo/);
    // Every module has its own Spanish title (no English left behind).
    const english = (await catalog(team.member.token, "?limit=100")).body;
    const same = res.body.filter((m, n) => m.title === english[n]?.title && m.tag !== "CRM");
    expect(same.map((m) => m.tag)).toEqual([]);
  });

  it("pages with any limit", async () => {
    const team = await seedTeam();
    const all = (await catalog(team.member.token, "?limit=100")).body.map((m) => m.tag);
    expect((await catalog(team.member.token, "?page=1&limit=5")).body.map((m) => m.tag)).toEqual(
      all.slice(0, 5),
    );
    expect((await catalog(team.member.token, "?page=2&limit=5")).body.map((m) => m.tag)).toEqual(
      all.slice(5, 10),
    );
    expect((await catalog(team.member.token, "?page=9&limit=5")).body).toEqual([]);
    expect((await catalog(team.member.token, `?limit=${Number.MAX_SAFE_INTEGER}`)).body).toHaveLength(16);
  });

  it("needs a session and refuses bad paging (400)", async () => {
    expect((await catalog(undefined)).status).toBe(401);
    const team = await seedTeam();
    for (const query of ["?limit=0", "?limit=-3", "?limit=x", "?page=0", "?page=a", "?limit=1e400"]) {
      const res = await catalog(team.owner.token, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody(400, expect.any(String)));
    }
  });
});
