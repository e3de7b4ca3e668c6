import "server-only";
import { NextResponse } from "next/server";
import type { IntegrableTag } from "@/lib/integrations/types";
import { withApi } from "@/lib/server/api/with-api";
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateIntegration,
} from "@/lib/server/integrations/integrations";

/**
 * The integration family of a module kind (spec §7: POST/GET /{kind}/{id}/integration): the route
 * files of each kind mount these handlers with their tag.
 */
export function integrationRoutes(tag: IntegrableTag) {
  return {
    // GET /api/v1/{kind}/{id}/integration - the module's integration and the modules it could link to
    GET: withApi({}, async ({ actor, params, meta }) =>
      listIntegrations(actor, { tag, moduleId: params.moduleId }, meta.errorLocale),
    ),
    // POST /api/v1/{kind}/{id}/integration - link this module to another {moduleId}
    POST: withApi({ body: true }, async ({ actor, params, body, meta }) =>
      NextResponse.json(
        await createIntegration(actor, { tag, moduleId: params.moduleId, body }, meta.errorLocale),
        { status: 201 },
      ),
    ),
  };
}

/** PATCH/DELETE /{kind}/{id}/integration/{integrationId}. */
export function integrationItemRoutes(tag: IntegrableTag) {
  return {
    // PATCH /api/v1/{kind}/{id}/integration/{integrationId} - a new target {moduleId, active}
    PATCH: withApi({ body: true }, async ({ actor, params, body, meta }) =>
      updateIntegration(actor, { tag, params, body }, meta.errorLocale),
    ),
    // DELETE /api/v1/{kind}/{id}/integration/{integrationId} - unlink the two modules
    DELETE: withApi({}, async ({ actor, params, meta }) => {
      await deleteIntegration(actor, { tag, params }, meta.errorLocale);
      return new NextResponse(null, { status: 204 });
    }),
  };
}
