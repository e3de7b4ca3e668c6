import { serve } from "@/lib/server/api/serve";
import { listInstances as listEndpoint } from "@/modules/workflow-automation/contracts";
import { listInstances } from "@/modules/workflow-automation/server/instances/instances";

export const GET = serve(listEndpoint, async ({ actor, params, query, meta }) =>
  listInstances(actor, { params, query }, meta.errorLocale),
);
