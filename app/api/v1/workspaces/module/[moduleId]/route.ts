import { updateWorkspaceModule as updateWorkspaceModuleEndpoint } from "@/lib/contracts/modules";
import { serve } from "@/lib/server/api/serve";
import { updateWorkspaceModule } from "@/lib/server/modules/update-workspace-module";

export const PATCH = serve(updateWorkspaceModuleEndpoint, async ({ actor, params, body, meta }) =>
  updateWorkspaceModule(actor, params.moduleId, body, meta.locale),
);
