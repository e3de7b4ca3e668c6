import { serve } from "@/lib/server/api/serve";
import { retryInstance as retryEndpoint } from "@/modules/workflow-automation/contracts";
import { retryInstance } from "@/modules/workflow-automation/server/instances/instances";

export const POST = serve(retryEndpoint, async ({ actor, params, meta }) =>
  retryInstance(actor, params, meta.errorLocale),
);
