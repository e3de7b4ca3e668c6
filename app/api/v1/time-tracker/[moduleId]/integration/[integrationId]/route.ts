import { integrationRoutes } from "@/lib/server/integrations/integration-routes";
import { integration } from "@/modules/time-tracker/contracts";

const routes = integrationRoutes("TimeTracker", integration);
export const PATCH = routes.update;
export const DELETE = routes.remove;
