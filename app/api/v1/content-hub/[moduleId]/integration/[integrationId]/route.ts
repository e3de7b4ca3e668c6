import { integrationRoutes } from "@/lib/server/integrations/integration-routes";
import { integration } from "@/modules/content-hub/contracts";

const routes = integrationRoutes("ContentHub", integration);
export const PATCH = routes.update;
export const DELETE = routes.remove;
