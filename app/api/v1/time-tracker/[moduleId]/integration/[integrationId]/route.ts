import { integrationItemRoutes } from "@/lib/server/integrations/integration-routes";

// PATCH/DELETE /api/v1/time-tracker/{id}/integration/{integrationId} - change the target; unlink
const routes = integrationItemRoutes("TimeTracker");
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
