// The typed client (sdk/): its types are what the OpenAPI document makes now, and a script using it
// with an API token reaches the real route handlers, typed end to end (this file is type-checked
// with the rest, so a path, param or field the API no longer has fails the typecheck as well).
import { readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { POST as createTokenRoute } from "@/app/api/v1/account/api-tokens/route";
import type { CreatedApiToken } from "@/lib/api-tokens/types";
import { compileRoutes, matchRoute } from "@/lib/server/api/route-table";
import { importRouteModule, ROUTE_FILES } from "@/lib/server/api/route-modules";
import { getDb } from "@/lib/server/db";
import { clientTypes, CLIENT_TYPES_FILE } from "@/lib/server/openapi/client-types";
import { openApiDocument } from "@/lib/server/openapi/document";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { createSuiteClient } from "@/sdk/client";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const routes = compileRoutes(ROUTE_FILES.map((file) => ({ file, module: file })));

/** A fetch that serves each request with the route file that matches it, as the server does. */
async function routeFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const found = matchRoute(routes, url.pathname);
  if (!found) return new Response(null, { status: 404 });
  const routeModule = (await importRouteModule(found.route.file)) as Record<string, Handler | undefined>;
  const handler = routeModule[request.method];
  if (!handler) return new Response(null, { status: 405 });
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", "10.0.0.7");
  const body = request.body ? await request.text() : undefined;
  return handler(new NextRequest(url, { method: request.method, headers, body }), {
    params: Promise.resolve(found.params),
  });
}

it(`${CLIENT_TYPES_FILE} is what the OpenAPI document makes (npm run api:client writes it)`, async () => {
  const checkedIn = readFileSync(path.join(process.cwd(), CLIENT_TYPES_FILE), "utf8");
  const now = await clientTypes(openApiDocument());
  // A plain comparison: on a difference, jest would print a megabyte. The first line that differs:
  const a = checkedIn.split("\n");
  const b = now.split("\n");
  const at = a.findIndex((line, i) => line !== b[i]);
  expect({ line: at === -1 && a.length === b.length ? null : at + 1, checkedIn: a[at], now: b[at] }).toEqual({
    line: null,
    checkedIn: undefined,
    now: undefined,
  });
});

describe("a script with the typed client and an API token", () => {
  let team: Team;
  let moduleId: string;

  beforeEach(async () => {
    team = await seedTeam("Acme");
    const project = await seedProject(getDb(), team.workspace.id, { name: "Alpha" });
    moduleId = (await seedProjectModule(getDb(), project.id, { name: "Alpha board" })).id;
  });

  async function tokenOf(caller: Caller, scopes: string[]): Promise<string> {
    const res = await call<CreatedApiToken>(createTokenRoute, {
      token: caller.token,
      body: { name: "Script", scopes, projectIds: null, expiresAt: null },
    });
    expect(res.status).toBe(201);
    return res.body.token;
  }

  const client = (token: string) =>
    createSuiteClient({ baseUrl: "http://localhost:3000/", token, fetch: routeFetch });

  it("creates a task and reads it back, typed", async () => {
    const suite = client(await tokenOf(team.member, ["tasks:write"]));
    const created = await suite.POST("/api/v1/task-management/{moduleId}/tasks", {
      params: { path: { moduleId } },
      body: { title: "From the typed client" },
    });
    expect(created.response.status).toBe(201);
    expect(created.error).toBeUndefined();
    const task = created.data!;
    expect(task.title).toBe("From the typed client");

    const read = await suite.GET("/api/v1/task-management/{moduleId}/tasks/{taskId}", {
      params: { path: { moduleId, taskId: task.id } },
    });
    expect(read.data?.id).toBe(task.id);
    expect(read.data?.key).toBe(task.key);
  });

  it("answers a token's missing scope and another workspace's module as typed errors", async () => {
    const reader = client(await tokenOf(team.member, ["tasks:read"]));
    const denied = await reader.POST("/api/v1/task-management/{moduleId}/tasks", {
      params: { path: { moduleId } },
      body: { title: "Not allowed" },
    });
    expect(denied.response.status).toBe(403);
    expect(denied.data).toBeUndefined();
    expect(denied.error).toMatchObject({ statusCode: 403, requiredScope: "tasks:write" });

    const other = await seedTeam("Other");
    const otherProject = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const theirs = (await seedProjectModule(getDb(), otherProject.id, { name: "Their board" })).id;
    const hidden = await reader.GET("/api/v1/task-management/{moduleId}/tasks/{taskId}", {
      params: { path: { moduleId: theirs, taskId: "6b0fda26cb6f8a114c6a4139" } },
    });
    expect(hidden.response.status).toBe(404);
  });
});
