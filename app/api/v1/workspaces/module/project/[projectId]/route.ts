import {
  listProjectModules as listProjectModulesEndpoint,
  saveProjectModules,
} from "@/lib/contracts/modules";
import { serve } from "@/lib/server/api/serve";
import { applyModuleBatch } from "@/lib/server/modules/apply-module-batch";
import { listProjectModules } from "@/lib/server/modules/list-project-modules";

export const GET = serve(listProjectModulesEndpoint, async ({ actor, params, meta }) =>
  listProjectModules(actor, params.projectId, meta.locale),
);

export const PATCH = serve(saveProjectModules, async ({ actor, params, body, meta }) =>
  applyModuleBatch(actor, params.projectId, body, meta.locale),
);
