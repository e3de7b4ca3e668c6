import { integrationItemRoutes } from "@/lib/server/integrations/integration-routes";

// PATCH/DELETE /api/v1/task-management/{id}/integration/{integrationId} - change the target; unlink
const routes = integrationItemRoutes("TaskManagement");
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
