import { withApi } from "@/lib/server/api/with-api";
import { getTaskModuleInfo } from "@/modules/task-management/server/get-task-module-info";

// GET /api/v1/task-management/{id} - the module's name, board, assignable people and the caller's rights
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getTaskModuleInfo(actor, params, meta.errorLocale),
);
