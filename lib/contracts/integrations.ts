// The integration family of the integrable kinds (spec §7: /{segment}/{moduleId}/integration), made
// from the kind's route segment, served by lib/server/integrations/integration-routes.ts.
import { defineEndpoint, noContent } from "@/lib/contracts/endpoint";
import { integrationListSchema, moduleIntegrationItemSchema } from "@/lib/integrations/types";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import {
  createIntegrationSchema,
  integrationParamsSchema,
  updateIntegrationSchema,
} from "@/lib/schemas/integrations";

export function integrationEndpoints<const S extends string>(segment: S) {
  const list = `/api/v1/${segment}/{moduleId}/integration` as const;
  const item = `/api/v1/${segment}/{moduleId}/integration/{integrationId}` as const;
  return {
    list: defineEndpoint({
      method: "GET",
      path: list,
      auth: "session",
      summary: "The module's integration and the modules it could link to",
      params: moduleParamsSchema,
      response: integrationListSchema,
    }),
    create: defineEndpoint({
      method: "POST",
      path: list,
      auth: "session",
      summary: "Link the module to another module",
      params: moduleParamsSchema,
      body: createIntegrationSchema,
      response: moduleIntegrationItemSchema,
      status: 201,
    }),
    update: defineEndpoint({
      method: "PATCH",
      path: item,
      auth: "session",
      summary: "A new target for the integration, or turn it on or off",
      params: integrationParamsSchema,
      body: updateIntegrationSchema,
      response: moduleIntegrationItemSchema,
    }),
    remove: defineEndpoint({
      method: "DELETE",
      path: item,
      auth: "session",
      summary: "Unlink the two modules (204)",
      params: integrationParamsSchema,
      response: noContent,
      status: 204,
    }),
  };
}
