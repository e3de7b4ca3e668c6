import { serve } from "@/lib/server/api/serve";
import { startProcess as startEndpoint } from "@/modules/workflow-automation/contracts";
import { startProcess } from "@/modules/workflow-automation/server/instances/instances";

export const POST = serve(startEndpoint, async ({ actor, params, body, meta }) =>
  startProcess(actor, { params, body }, meta.errorLocale),
);
