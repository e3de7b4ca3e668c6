// What a form's integrations do (issue 40, item 5): a response submitted to a form linked with a
// board becomes one task (its title and due date from the mapped questions, every answer in its
// description), with a hub one draft post; delivered again, nothing more is made. The mapping is
// checked against the form module's own forms; GET /workspaces/integration lists what the caller
// may read, in pages, with the pairs the manifests declare.
import { GET as listWorkspaceIntegrations } from "@/app/api/v1/workspaces/integration/route";
import { PATCH as patchFormIntegration } from "@/app/api/v1/form-builder/[moduleId]/integration/[integrationId]/route";
import { POST as createFormIntegration } from "@/app/api/v1/form-builder/[moduleId]/integration/route";
import { POST as createBoardIntegration } from "@/app/api/v1/task-management/[moduleId]/integration/route";
import type { ModuleIntegrationItem, WorkspaceIntegrations } from "@/lib/integrations/types";
import { getDb } from "@/lib/server/db";
import { durableSubscribers } from "@/lib/server/events/bus";
import type { DomainEvent } from "@/lib/server/events/types";
import { attachIntegrationFeatures } from "@/lib/server/modules/server-kinds";
import { layOut } from "@/modules/form-builder/shared/templates";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { publicForm, publishedForm, seedBuilder, submit, type Builder } from "../form-builder/helpers";
import { seedTeam } from "../workspaces/helpers";

let detach: () => void;
beforeAll(() => {
  detach = attachIntegrationFeatures();
});
afterAll(() => detach());

/** The durable subscriber as the outbox's dispatcher calls it. */
async function deliver(event: DomainEvent) {
  const subscriber = durableSubscribers().find((candidate) => candidate.name === "integration-deliveries");
  if (!subscriber) throw new Error("integration-deliveries is not attached");
  await subscriber.handle(event, { id: `evt-${event.type}`, at: new Date().toISOString() } as never);
}

const requestContent = {
  title: "Product request",
  elements: layOut([
    ["shortText", { label: "Your name", required: true }, { id: "who" }],
    ["shortText", { label: "What should we build?", required: true }, { id: "what" }],
    ["date", { label: "Needed by" }, { id: "when" }],
    ["checkbox", { label: "Urgent" }, { id: "urgent" }],
  ]),
  logic: [],
};

async function seedFormsWith(tag: "TaskManagement" | "ContentHub", b: Builder) {
  const target = (
    await seedProjectModule(getDb(), b.projectId, { tag, name: tag === "ContentHub" ? "Ideas" : "Roadmap" })
  ).id;
  const made = await call<ModuleIntegrationItem>(createFormIntegration, {
    method: "POST",
    token: b.team.admin.token,
    params: { moduleId: b.moduleId },
    body: { moduleId: target },
  });
  expect(made.status).toBe(201);
  return { target, integration: made.body };
}

async function respond(b: Builder, slug: string, answers: Record<string, unknown>): Promise<DomainEvent> {
  const pub = (await publicForm(slug)).body;
  const sent = await submit(slug, { versionId: pub.versionId, answers });
  expect(sent.status).toBe(200);
  const form = await getDb().form.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  return {
    type: "form.response.submitted",
    workspaceId: b.team.workspace.id,
    moduleId: b.moduleId,
    formId: form.id,
    responseId: sent.body.id,
  } as DomainEvent;
}

const setMapping = (b: Builder, integrationId: string, target: string, settings: unknown) =>
  call<ModuleIntegrationItem & { message?: string }>(patchFormIntegration, {
    method: "PATCH",
    token: b.team.admin.token,
    params: { moduleId: b.moduleId, integrationId },
    body: { moduleId: target, active: true, settings },
  });

describe("a form linked with a board", () => {
  it("turns each response into one task, by the mapping", async () => {
    const b = await seedBuilder("Acme Requests");
    const form = await publishedForm(b, requestContent);
    const { target, integration } = await seedFormsWith("TaskManagement", b);
    expect(integration.feature).toBe("formTasks");

    const mapped = await setMapping(b, integration.id, target, {
      forms: { [form.id]: { title: "what", dueDate: "when" } },
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.settings).toEqual({ forms: { [form.id]: { title: "what", dueDate: "when" } } });

    const event = await respond(b, form.slug, {
      who: "Ana <b>",
      what: "Dark mode",
      when: "2027-01-15",
      urgent: true,
    });
    await deliver(event);
    await deliver(event); // delivered again (at least once): nothing more
    const board = await getDb().taskBoard.findUniqueOrThrow({
      where: { projectModuleId: target },
      select: { id: true },
    });
    const tasks = await getDb().task.findMany({ where: { boardId: board.id } });
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.title).toBe("Dark mode");
    expect(tasks[0]!.dueDate?.toISOString().slice(0, 10)).toBe("2027-01-15");
    // Every answer in the description, escaped; made as the person who linked the modules.
    expect(tasks[0]!.description).toContain("<strong>Your name</strong>: Ana &lt;b&gt;");
    expect(tasks[0]!.description).toContain("<strong>Urgent</strong>: ✓");
    expect(tasks[0]!.createdById).toBe(b.team.admin.user.id);
    const deliveries = await getDb().integrationDelivery.findMany({
      where: { integrationId: integration.id },
    });
    expect(deliveries).toEqual([
      expect.objectContaining({
        sourceId: (event as { responseId: string }).responseId,
        targetId: tasks[0]!.id,
      }),
    ]);
  });

  it("without a mapping takes the first short answer as the title; switched off, makes nothing", async () => {
    const b = await seedBuilder("Acme Plain");
    const form = await publishedForm(b, requestContent);
    const { target, integration } = await seedFormsWith("TaskManagement", b);
    await deliver(await respond(b, form.slug, { who: "Luis", what: "Export" }));
    const board = await getDb().taskBoard.findUniqueOrThrow({
      where: { projectModuleId: target },
      select: { id: true },
    });
    expect(
      (await getDb().task.findMany({ where: { boardId: board.id } })).map((task) => [
        task.title,
        task.dueDate,
      ]),
    ).toEqual([["Luis", null]]);

    const off = await call(patchFormIntegration, {
      method: "PATCH",
      token: b.team.admin.token,
      params: { moduleId: b.moduleId, integrationId: integration.id },
      body: { moduleId: target, active: false },
    });
    expect(off.status).toBe(200);
    await deliver(await respond(b, form.slug, { who: "Eva", what: "Import" }));
    expect(await getDb().task.count({ where: { boardId: board.id } })).toBe(1);
  });
});

describe("a form linked with a content hub", () => {
  it("turns a response into a draft post", async () => {
    const b = await seedBuilder("Acme Ideas");
    const form = await publishedForm(b, requestContent);
    const { target, integration } = await seedFormsWith("ContentHub", b);
    expect(integration.feature).toBe("formPosts");
    expect(
      (await setMapping(b, integration.id, target, { forms: { [form.id]: { title: "what" } } })).status,
    ).toBe(200);
    await deliver(await respond(b, form.slug, { who: "Ana", what: "Offline mode" }));
    const posts = await getDb().contentPost.findMany({ where: { moduleId: target } });
    expect(posts.map((post) => [post.title, post.publishedAt])).toEqual([["Offline mode", null]]);
    expect(posts[0]!.content).toContain("<strong>What should we build?</strong>: Offline mode");
  });
});

describe("the mapping", () => {
  it("is refused unless its forms and questions are the form module's own", async () => {
    const b = await seedBuilder("Acme Checks");
    const form = await publishedForm(b, requestContent);
    const { target, integration } = await seedFormsWith("TaskManagement", b);
    const other = await seedBuilder("Other Co");
    const foreign = await publishedForm(other, requestContent);

    const cases: [unknown, number, string][] = [
      [{ forms: { [foreign.id]: { title: "what" } } }, 400, "errors.integrationFormNotFound"],
      [{ forms: { [form.id]: { title: "nope" } } }, 400, "validation.integrationFieldInvalid"],
      [
        { forms: { [form.id]: { title: "what", dueDate: "who" } } },
        400,
        "validation.integrationFieldInvalid",
      ],
      [{ forms: { "not-an-id": { title: "what" } } }, 400, ""],
      [{ forms: "all" }, 400, ""],
    ];
    for (const [settings, status] of cases) {
      const res = await setMapping(b, integration.id, target, settings);
      expect([JSON.stringify(settings), res.status]).toEqual([JSON.stringify(settings), status]);
    }
    const stored = await getDb().moduleIntegration.findUniqueOrThrow({ where: { id: integration.id } });
    expect(stored.settings).toBeNull();
    // A member who may not manage the link cannot map it either.
    const member = await call(patchFormIntegration, {
      method: "PATCH",
      token: b.team.viewer.token,
      params: { moduleId: b.moduleId, integrationId: integration.id },
      body: { moduleId: target, active: true, settings: { forms: { [form.id]: { title: "what" } } } },
    });
    expect([403, 404]).toContain(member.status);
  });

  it("is refused where nothing reads it (a board and a time tracker)", async () => {
    const team = await seedTeam("Acme Timers");
    const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Ops" })).id;
    const board = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Ops" })).id;
    const timer = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Hours" })).id;
    const made = await call<ModuleIntegrationItem>(createBoardIntegration, {
      method: "POST",
      token: team.admin.token,
      params: { moduleId: board },
      body: { moduleId: timer },
    });
    expect(made.status).toBe(201);
    expect(made.body.feature).toBe("taskTimers");
    const res = await call<{ message: string }>(
      (await import("@/app/api/v1/task-management/[moduleId]/integration/[integrationId]/route")).PATCH,
      {
        method: "PATCH",
        token: team.admin.token,
        params: { moduleId: board, integrationId: made.body.id },
        body: { moduleId: timer, active: true, settings: { forms: {} } },
      },
    );
    expect(res.status).toBe(400);
  });
});

describe("GET /workspaces/integration", () => {
  it("lists the workspace's integrations the caller may read, newest first, in pages", async () => {
    const b = await seedBuilder("Acme Listing");
    const board = await seedFormsWith("TaskManagement", b);
    const hubProject = (await seedProject(getDb(), b.team.workspace.id, { name: "Blog" })).id;
    const hubForms = (await seedProjectModule(getDb(), hubProject, { tag: "FormBuilder", name: "Asks" })).id;
    const hub = (await seedProjectModule(getDb(), hubProject, { tag: "ContentHub", name: "News" })).id;
    const second = await call<ModuleIntegrationItem>(createFormIntegration, {
      method: "POST",
      token: b.team.admin.token,
      params: { moduleId: hubForms },
      body: { moduleId: hub },
    });
    expect(second.status).toBe(201);
    // Another workspace's integration is never listed.
    const other = await seedBuilder("Other Listing");
    await seedFormsWith("ContentHub", other);

    const first = await call<WorkspaceIntegrations>(listWorkspaceIntegrations, {
      token: b.team.admin.token,
      url: "http://localhost:3000/api/v1/workspaces/integration?limit=1",
    });
    expect(first.status).toBe(200);
    expect(first.body.data.map((item) => item.id)).toEqual([second.body.id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body.kinds).toEqual(
      expect.arrayContaining([
        { kinds: ["TaskManagement", "TimeTracker"], feature: "taskTimers" },
        { kinds: ["FormBuilder", "TaskManagement"], feature: "formTasks" },
        { kinds: ["FormBuilder", "ContentHub"], feature: "formPosts" },
      ]),
    );
    const rest = await call<WorkspaceIntegrations>(listWorkspaceIntegrations, {
      token: b.team.admin.token,
      url: `http://localhost:3000/api/v1/workspaces/integration?limit=1&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
    });
    expect(rest.body.data.map((item) => item.id)).toEqual([board.integration.id]);
    expect(rest.body.nextCursor).toBeNull();

    const bad = await call(listWorkspaceIntegrations, {
      token: b.team.admin.token,
      url: "http://localhost:3000/api/v1/workspaces/integration?limit=500",
    });
    expect(bad.status).toBe(400);
    const badCursor = await call(listWorkspaceIntegrations, {
      token: b.team.admin.token,
      url: "http://localhost:3000/api/v1/workspaces/integration?cursor=nonsense",
    });
    expect(badCursor.status).toBe(400);
    const anonymous = await call(listWorkspaceIntegrations, {});
    expect(anonymous.status).toBe(401);
  });

  it("leaves out what the caller reads neither side of", async () => {
    const b = await seedBuilder("Acme Private");
    await seedFormsWith("TaskManagement", b);
    // The guest has no project of the workspace: no module is theirs to read.
    const guest = await call<WorkspaceIntegrations>(listWorkspaceIntegrations, { token: b.team.guest.token });
    expect(guest.status).toBe(200);
    expect(guest.body.data).toEqual([]);
  });
});
