import { createHash } from "node:crypto";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/service-tokens/route";
import { DELETE as revokeRoute } from "@/app/api/v1/service-tokens/[tokenId]/route";
import { GET as usersRoute } from "@/app/api/v1/users/route";
import { GET as membersRoute } from "@/app/api/v1/workspace/[workspaceId]/member/route";
import {
  GET as memberRoute,
  PATCH as updateMemberRoute,
} from "@/app/api/v1/workspace/[workspaceId]/member/[memberId]/route";
import { GET as workspacesRoute } from "@/app/api/v1/workspace/route";
import { DELETE as removeMemberRoute } from "@/app/api/v1/workspace/[workspaceId]/member/[memberId]/route";
import type { CreatedServiceToken, ServiceTokenItem } from "@/lib/api-tokens/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let projectA: string;
let moduleA: string;
let privateModule: string;

beforeEach(async () => {
  team = await seedTeam("Acme");
  projectA = (await seedProject(getDb(), team.workspace.id, { name: "Alpha" })).id;
  moduleA = (await seedProjectModule(getDb(), projectA, { name: "Alpha board" })).id;
  privateModule = (await seedProjectModule(getDb(), projectA, { name: "Payroll" })).id;
  await getDb().projectModule.update({ where: { id: privateModule }, data: { private: true } });
});

const inAYear = () => new Date(Date.now() + 300 * 86_400_000).toISOString();

const create = (caller: Caller, body: Record<string, unknown>) =>
  call<CreatedServiceToken>(createRoute, {
    token: caller.token,
    body: { name: "Deploy bot", role: "member", projectIds: null, expiresAt: inAYear(), ...body },
  });

async function made(
  body: Record<string, unknown>,
  caller: Caller = team.admin,
): Promise<CreatedServiceToken> {
  const res = await create(caller, body);
  expect(res.status).toBe(201);
  return res.body;
}

const as = (secret: string) => ({ token: secret }) as Caller;
const messageOf = (res: { body: unknown }) => (res.body as { message: unknown }).message;

describe("service tokens: making, listing, revoking", () => {
  it("belongs to its own identity with a role; the secret is shown once and stored hashed", async () => {
    const { token, item } = await made({ scopes: ["tasks:write"], role: "viewer" });
    expect(token).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
    expect(item).toMatchObject({
      name: "Deploy bot",
      prefix: token.slice(0, 12),
      role: "viewer",
      scopes: ["tasks:write"],
      projects: null,
      createdBy: { id: team.admin.user.id, name: "Adam Admin" },
    });
    const row = await getDb().apiToken.findUniqueOrThrow({
      where: { id: item.id },
      include: { member: { include: { user: true } } },
    });
    expect(row.hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row.userId).not.toBe(team.admin.user.id);
    expect(row.member).toMatchObject({ role: "viewer", service: true, accessToAll: true });
    expect(row.member.user).toMatchObject({ name: "Deploy bot", service: true, emailVerifiedAt: null });

    const list = await call<{ data: ServiceTokenItem[] }>(listRoute, { token: team.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([item]);
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it("is for owners and admins only, and never made or listed with a token", async () => {
    for (const caller of [team.member, team.viewer, team.guest]) {
      expect((await call(listRoute, { token: caller.token })).body).toEqual(
        errorBody(403, "Only the workspace's owners and administrators manage its service tokens."),
      );
      expect((await create(caller, { scopes: ["tasks:read"] })).status).toBe(403);
    }
    const { token } = await made({
      scopes: ["projects:write", "members:write", "tasks:write"],
      role: "admin",
    });
    expect((await call(listRoute, { token })).status).toBe(403);
    expect((await create(as(token), { scopes: ["tasks:read"] })).status).toBe(403);
    expect(await getDb().apiToken.count({ where: { workspaceId: team.workspace.id } })).toBe(1);
  });

  it("refuses bad input with its messages", async () => {
    for (const role of ["owner", "guest", undefined]) {
      const res = await create(team.admin, { scopes: ["tasks:read"], role });
      expect(res.status).toBe(400);
      expect(messageOf(res)).toEqual("Choose the role the token acts as: administrator, member or viewer.");
    }
    expect(messageOf(await create(team.admin, { name: " ", scopes: ["tasks:read"] }))).toEqual(
      "Give the token a name",
    );
    expect(messageOf(await create(team.admin, { scopes: [] }))).toEqual(
      "Choose at least one area the token may reach",
    );
    const other = await seedTeam("Other");
    const foreign = (await seedProject(getDb(), other.workspace.id, { name: "Theirs" })).id;
    expect((await create(team.admin, { scopes: ["tasks:read"], projectIds: [foreign] })).status).toBe(404);
    expect(
      await getDb().workspaceMember.count({ where: { workspaceId: team.workspace.id, service: true } }),
    ).toBe(0);
  });

  it("revokes at once: the identity leaves the workspace and keeps its name on what it did", async () => {
    const { token, item } = await made({ scopes: ["tasks:write"] });
    const task = await tm.create(as(token), moduleA, { title: "Deployed 1.2.0" });
    expect(task.body).toMatchObject({ title: "Deployed 1.2.0" });
    const serviceId = (await getDb().apiToken.findUniqueOrThrow({ where: { id: item.id } })).userId;
    const stored = await getDb().task.findFirstOrThrow({
      where: { title: "Deployed 1.2.0" },
      select: { createdBy: { select: { id: true, name: true } } },
    });
    expect(stored.createdBy).toEqual({ id: serviceId, name: "Deploy bot" });

    // Another workspace's admin cannot see or revoke it.
    const other = await seedTeam("Other");
    const foreign = await call(revokeRoute, {
      method: "DELETE",
      token: other.admin.token,
      params: { tokenId: item.id },
    });
    expect(foreign.status).toBe(404);
    // Nor is a personal token revoked here.
    const res = await call(revokeRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { tokenId: item.id },
    });
    expect(res.status).toBe(204);
    expect((await tm.board(as(token), moduleA)).status).toBe(401);
    expect(await getDb().workspaceMember.count({ where: { userId: serviceId } })).toBe(0);
    expect(await getDb().user.count({ where: { id: serviceId } })).toBe(1);
    const again = await call(revokeRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { tokenId: item.id },
    });
    expect(again.status).toBe(404);

    const audit = await getDb().auditLogEntry.findMany({
      where: { workspaceId: team.workspace.id, targetId: item.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true },
    });
    expect(audit).toEqual([
      { action: "service_token.created", actorId: team.admin.user.id },
      { action: "service_token.revoked", actorId: team.owner.user.id },
    ]);
  });

  it("keeps working when the admin who made it leaves", async () => {
    const { token } = await made({ scopes: ["tasks:read"] });
    const removed = await call(removeMemberRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { workspaceId: team.workspace.id, memberId: team.admin.user.id },
    });
    expect(removed.status).toBe(200);
    expect((await tm.board(as(token), moduleA)).status).toBe(200);
  });
});

describe("service tokens: rights", () => {
  it("acts with its role narrowed by its scopes: a viewer's token reads, never writes", async () => {
    const { token } = await made({ scopes: ["tasks:write"], role: "viewer" });
    expect((await tm.board(as(token), moduleA)).status).toBe(200);
    expect((await tm.create(as(token), moduleA, { title: "No" })).status).toBe(403);
  });

  it("as a member sees public modules only; as an admin, private ones too", async () => {
    const member = await made({ scopes: ["tasks:read"], role: "member" });
    expect((await tm.board(as(member.token), privateModule)).status).toBe(404);
    const admin = await made({ name: "Auditor", scopes: ["tasks:read"], role: "admin" });
    expect((await tm.board(as(admin.token), privateModule)).status).toBe(200);
  });

  it("limited to projects, answers 404 elsewhere", async () => {
    const projectB = (await seedProject(getDb(), team.workspace.id, { name: "Beta" })).id;
    const moduleB = (await seedProjectModule(getDb(), projectB, { name: "Beta board" })).id;
    const { token } = await made({ scopes: ["tasks:read"], projectIds: [projectA] });
    expect((await tm.board(as(token), moduleA)).status).toBe(200);
    expect((await tm.board(as(token), moduleB)).status).toBe(404);
  });
});

describe("service tokens: no person", () => {
  it("is left out of member lists, pickers and counts, and is no member to manage", async () => {
    const { item } = await made({ scopes: ["tasks:read"] });
    const serviceId = (await getDb().apiToken.findUniqueOrThrow({ where: { id: item.id } })).userId;
    const params = { workspaceId: team.workspace.id };

    const members = await call<{ data: { member: { id: string } }[]; total: number }>(membersRoute, {
      token: team.owner.token,
      params,
    });
    expect(members.body.total).toBe(5);
    expect(members.body.data.map((row) => row.member.id)).not.toContain(serviceId);
    const users = await call<{ id: string }[]>(usersRoute, { token: team.owner.token });
    expect(users.body.map((user) => user.id)).not.toContain(serviceId);
    const picker = await call<{ id: string }[]>(usersRoute, {
      token: team.owner.token,
      url: "http://localhost/api/v1/users?search=Deploy",
    });
    expect(picker.status).toBe(200);
    expect(picker.body).toEqual([]);
    const workspaces = await call<{ id: string; followers: { count: number } }[]>(workspacesRoute, {
      token: team.owner.token,
    });
    expect(workspaces.body.find((row) => row.id === team.workspace.id)?.followers.count).toBe(5);

    const memberParams = { ...params, memberId: serviceId };
    expect((await call(memberRoute, { token: team.owner.token, params: memberParams })).status).toBe(404);
    const promote = await call(updateMemberRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: memberParams,
      body: { role: "admin" },
    });
    expect(promote.status).toBe(404);
    const remove = await call(removeMemberRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: memberParams,
    });
    expect(remove.status).toBe(404);
  });

  it("cannot be assigned or picked: a module's people leave it out", async () => {
    const { token, item } = await made({ scopes: ["tasks:write"] });
    const serviceId = (await getDb().apiToken.findUniqueOrThrow({ where: { id: item.id } })).userId;
    const assign = await tm.create(team.owner, moduleA, { title: "For the bot", assignees: [serviceId] });
    expect(assign.status).toBe(400);
    // It assigns people itself, and is not among those a board offers.
    const task = await tm.create(as(token), moduleA, { title: "Fine", assignees: [team.member.user.id] });
    expect(task.body).toMatchObject({ title: "Fine" });
    const info = await tm.info(team.owner, moduleA);
    const people = (info.body as { people: { id: string }[] }).people.map((person) => person.id);
    expect(people).toContain(team.member.user.id);
    expect(people).not.toContain(serviceId);
  });
});
