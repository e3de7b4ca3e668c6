import { integrationRoutes } from "@/lib/server/integrations/integration-routes";
import { integration } from "@/modules/task-management/contracts";

const routes = integrationRoutes("TaskManagement", integration);
export const PATCH = routes.update;
export const DELETE = routes.remove;
