import { serve } from "@/lib/server/api/serve";
import { deployProcess as deployEndpoint } from "@/modules/workflow-automation/contracts";
import { deployProcess } from "@/modules/workflow-automation/server/processes";

export const POST = serve(deployEndpoint, async ({ actor, params, meta }) =>
  deployProcess(actor, params, meta.errorLocale),
);
