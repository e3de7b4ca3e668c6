import { createHash } from "node:crypto";
import { GET as listTokensRoute, POST as createTokenRoute } from "@/app/api/v1/account/api-tokens/route";
import { DELETE as revokeTokenRoute } from "@/app/api/v1/account/api-tokens/[tokenId]/route";
import { GET as workspaceRoute } from "@/app/api/v1/workspace/[workspaceId]/route";
import { GET as projectsRoute } from "@/app/api/v1/workspaces/project/route";
import { GET as projectModulesRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/route";
import type { ApiTokenItem, CreatedApiToken } from "@/lib/api-tokens/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { consume } from "@/lib/server/security/rate-limit";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspace } from "@/prisma/seed/users";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let projectA: string;
let projectB: string;
let moduleA: string;
let moduleB: string;

beforeEach(async () => {
  team = await seedTeam("Acme");
  projectA = (await seedProject(getDb(), team.workspace.id, { name: "Alpha" })).id;
  projectB = (await seedProject(getDb(), team.workspace.id, { name: "Beta" })).id;
  moduleA = (await seedProjectModule(getDb(), projectA, { name: "Alpha board" })).id;
  moduleB = (await seedProjectModule(getDb(), projectB, { name: "Beta board" })).id;
});

const inAYear = () => new Date(Date.now() + 300 * 86_400_000).toISOString();

const create = (caller: Caller, body: Record<string, unknown>) =>
  call<CreatedApiToken>(createTokenRoute, {
    token: caller.token,
    body: { name: "Script", projectIds: null, expiresAt: inAYear(), ...body },
  });

/** A token's secret, made by `caller` with `scopes` (and `projectIds` when limited). */
async function tokenOf(
  caller: Caller,
  scopes: string[],
  projectIds: string[] | null = null,
): Promise<string> {
  const res = await create(caller, { scopes, projectIds });
  expect(res.status).toBe(201);
  return res.body.token;
}

/** An error answer's message. */
const messageOf = (res: { body: unknown }) => (res.body as { message: unknown }).message;

/** A caller that sends the API token as its bearer. */
const as = (secret: string) => ({ token: secret }) as Caller;

describe("making, listing and revoking", () => {
  it("shows the secret once and stores only its SHA-256 with a visible prefix", async () => {
    const res = await create(team.member, {
      name: "  Nightly report  ",
      scopes: ["tasks:read", "tasks:write", "forms:read"],
    });
    expect(res.status).toBe(201);
    const { token, item } = res.body;
    expect(token).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
    expect(item).toMatchObject({
      name: "Nightly report",
      prefix: token.slice(0, 12),
      // tasks:read is inside tasks:write; catalogue order.
      scopes: ["tasks:write", "forms:read"],
      projects: null,
      lastUsedAt: null,
      lastUsedIp: null,
    });
    const row = await getDb().apiToken.findUniqueOrThrow({ where: { id: item.id } });
    expect(row.hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token.slice(12));

    const list = await call<{ data: ApiTokenItem[] }>(listTokensRoute, { token: team.member.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([item]);
    expect(JSON.stringify(list.body)).not.toContain(token);
    // Another person's list does not hold it.
    expect(
      (await call<{ data: ApiTokenItem[] }>(listTokensRoute, { token: team.admin.token })).body.data,
    ).toEqual([]);
  });

  it("refuses bad input with its messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  ", scopes: ["tasks:read"] }, "Give the token a name"],
      [{ name: "x".repeat(81), scopes: ["tasks:read"] }, "The name can be at most 80 characters"],
      [{ scopes: [] }, "Choose at least one area the token may reach"],
      [{ scopes: ["tasks:admin"] }, "Unknown scope"],
      [{ scopes: ["tasks:read"], expiresAt: "tomorrow" }, "The expiry must be a date and time"],
      [{ scopes: ["tasks:read"], projectIds: [] }, "Choose at least one project"],
    ];
    for (const [body, message] of cases) {
      const res = await create(team.member, body);
      expect(res.status).toBe(400);
      expect(messageOf(res)).toEqual(message);
    }
    const past = await create(team.member, {
      scopes: ["tasks:read"],
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.body).toEqual(errorBody(400, "The expiry must be in the future"));
    const far = await create(team.member, {
      scopes: ["tasks:read"],
      expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
    });
    expect(far.body).toEqual(errorBody(400, "A token can be valid for one year at most"));
    // A project the person cannot see, or of another workspace.
    const hidden = (await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true })).id;
    expect((await create(team.member, { scopes: ["tasks:read"], projectIds: [hidden] })).status).toBe(404);
    expect(await getDb().apiToken.count({ where: { userId: team.member.user.id } })).toBe(0);
  });

  it("holds 50 tokens per person and workspace", async () => {
    const member = await getDb().workspaceMember.findFirstOrThrow({ where: { userId: team.member.user.id } });
    await getDb().apiToken.createMany({
      data: Array.from({ length: 50 }, (_, index) => ({
        id: newId(),
        workspaceId: member.workspaceId,
        userId: member.userId,
        name: `t${index}`,
        prefix: "stk_xxxxxxxx",
        hash: createHash("sha256").update(`${member.id}:${index}`).digest("hex"),
        scopes: ["tasks:read"],
      })),
    });
    const res = await create(team.member, { scopes: ["tasks:read"] });
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe(
      "You already have 50 API tokens in this workspace. Revoke one you no longer use first.",
    );
  });

  it("revokes at once; another person's token id is 404", async () => {
    const res = await create(team.member, { scopes: ["tasks:read"] });
    const { token, item } = res.body;
    expect((await tm.board(as(token), moduleA)).status).toBe(200);
    const other = await call(revokeTokenRoute, {
      method: "DELETE",
      token: team.admin.token,
      params: { tokenId: item.id },
    });
    expect(other.status).toBe(404);
    const revoked = await call(revokeTokenRoute, {
      method: "DELETE",
      token: team.member.token,
      params: { tokenId: item.id },
    });
    expect(revoked.status).toBe(204);
    expect((await tm.board(as(token), moduleA)).status).toBe(401);
  });

  it("ends with the membership: a person removed from the workspace loses their tokens", async () => {
    const token = await tokenOf(team.member, ["tasks:read"]);
    await getDb().workspaceMember.deleteMany({
      where: { userId: team.member.user.id, workspaceId: team.workspace.id },
    });
    expect(await getDb().apiToken.count({ where: { userId: team.member.user.id } })).toBe(0);
    expect((await tm.board(as(token), moduleA)).status).toBe(401);
  });

  it("cannot be made, listed or revoked with a token", async () => {
    const token = await tokenOf(team.owner, ["members:write", "projects:write", "tasks:write"]);
    const res = await call(listTokensRoute, { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorBody(403, "API tokens cannot be used for this request: sign in instead."));
    expect(
      (
        await call(createTokenRoute, {
          token,
          body: { name: "x", scopes: ["tasks:read"], projectIds: null, expiresAt: null },
        })
      ).status,
    ).toBe(403);
  });
});

describe("calling the API with a token", () => {
  it("acts within its scopes: reading needs read, writing needs write", async () => {
    const reader = await tokenOf(team.member, ["tasks:read"]);
    expect((await tm.board(as(reader), moduleA)).status).toBe(200);
    const refused = await tm.create(as(reader), moduleA, { title: "From a script" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      ...errorBody(403, "This API token does not have the scope this request needs."),
      requiredScope: "tasks:write",
    });
    const writer = await tokenOf(team.member, ["tasks:write"]);
    const made = await tm.create(as(writer), moduleA, { title: "From a script" });
    expect(made.status).toBe(201);
    // Written as its owner.
    const task = await getDb().task.findUniqueOrThrow({
      where: { id: made.body.id },
      select: { createdById: true },
    });
    expect(task.createdById).toBe(team.member.user.id);
    // Another area's scope reaches nothing here.
    const forms = await tokenOf(team.member, ["forms:write"]);
    expect((await tm.board(as(forms), moduleA)).status).toBe(403);
  });

  it("never exceeds its owner's rights: a viewer's tasks:write token still cannot write", async () => {
    const token = await tokenOf(team.viewer, ["tasks:write"]);
    expect((await tm.board(as(token), moduleA)).status).toBe(200);
    expect((await tm.create(as(token), moduleA, { title: "Nope" })).status).toBe(403);
  });

  it("limited to projects: their modules only, 404 elsewhere, and no workspace-wide endpoint", async () => {
    const token = await tokenOf(team.member, ["tasks:write", "projects:read"], [projectA]);
    expect((await tm.board(as(token), moduleA)).status).toBe(200);
    expect((await tm.board(as(token), moduleB)).status).toBe(404);
    expect((await tm.create(as(token), moduleB, { title: "Elsewhere" })).status).toBe(404);
    const grid = (projectId: string) => call(projectModulesRoute, { token, params: { projectId } });
    expect((await grid(projectA)).status).toBe(200);
    expect((await grid(projectB)).status).toBe(404);
    const list = await call(projectsRoute, { token });
    expect(list.status).toBe(403);
    expect(messageOf(list)).toBe(
      "This API token is limited to some projects; this request reaches the whole workspace.",
    );
    // The same person's unlimited token lists both.
    const all = await tokenOf(team.member, ["projects:read"]);
    expect((await call(projectsRoute, { token: all })).status).toBe(200);
  });

  it("stays in its workspace: another workspace of the same person is 404 to it", async () => {
    const other = await seedWorkspace(getDb(), team.member.user.id, { name: "Side project" });
    const session = await signedIn(team.member.user, team.workspace.id);
    expect(
      (await call(workspaceRoute, { token: session.token, params: { workspaceId: other.id } })).status,
    ).toBe(200);
    const token = await tokenOf(team.member, ["members:read"]);
    expect((await call(workspaceRoute, { token, params: { workspaceId: team.workspace.id } })).status).toBe(
      200,
    );
    expect((await call(workspaceRoute, { token, params: { workspaceId: other.id } })).status).toBe(404);
    // A module of another workspace is not found either.
    const otherProject = await seedProject(getDb(), other.id, { name: "Side" });
    const otherModule = await seedProjectModule(getDb(), otherProject.id);
    expect((await tm.board(as(await tokenOf(team.member, ["tasks:read"])), otherModule.id)).status).toBe(404);
  });

  it("answers 401 for an unknown, malformed or expired token", async () => {
    expect((await tm.board(as(`stk_${"A".repeat(43)}`), moduleA)).status).toBe(401);
    expect((await tm.board(as("stk_short"), moduleA)).status).toBe(401);
    const token = await tokenOf(team.member, ["tasks:read"]);
    await getDb().apiToken.updateMany({
      where: { userId: team.member.user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await tm.board(as(token), moduleA);
    expect(expired.status).toBe(401);
    expect(messageOf(expired)).toBe(
      "This API token has expired. Make a new one under Settings → API tokens.",
    );
  });

  it("records the last use (time and address) once a minute", async () => {
    const token = await tokenOf(team.member, ["tasks:read"]);
    await tm.board(as(token), moduleA);
    const read = () =>
      getDb().apiToken.findFirstOrThrow({
        where: { userId: team.member.user.id },
        select: { lastUsedAt: true, lastUsedIp: true },
      });
    let first = await read();
    for (let i = 0; i < 50 && !first.lastUsedAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      first = await read();
    }
    expect(first.lastUsedIp).toBe("10.0.0.1");
    await tm.board(as(token), moduleA);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await read()).lastUsedAt).toEqual(first.lastUsedAt);
  });

  it("is rate-limited per token: past the minute's requests, 429 with Retry-After", async () => {
    const res = await create(team.member, { scopes: ["tasks:read"] });
    const { token, item } = res.body;
    const other = await tokenOf(team.member, ["tasks:read"]);
    for (let i = 0; i < 600; i++) await consume("apiTokenRequests", item.id);
    const limited = await tm.board(as(token), moduleA);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(messageOf(limited)).toBe("This API token made too many requests. Wait a minute and try again.");
    // Another token of the same person is counted on its own.
    expect((await tm.board(as(other), moduleA)).status).toBe(200);
  });
});
