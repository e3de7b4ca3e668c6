import { serve } from "@/lib/server/api/serve";
import { getInstance as getEndpoint } from "@/modules/workflow-automation/contracts";
import { getInstance } from "@/modules/workflow-automation/server/instances/instances";

export const GET = serve(getEndpoint, async ({ actor, params, meta }) =>
  getInstance(actor, params, meta.errorLocale),
);
