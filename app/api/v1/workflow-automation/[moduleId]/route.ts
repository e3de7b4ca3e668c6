import { serve } from "@/lib/server/api/serve";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import { getWorkflowAutomation } from "@/modules/workflow-automation/contracts";
import { automationScope } from "@/modules/workflow-automation/server/processes";

export const GET = serve(getWorkflowAutomation, async ({ actor, params, meta }) =>
  moduleInfo(await automationScope(actor, params.moduleId, meta.errorLocale)),
);
