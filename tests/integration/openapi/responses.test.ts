// Live answers agree with the OpenAPI document, not only with the contracts it is built from: real
// requests through the route handlers (projects, tasks, a form, a list page, an error), each answer
// checked with validateAgainstDocument (lib/server/openapi/validate.ts); and an answer that differs
// from the document (a field it does not declare, one of another type, an undeclared status) fails.
import { existsSync, readFileSync } from "node:fs";
import { GET as openApiRoute } from "@/app/api/v1/openapi.json/route";
import { GET as getProjectRoute } from "@/app/api/v1/workspaces/project/[projectId]/route";
import { GET as listProjectsRoute, POST as createProjectRoute } from "@/app/api/v1/workspaces/project/route";
import { POST as addProjectMemberRoute } from "@/app/api/v1/workspace/project/[projectId]/member/route";
import { GET as boardRoute } from "@/app/api/v1/task-management/[moduleId]/board/route";
import {
  GET as listTasksRoute,
  POST as createTaskRoute,
} from "@/app/api/v1/task-management/[moduleId]/tasks/route";
import { GET as getTaskRoute } from "@/app/api/v1/task-management/[moduleId]/tasks/[taskId]/route";
import { POST as createFormRoute } from "@/app/api/v1/form-builder/[moduleId]/form/route";
import { GET as getFormRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/route";
import type { RouteHandler } from "@/lib/server/api/serve";
import { getDb } from "@/lib/server/db";
import { openApiDocument } from "@/lib/server/openapi/document";
import { validateAgainstDocument, validateServedAnswer } from "@/lib/server/openapi/validate";
import { seedProjectModule } from "@/prisma/seed/projects";
import { call, type CallOptions, type CallResult } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
beforeEach(async () => {
  team = await seedTeam();
});

const problemOf = (route: RouteHandler, res: CallResult<unknown>) =>
  validateAgainstDocument(
    openApiDocument(),
    route.endpoint.method,
    route.endpoint.path,
    res.status,
    res.body,
  );

/** Calls the route as the workspace's member and expects the answer the document declares. */
async function documented<T = Record<string, unknown>>(
  route: RouteHandler,
  status: number,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const res = await call<T>(route, { token: team.member.token, ...options });
  // With the body when the status is another: it says why.
  const seen = { status: res.status, problem: problemOf(route, res) };
  expect(res.status === status ? seen : { ...seen, body: res.body }).toEqual({ status, problem: null });
  return res;
}

const url = (path: string, query: Record<string, string> = {}) =>
  `http://localhost:3000${path}?${new URLSearchParams(query)}`;

describe("live answers against the OpenAPI document", () => {
  it("match it for projects, tasks, a form, list pages and errors", async () => {
    const project = await documented<{ id: string }>(createProjectRoute, 201, {
      body: { name: "Launch", modules: [] },
    });
    const projectId = project.body.id;
    await documented(getProjectRoute, 200, { params: { projectId } });
    await documented(listProjectsRoute, 200, {
      url: url("/api/v1/workspaces/project", { limit: "5" }),
    });
    // A member added (201), then the same member again: 200, which the contract also declares.
    const member = { member: team.viewer.user.id, role: "viewer" };
    await documented(addProjectMemberRoute, 201, {
      params: { projectId },
      body: member,
      token: team.owner.token,
    });
    await documented(addProjectMemberRoute, 200, {
      params: { projectId },
      body: member,
      token: team.owner.token,
    });

    const tasks = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Web" })).id;
    const board = await documented<{ data: { columns: { id: string }[] }[] }>(boardRoute, 200, {
      params: { moduleId: tasks },
    });
    const columnId = board.body.data[0]!.columns[0]!.id;
    const task = await documented<{ id: string }>(createTaskRoute, 201, {
      params: { moduleId: tasks },
      body: { title: "Write the docs", columnId, subtasks: [{ title: "Outline" }] },
    });
    await documented(getTaskRoute, 200, { params: { moduleId: tasks, taskId: task.body.id } });
    await documented(listTasksRoute, 200, {
      params: { moduleId: tasks },
      url: url(`/api/v1/task-management/${tasks}/tasks`, { columnId }),
    });

    const forms = (await seedProjectModule(getDb(), projectId, { tag: "FormBuilder", name: "Surveys" })).id;
    const form = await documented<{ id: string }>(createFormRoute, 201, {
      params: { moduleId: forms },
      body: { title: "Feedback", private: false },
    });
    await documented(getFormRoute, 200, { params: { moduleId: forms, formId: form.body.id } });

    // Errors answer with the document's error body: 404, 400 and 401.
    await documented(getTaskRoute, 404, { params: { moduleId: tasks, taskId: "f".repeat(24) } });
    await documented(getTaskRoute, 400, { params: { moduleId: tasks, taskId: "nope" } });
    await documented(getTaskRoute, 401, { params: { moduleId: tasks, taskId: task.body.id }, token: "" });
    // Another workspace's project, module and task: 404, the document's error body, as for any id.
    const other = await seedTeam("Elsewhere");
    const otherProject = await call<{ id: string }>(createProjectRoute, {
      token: other.owner.token,
      body: { name: "Theirs", modules: [] },
    });
    const otherTasks = (await seedProjectModule(getDb(), otherProject.body.id, { name: "Theirs" })).id;
    await documented(getProjectRoute, 404, { params: { projectId: otherProject.body.id } });
    await documented(boardRoute, 404, { params: { moduleId: otherTasks } });
    await documented(getTaskRoute, 404, { params: { moduleId: otherTasks, taskId: task.body.id } });
    // The document itself: a raw JSON answer, which the document gives no schema.
    await documented(openApiRoute, 200);
  });

  it("fails an answer the document does not declare", async () => {
    const projectId = (
      await documented<{ id: string }>(createProjectRoute, 201, { body: { name: "Launch", modules: [] } })
    ).body.id;
    const tasks = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Web" })).id;
    const task = await documented<Record<string, unknown>>(createTaskRoute, 201, {
      params: { moduleId: tasks },
      body: { title: "Write the docs" },
    });
    const check = (status: number, json: unknown) =>
      validateAgainstDocument(openApiDocument(), "POST", createTaskRoute.endpoint.path, status, json);

    expect(check(201, { ...task.body, surprise: true })).toMatch(
      /POST \/api\/v1\/task-management\/\{moduleId\}\/tasks 201 does not match the OpenAPI document: .*additional properties/,
    );
    expect(check(201, { ...task.body, title: 42 })).toMatch(/answer\/title must be string/);
    const { title: _title, ...untitled } = task.body;
    expect(check(201, untitled)).toMatch(/must have required property 'title'/);
    expect(check(202, task.body)).toMatch(/answered 202, which the OpenAPI document does not declare/);
    expect(check(404, { statusCode: 404, message: 7, error: "Not Found" })).toMatch(/answer\/message/);
    expect(validateAgainstDocument(openApiDocument(), "GET", "/api/v1/nowhere", 200, {})).toMatch(
      /is not in the OpenAPI document/,
    );
    // The 204 of a deletion has no JSON body to send.
    expect(validateAgainstDocument(openApiDocument(), "DELETE", "/api/v1/goals/{goalId}", 204, {})).toMatch(
      /declares no JSON body/,
    );
  });
  it("serve checks answers against the document the run built once, and catches one outside it", async () => {
    // setup/openapi-document.ts: the first served answer of the run wrote it; this file reads it.
    await documented(listProjectsRoute, 200);
    const file = process.env.TEST_OPENAPI_DOCUMENT!;
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, "utf8")).paths).toEqual(
      JSON.parse(JSON.stringify(openApiDocument().paths)),
    );
    expect(await validateServedAnswer(createTaskRoute.endpoint, 201, { title: 42 })).toMatch(
      /does not match the OpenAPI document/,
    );
    // A contract no route serves (a test's own) is not in the document, and not checked against it.
    expect(
      await validateServedAnswer({ ...createTaskRoute.endpoint, path: "/api/v1/nowhere" }, 201, {}),
    ).toBeNull();
  });
});
