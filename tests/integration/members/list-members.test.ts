import { GET as listMembers } from "@/app/api/v1/workspace/[workspaceId]/member/route";
import { getDb } from "@/lib/server/db";
import { seedMembers, seedRole } from "@/prisma/seed/members";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, seedTeam, type Team } from "./team";

interface MemberPage {
  data: {
    id: string;
    member: { id: string; email: string; name: string };
    role: string;
    owner: boolean;
    accessToAll: boolean;
    customRole: { id: string; title: string } | null;
    createdAt: string;
  }[];
  total: number;
  page: number;
  limit: number;
}

/** GET the member list with a query string (the helper's request URL carries none). */
function list(team: Team, token: string, query = "", workspaceId = team.workspace.id) {
  const handler: Parameters<typeof call>[0] = (req, ctx) => {
    const url = new URL(req.url);
    url.search = query;
    return listMembers(new (req.constructor as typeof Request)(url, req) as typeof req, ctx);
  };
  return call<MemberPage>(handler, { token, params: { workspaceId } });
}

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

describe("GET /api/v1/workspace/{workspaceId}/member", () => {
  it("lists the members with the contract's shape, owner flagged, oldest first", async () => {
    const role = await seedRole(getDb(), team.workspace.id, "Designer");
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: team.member.id } },
      data: { customRoleId: role.id },
    });
    const res = await list(team, team.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(res.body.data).toHaveLength(5);
    const byUser = Object.fromEntries(res.body.data.map((row) => [row.member.id, row]));
    expect(byUser[team.owner.id]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      member: { id: team.owner.id, email: team.owner.email, name: team.owner.name },
      role: "owner",
      owner: true,
      accessToAll: false,
      customRole: null,
      createdAt: expect.any(String),
    });
    expect(byUser[team.member.id]).toMatchObject({ role: "member", owner: false, customRole: role });
    const times = res.body.data.map((row) => row.createdAt);
    expect([...times].sort()).toEqual(times);
    const saved = await getDb().workspaceMember.findFirstOrThrow({ where: { userId: team.owner.id } });
    expect(byUser[team.owner.id]?.createdAt).toBe(saved.createdAt.toISOString());
    expect(byUser[team.owner.id]?.id).toBe(saved.id);
    expect(JSON.stringify(res.body)).not.toContain("passwordHash");
  });

  it("pages with page and limit, keeps the order, and filters by name or e-mail", async () => {
    const extra = await seedMembers(getDb(), team.workspace.id, 12, { prefix: "pager" });
    const first = await list(team, team.admin.token, "?page=1&limit=10");
    const second = await list(team, team.admin.token, "?page=2&limit=10");
    expect(first.body).toMatchObject({ total: 17, page: 1, limit: 10 });
    expect(first.body.data).toHaveLength(10);
    expect(second.body.data).toHaveLength(7);
    const ids = [...first.body.data, ...second.body.data].map((row) => row.member.id);
    expect(new Set(ids).size).toBe(17);
    // The seeded members joined in this order, after the team.
    expect(ids.slice(5)).toEqual(extra.map((user) => user.id));

    const byName = await list(team, team.admin.token, "?search=member%200003");
    expect(byName.body.total).toBe(1);
    expect(byName.body.data[0]?.member.id).toBe(extra[3]?.id);
    const byEmail = await list(team, team.admin.token, `?search=${encodeURIComponent("PAGER-1")}`);
    expect(byEmail.body.data.map((row) => row.member.email).sort()).toEqual(
      ["pager-1@example.com", "pager-10@example.com", "pager-11@example.com"].sort(),
    );
    // LIKE wildcards are plain characters in a search.
    const wildcard = await list(team, team.admin.token, "?search=%25");
    expect(wildcard.body).toMatchObject({ data: [], total: 0 });
    const beyond = await list(team, team.admin.token, "?page=9&limit=10");
    expect(beyond.body).toMatchObject({ data: [], total: 17, page: 9 });
    const none = await list(team, team.admin.token, "?search=nobody-like-this");
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it("loads a page of 500 members and the total in one statement (no N+1)", async () => {
    await seedMembers(getDb(), team.workspace.id, 495, { prefix: "bulk" });
    const role = await seedRole(getDb(), team.workspace.id, "Bulk title");
    await getDb().workspaceMember.updateMany({
      where: { workspaceId: team.workspace.id, role: "member" },
      data: { customRoleId: role.id },
    });
    const { result, queries } = await recordQueries(() => list(team, team.owner.token, "?limit=500"));
    expect(result.status).toBe(200);
    expect(result.body.data).toHaveLength(500);
    expect(result.body.total).toBe(500);
    expect(result.body.data.filter((row) => row.customRole?.title === "Bulk title")).toHaveLength(496);
    // The actor with the caller's membership (one join), then ONE statement for the page (users and
    // titles joined) and the total.
    expect(queries).toHaveLength(2);
    expect(queries[1]).toContain("count(*)");
    expect(queries[1]).toContain('JOIN "User"');

    const small = await recordQueries(() => list(team, team.owner.token, "?limit=5&search=bulk"));
    expect(small.result.body.data).toHaveLength(5);
    expect(small.queries).toHaveLength(2);
  });

  it("lets every role with the default view grant read it, and refuses a member whose view was revoked", async () => {
    for (const user of [team.admin, team.member, team.viewer]) {
      const res = await list(team, user.token);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
    }
    // Guests see only what they were given: not the workspace's people, by default.
    expect((await list(team, team.guest.token)).status).toBe(403);
    const revoked = Object.fromEntries(
      [
        "taskManagement",
        "aiCalendar",
        "databaseManagement",
        "workflowAutomation",
        "chartGenerator",
        "formBuilder",
        "userManagement",
        "onlineChat",
        "notification",
      ].map((applet) => [
        applet,
        { view: applet !== "userManagement", add: false, edit: false, delete: false },
      ]),
    );
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: team.member.id } },
      data: { permissions: revoked },
    });
    const res = await list(team, team.member.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorBody(403, "You do not have permission to do this"));
  });

  it("answers 404 for another workspace and 401 without a session", async () => {
    const other = await seedTeam("Other");
    const res = await list(team, team.owner.token, "", other.workspace.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody(404, "Workspace not found"));
    const missing = await list(team, team.owner.token, "", "0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    const anonymous = await call(listMembers, { params: { workspaceId: team.workspace.id } });
    expect(anonymous.status).toBe(401);
  });

  it("answers 400, never 500, for malformed ids and query values", async () => {
    const badId = await list(team, team.owner.token, "", "not-an-id");
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual(errorBody(400, "Invalid id"));
    for (const query of [
      "?page=0",
      "?page=abc",
      "?limit=501",
      "?limit=-1",
      "?limit=2.5",
      `?search=${"x".repeat(101)}`,
    ]) {
      const res = await list(team, team.owner.token, query);
      expect(res.status).toBe(400);
    }
  });
});
