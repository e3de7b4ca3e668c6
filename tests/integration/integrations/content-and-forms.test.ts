// The content hub and the form builder are integrable kinds too (their manifests): each mounts the
// integration family under its own segment, so a link made from a form builder is seen, changed and
// removed from the hub's side, and nothing of another workspace is reachable. Only the pairs the
// manifests declare link (a form with a board or a hub; a board with a time tracker).
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
    // A board and a hub have nothing to do together: no manifest declares the pair.
    const undeclared = await call(patchHubIntegration, {
      method: "PATCH",
      token: team.admin.token,
      params: { moduleId: hub, integrationId: "0".repeat(24) },
      body: { moduleId: board, active: true },
    });
    expect(undeclared.status).toBe(404);
    const made = await call<ModuleIntegrationItem>(createFormIntegration, {
      method: "POST",
      token: team.admin.token,
      params: { moduleId: forms },
      body: { moduleId: hub },
    });
    expect(made.status).toBe(201);
    expect(made.body.feature).toBe("formPosts");
    const listed = await call<IntegrationList>(listHubIntegrations, {
      token: team.admin.token,
      params: { moduleId: hub },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((item) => item.id)).toEqual([made.body.id]);
    expect(listed.body.canManage).toBe(true);
    const refused = await call(patchHubIntegration, {
      method: "PATCH",
      token: team.admin.token,
      params: { moduleId: hub, integrationId: made.body.id },
      body: { moduleId: board, active: true },
    });
    expect(refused.status).toBe(400);
    const otherForms = (
      await seedProjectModule(
        getDb(),
        (await seedProject(getDb(), team.workspace.id, { name: "Ideas" })).id,
        {
          tag: "FormBuilder",
          name: "Requests",
        },
      )
    ).id;
    const changed = await call<ModuleIntegrationItem>(patchHubIntegration, {
      method: "PATCH",
      token: team.admin.token,
      params: { moduleId: hub, integrationId: made.body.id },
      body: { moduleId: otherForms, active: true },
    });
    expect(changed.status).toBe(200);
    expect([changed.body.source.moduleId, changed.body.target.moduleId].sort()).toEqual(
      [otherForms, hub].sort(),
    );
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
