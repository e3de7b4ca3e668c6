import "server-only";
import { NextResponse } from "next/server";
import type { integrationEndpoints } from "@/lib/contracts/integrations";
import type { IntegrableTag } from "@/lib/integrations/types";
import { serve } from "@/lib/server/api/serve";
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateIntegration,
} from "@/lib/server/integrations/integrations";

type IntegrationEndpoints = ReturnType<typeof integrationEndpoints<string>>;

/**
 * The integration family of a module kind (spec §7: GET/POST /{kind}/{id}/integration, PATCH/DELETE
 * /{kind}/{id}/integration/{integrationId}), served from the kind's contracts: the route files of
 * each kind mount these handlers with their tag.
 */
export function integrationRoutes(tag: IntegrableTag, endpoints: IntegrationEndpoints) {
  return {
    list: serve(endpoints.list, async ({ actor, params, meta }) =>
      listIntegrations(actor, { tag, moduleId: params.moduleId }, meta.errorLocale),
    ),
    create: serve(endpoints.create, async ({ actor, params, body, meta }) =>
      createIntegration(actor, { tag, moduleId: params.moduleId, body }, meta.errorLocale),
    ),
    update: serve(endpoints.update, async ({ actor, params, body, meta }) =>
      updateIntegration(actor, { tag, params, body }, meta.errorLocale),
    ),
    remove: serve(endpoints.remove, async ({ actor, params, meta }) => {
      await deleteIntegration(actor, { tag, params }, meta.errorLocale);
      return new NextResponse(null, { status: 204 });
    }),
  };
}
