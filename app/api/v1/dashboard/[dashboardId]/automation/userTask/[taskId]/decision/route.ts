import { serve } from "@/lib/server/api/serve";
import { decideUserTask as decideEndpoint } from "@/modules/workflow-automation/contracts";
import { decideUserTask } from "@/modules/workflow-automation/server/instances/instances";

export const POST = serve(decideEndpoint, async ({ actor, params, body, meta }) =>
  decideUserTask(actor, { params, body }, meta.errorLocale),
);
