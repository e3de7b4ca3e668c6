import { GET as listUsers } from "@/app/api/v1/users/route";
import { getDb } from "@/lib/server/db";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { seedMembers } from "@/prisma/seed/members";
import { call } from "../helpers/http";
import { recordQueries } from "../helpers/query-count";
import { errorBody, seedTeam, type Team } from "./team";

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Acme");
});

type Picker = { id: string; email: string; name: string; role: string }[];

describe("GET /api/v1/users", () => {
  it("lists the active workspace's members for pickers, by name, to every role that views User management", async () => {
    for (const actor of [team.owner, team.admin, team.member, team.viewer]) {
      const res = await call<Picker>(listUsers, { token: actor.token });
      expect(res.status).toBe(200);
      expect(res.body.map((u) => u.name)).toEqual([
        "Acme Admin",
        "Acme Guest",
        "Acme Member",
        "Acme Owner",
        "Acme Viewer",
      ]);
    }
    const res = await call<Picker>(listUsers, { token: team.owner.token });
    expect(res.body[0]).toEqual({
      id: team.admin.id,
      email: team.admin.email,
      name: "Acme Admin",
      role: "admin",
    });
    expect(JSON.stringify(res.body)).not.toContain("passwordHash");
  });

  it("refuses guests and members whose matrix hides User management (403), naming no one", async () => {
    const guest = await call(listUsers, { token: team.guest.token });
    expect(guest.status).toBe(403);
    expect(guest.body).toEqual(errorBody(403, "You do not have permission to do this"));
    expect(JSON.stringify(guest.body)).not.toContain("Acme");

    const permissions = defaultPermissions("member");
    permissions.userManagement = { view: false, add: false, edit: false, delete: false };
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: team.member.id } },
      data: { permissions },
    });
    expect((await call(listUsers, { token: team.member.token })).status).toBe(403);
  });

  it("never shows another workspace's members and needs an active workspace", async () => {
    const other = await seedTeam("Other");
    const res = await call<Picker>(listUsers, { token: other.owner.token });
    expect(res.body.every((u) => u.name.startsWith("Other"))).toBe(true);
    await getDb().session.update({ where: { id: team.member.sessionId }, data: { workspaceId: null } });
    expect((await call(listUsers, { token: team.member.token })).status).toBe(404);
    expect((await call(listUsers, {})).status).toBe(401);
  });

  it("filters by search in one query, and refuses an oversize search", async () => {
    await seedMembers(getDb(), team.workspace.id, 40, { prefix: "crowd" });
    const handler: Parameters<typeof call>[0] = (req, ctx) =>
      listUsers(
        new (req.constructor as typeof Request)(
          "http://localhost/api/v1/users?search=member%200007",
          req,
        ) as typeof req,
        ctx,
      );
    const { result, queries } = await recordQueries(() => call<Picker>(handler, { token: team.owner.token }));
    expect(result.body.map((u) => u.name)).toEqual(["Member 0007"]);
    expect(queries).toHaveLength(2); // the actor with its membership, then the list
    const long: Parameters<typeof call>[0] = (req, ctx) =>
      listUsers(
        new (req.constructor as typeof Request)(
          `http://localhost/api/v1/users?search=${"a".repeat(200)}`,
          req,
        ) as typeof req,
        ctx,
      );
    expect((await call(long, { token: team.owner.token })).status).toBe(400);
  });
});
