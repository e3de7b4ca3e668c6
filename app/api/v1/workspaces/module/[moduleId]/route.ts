import { withApi } from "@/lib/server/api/with-api";
import { updateWorkspaceModule } from "@/lib/server/modules/update-workspace-module";

// PATCH /api/v1/workspaces/module/{moduleId} - rename or bookmark a workspace module
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateWorkspaceModule(actor, params.moduleId, body, meta.locale),
);
