import { serve } from "@/lib/server/api/serve";
import { cancelInstance as cancelEndpoint } from "@/modules/workflow-automation/contracts";
import { cancelInstance } from "@/modules/workflow-automation/server/instances/instances";

export const POST = serve(cancelEndpoint, async ({ actor, params, meta }) =>
  cancelInstance(actor, params, meta.errorLocale),
);
