import { serve } from "@/lib/server/api/serve";
import { getModule } from "@/modules/task-management/contracts";
import { getTaskModuleInfo } from "@/modules/task-management/server/get-task-module-info";

export const GET = serve(getModule, async ({ actor, params, meta }) =>
  getTaskModuleInfo(actor, params, meta.errorLocale),
);
