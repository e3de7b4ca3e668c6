import { withApi } from "@/lib/server/api/with-api";
import { applyWorkspaceModuleBatch } from "@/lib/server/modules/apply-workspace-module-batch";
import { listWorkspaceModules } from "@/lib/server/modules/list-workspace-modules";

// GET /api/v1/workspaces/module - the active workspace's own modules, in index order
export const GET = withApi({}, async ({ actor, meta }) => listWorkspaceModules(actor, meta.locale));

// PATCH /api/v1/workspaces/module - batch { create, delete, update } of workspace modules, one transaction
export const PATCH = withApi({ body: true }, async ({ actor, body, meta }) =>
  applyWorkspaceModuleBatch(actor, body, meta.locale),
);
