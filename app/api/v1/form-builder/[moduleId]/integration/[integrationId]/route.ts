import { integrationRoutes } from "@/lib/server/integrations/integration-routes";
import { integration } from "@/modules/form-builder/contracts";

const routes = integrationRoutes("FormBuilder", integration);
export const PATCH = routes.update;
export const DELETE = routes.remove;
