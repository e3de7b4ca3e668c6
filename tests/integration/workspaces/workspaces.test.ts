import { GET as listRoute, POST as createRoute } from "@/app/api/v1/workspace/route";
import { GET as getRoute, PATCH as renameRoute } from "@/app/api/v1/workspace/[workspaceId]/route";
import { getDb } from "@/lib/server/db";
import { seedWorkspace } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, newUser, seedTeam, signedIn } from "./helpers";

type Summary = {
  id: string;
  name: string;
  owner: string;
  role: string;
  active: boolean;
  followers: { count: number };
};

const OTHER_ID = "0123456789abcdef01234567";

describe("GET /api/v1/workspace", () => {
  it("lists the caller's workspaces, oldest first, with owner, role, active flag and member count", async () => {
    const team = await seedTeam("Alpha");
    const second = await seedWorkspace(getDb(), team.member.user.id, { name: "Mia's Own" });
    await seedTeam("Stranger's"); // not the caller's: never listed

    const res = await call<Summary[]>(listRoute, { token: team.member.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: team.workspace.id,
        name: "Alpha",
        owner: team.owner.user.id,
        role: "member",
        active: true,
        followers: { count: 5 },
      },
      {
        id: second.id,
        name: "Mia's Own",
        owner: team.member.user.id,
        role: "owner",
        active: false,
        followers: { count: 1 },
      },
    ]);
  });

  it("answers in one query besides the session lookup, however many workspaces", async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await seedWorkspace(getDb(), user.id);
    const caller = await signedIn(user);
    const { result, queries } = await recordQueries(() =>
      call<Summary[]>(listRoute, { token: caller.token }),
    );
    expect(result.body).toHaveLength(5);
    expect(queries.length).toBeLessThanOrEqual(2);
  });

  it("answers 401 without a session, and an empty list to a user without workspaces", async () => {
    expect((await call(listRoute)).status).toBe(401);
    const caller = await signedIn(await newUser());
    expect((await call(listRoute, { cookie: caller.cookie })).body).toEqual([]);
  });
});

describe("POST /api/v1/workspace", () => {
  it("creates a workspace owned by the caller, who becomes its owner member; the session stays put", async () => {
    const team = await seedTeam();
    const res = await call<Summary>(createRoute, {
      token: team.viewer.token,
      body: { name: "  Viewer's Studio  ", users: [] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Viewer's Studio",
      owner: team.viewer.user.id,
      role: "owner",
      active: false,
      followers: { count: 1 },
    });
    const row = await getDb().workspace.findUnique({
      where: { id: res.body.id },
      include: { members: true },
    });
    expect(row?.ownerId).toBe(team.viewer.user.id);
    expect(row?.members).toEqual([expect.objectContaining({ userId: team.viewer.user.id, role: "owner" })]);
    const session = await getDb().session.findUnique({ where: { id: team.viewer.sessionId } });
    expect(session?.workspaceId).toBe(team.workspace.id);
  });

  it("accepts a body without users, and a user with no workspace yet", async () => {
    const caller = await signedIn(await newUser());
    const res = await call<Summary>(createRoute, { cookie: caller.cookie, body: { name: "First One" } });
    expect(res.status).toBe(201);
    expect(await getDb().workspaceMember.count({ where: { userId: caller.user.id } })).toBe(1);
  });

  it("answers 400 with the spec's texts for missing, short, huge and mistyped names; never 500", async () => {
    const caller = await signedIn(await newUser());
    const cases: [unknown, unknown][] = [
      [{}, "Workspace name is required"],
      [{ name: "" }, "Workspace name is required"],
      [{ name: "   " }, "Workspace name is required"],
      [{ name: "ab" }, "Workspace name must be at least 3 characters long."],
      [{ name: "x".repeat(101) }, "Workspace name must be at most 100 characters long."],
      [{ name: "x".repeat(100_000) }, "Workspace name must be at most 100 characters long."],
      [{ name: 42 }, "Workspace name is required"],
      [{ name: ["Team"] }, "Workspace name is required"],
      [{ name: "Team", users: ["someone@example.com"] }, expect.stringContaining("invitation")],
      [{ name: "Team", users: "nope" }, expect.stringContaining("invitation")],
      [[1, 2], expect.anything()],
      [null, expect.anything()],
    ];
    for (const [body, message] of cases) {
      const res = await call(createRoute, { cookie: caller.cookie, body });
      expect([res.status, res.body]).toEqual([400, errorBody(400, message)]);
    }
    const broken = await call(createRoute, { cookie: caller.cookie, rawBody: "{name:" });
    expect(broken.body).toEqual(errorBody(400, "The request body must be valid JSON"));
    expect(await getDb().workspace.count({ where: { ownerId: caller.user.id } })).toBe(0);
  });

  it("answers 401 without a session", async () => {
    expect((await call(createRoute, { body: { name: "Nobody's" } })).status).toBe(401);
  });
});

describe("GET /api/v1/workspace/{workspaceId}", () => {
  it("shows one of the caller's workspaces with the caller's role", async () => {
    const team = await seedTeam("Alpha");
    for (const role of ["owner", "admin", "member", "viewer", "guest"] as const) {
      const res = await call<Summary>(getRoute, {
        token: team[role].token,
        params: { workspaceId: team.workspace.id.toUpperCase() },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: team.workspace.id, name: "Alpha", role, active: true });
    }
  });

  it("answers 404 for another workspace or an unknown id, and 400 'Invalid id' for a malformed one", async () => {
    const a = await seedTeam();
    const b = await seedTeam();
    for (const workspaceId of [b.workspace.id, OTHER_ID]) {
      const res = await call(getRoute, { token: a.owner.token, params: { workspaceId } });
      expect([res.status, res.body]).toEqual([404, errorBody(404, "Workspace not found")]);
    }
    for (const workspaceId of ["nope", "0123", `${a.workspace.id}0`, "g".repeat(24), "x".repeat(5000)]) {
      const res = await call(getRoute, { token: a.owner.token, params: { workspaceId } });
      expect([res.status, res.body]).toEqual([400, errorBody(400, "Invalid id")]);
    }
    expect((await call(getRoute, { params: { workspaceId: a.workspace.id } })).status).toBe(401);
  });
});

describe("PATCH /api/v1/workspace/{workspaceId}", () => {
  it("lets the owner and admins rename it", async () => {
    const team = await seedTeam("Alpha");
    const byOwner = await call<Summary>(renameRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: { workspaceId: team.workspace.id },
      body: { name: " Beta " },
    });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ id: team.workspace.id, name: "Beta", role: "owner" });
    const byAdmin = await call<Summary>(renameRoute, {
      method: "PATCH",
      cookie: team.admin.cookie,
      params: { workspaceId: team.workspace.id },
      body: { name: "Gamma" },
    });
    expect(byAdmin.status).toBe(200);
    expect((await getDb().workspace.findUnique({ where: { id: team.workspace.id } }))?.name).toBe("Gamma");
  });

  it("refuses members, viewers and guests with 403 and changes nothing", async () => {
    const team = await seedTeam("Alpha");
    for (const role of ["member", "viewer", "guest"] as const) {
      const res = await call(renameRoute, {
        method: "PATCH",
        token: team[role].token,
        params: { workspaceId: team.workspace.id },
        body: { name: "Taken Over" },
      });
      expect([res.status, res.body]).toEqual([403, errorBody(403, "You do not have permission to do this")]);
    }
    expect((await getDb().workspace.findUnique({ where: { id: team.workspace.id } }))?.name).toBe("Alpha");
  });

  it("answers 404 on another workspace, even to its would-be admin elsewhere", async () => {
    const a = await seedTeam("Alpha");
    const b = await seedTeam("Bravo");
    const res = await call(renameRoute, {
      method: "PATCH",
      token: a.owner.token,
      params: { workspaceId: b.workspace.id },
      body: { name: "Hijacked" },
    });
    expect([res.status, res.body]).toEqual([404, errorBody(404, "Workspace not found")]);
    expect((await getDb().workspace.findUnique({ where: { id: b.workspace.id } }))?.name).toBe("Bravo");
  });

  it("answers 400 for bad names and malformed ids", async () => {
    const team = await seedTeam("Alpha");
    const patch = (body: unknown, workspaceId = team.workspace.id) =>
      call(renameRoute, { method: "PATCH", token: team.owner.token, params: { workspaceId }, body });
    expect((await patch({})).body).toEqual(errorBody(400, "Workspace name is required"));
    expect((await patch({ name: "ab" })).body).toEqual(
      errorBody(400, "Workspace name must be at least 3 characters long."),
    );
    expect((await patch({ name: "y".repeat(20_000) })).status).toBe(400);
    expect((await patch({ name: { first: "x" } })).status).toBe(400);
    expect((await patch({ name: "Fine Name" }, "not-an-id")).body).toEqual(errorBody(400, "Invalid id"));
    expect((await getDb().workspace.findUnique({ where: { id: team.workspace.id } }))?.name).toBe("Alpha");
  });

  it("speaks Spanish to a Spanish browser", async () => {
    const team = await seedTeam();
    const res = await call(renameRoute, {
      method: "PATCH",
      token: team.owner.token,
      headers: { cookie: "NEXT_LOCALE=es" },
      params: { workspaceId: team.workspace.id },
      body: { name: "" },
    });
    expect(res.body).toEqual(errorBody(400, "El nombre del espacio de trabajo es obligatorio"));
  });
});
