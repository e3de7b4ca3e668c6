import {
  listWorkspaceModules as listWorkspaceModulesEndpoint,
  saveWorkspaceModules,
} from "@/lib/contracts/modules";
import { serve } from "@/lib/server/api/serve";
import { applyWorkspaceModuleBatch } from "@/lib/server/modules/apply-workspace-module-batch";
import { listWorkspaceModules } from "@/lib/server/modules/list-workspace-modules";

export const GET = serve(listWorkspaceModulesEndpoint, async ({ actor, meta }) =>
  listWorkspaceModules(actor, meta.locale),
);

export const PATCH = serve(saveWorkspaceModules, async ({ actor, body, meta }) =>
  applyWorkspaceModuleBatch(actor, body, meta.locale),
);
