import { withApi } from "@/lib/server/api/with-api";
import { updateProjectModule } from "@/lib/server/modules/update-project-module";

// PATCH /api/v1/workspaces/module/{moduleId}/project/{projectId} - bookmark, rename or move a placed module
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateProjectModule(actor, params, body, meta.locale),
);
