// The content hub and the form builder are integrable kinds too (their manifests): each mounts the
// integration family under its own segment, so a link made from a board is seen, changed and removed
// from the hub's or the form builder's side, and nothing of another workspace is reachable.
import { POST as createTaskIntegration } from "@/app/api/v1/task-management/[moduleId]/integration/route";
import { GET as listHubIntegrations } from "@/app/api/v1/content-hub/[moduleId]/integration/route";
import {
  DELETE as deleteHubIntegration,
  PATCH as patchHubIntegration,
} from "@/app/api/v1/content-hub/[moduleId]/integration/[integrationId]/route";
import {
  GET as listFormIntegrations,
  POST as createFormIntegration,
} from "@/app/api/v1/form-builder/[moduleId]/integration/route";
import type { IntegrationList, ModuleIntegrationItem } from "@/lib/integrations/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let board: string;
let hub: string;
let forms: string;

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Site" })).id;
  board = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement", name: "Web" })).id;
  hub = (await seedProjectModule(getDb(), projectId, { tag: "ContentHub", name: "Blog" })).id;
  forms = (await seedProjectModule(getDb(), projectId, { tag: "FormBuilder", name: "Signups" })).id;
});

describe("integrations of the content hub and the form builder", () => {
  it("are listed, changed and removed from the content hub's side", async () => {
    const made = await call<ModuleIntegrationItem>(createTaskIntegration, {
      method: "POST",
      token: team.admin.token,
      params: { moduleId: board },
      body: { moduleId: hub },
    });
    expect(made.status).toBe(201);
    const listed = await call<IntegrationList>(listHubIntegrations, {
      token: team.admin.token,
      params: { moduleId: hub },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((item) => item.id)).toEqual([made.body.id]);
    expect(listed.body.canManage).toBe(true);
    const changed = await call<ModuleIntegrationItem>(patchHubIntegration, {
      method: "PATCH",
      token: team.admin.token,
      params: { moduleId: hub, integrationId: made.body.id },
      body: { moduleId: forms, active: true },
    });
    expect(changed.status).toBe(200);
    expect([changed.body.source.moduleId, changed.body.target.moduleId].sort()).toEqual([forms, hub].sort());
    const viewerDelete = await call(deleteHubIntegration, {
      method: "DELETE",
      token: team.viewer.token,
      params: { moduleId: hub, integrationId: made.body.id },
    });
    expect(viewerDelete.status).toBe(403);
    const removed = await call(deleteHubIntegration, {
      method: "DELETE",
      token: team.admin.token,
      params: { moduleId: hub, integrationId: made.body.id },
    });
    expect(removed.status).toBe(204);
  });

  it("links a form builder from its own side and answers 404 to another workspace", async () => {
    const made = await call<ModuleIntegrationItem>(createFormIntegration, {
      method: "POST",
      token: team.admin.token,
      params: { moduleId: forms },
      body: { moduleId: board },
    });
    expect(made.status).toBe(201);
    expect(made.body.source.moduleId).toBe(forms);
    const other = await seedTeam("Other Co");
    const foreign = await call(listFormIntegrations, {
      token: other.owner.token,
      params: { moduleId: forms },
    });
    expect(foreign.status).toBe(404);
    const reach = await call(createFormIntegration, {
      method: "POST",
      token: other.owner.token,
      params: { moduleId: forms },
      body: { moduleId: board },
    });
    expect(reach.status).toBe(404);
  });
});
