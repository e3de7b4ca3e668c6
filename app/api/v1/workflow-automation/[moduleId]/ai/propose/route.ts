import { serve } from "@/lib/server/api/serve";
import { proposeAutomation } from "@/modules/workflow-automation/contracts";
import * as ai from "@/modules/workflow-automation/server/ai/propose";

export const POST = serve(proposeAutomation, async ({ actor, params, body, meta }) =>
  ai.proposeAutomation(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
