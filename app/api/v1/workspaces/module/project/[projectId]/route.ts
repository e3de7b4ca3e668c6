import { withApi } from "@/lib/server/api/with-api";
import { applyModuleBatch } from "@/lib/server/modules/apply-module-batch";
import { listProjectModules } from "@/lib/server/modules/list-project-modules";

// GET /api/v1/workspaces/module/project/{projectId} - the project's module grid, in index order
export const GET = withApi({}, async ({ actor, params, meta }) =>
  listProjectModules(actor, params.projectId, meta.locale),
);

// PATCH /api/v1/workspaces/module/project/{projectId} - batch { create, delete, update } of the grid, one transaction
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  applyModuleBatch(actor, params.projectId, body, meta.locale),
);
