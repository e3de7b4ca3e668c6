import { serve } from "@/lib/server/api/serve";
import { getProcessVersion as versionEndpoint } from "@/modules/workflow-automation/contracts";
import { getProcessVersion } from "@/modules/workflow-automation/server/processes";

export const GET = serve(versionEndpoint, async ({ actor, params, meta }) =>
  getProcessVersion(actor, params, meta.errorLocale),
);
