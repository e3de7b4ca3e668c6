import { serve } from "@/lib/server/api/serve";
import { importTasks as importTasksEndpoint } from "@/modules/task-management/contracts";
import { importTasks } from "@/modules/task-management/server/import-tasks";

export const POST = serve(importTasksEndpoint, async ({ actor, params, body }) =>
  importTasks(actor, { moduleId: params.moduleId, body }),
);
