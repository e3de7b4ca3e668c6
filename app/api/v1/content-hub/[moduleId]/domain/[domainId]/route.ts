import { withApi } from "@/lib/server/api/with-api";
import { deleteDomain, updateDomain } from "@/modules/content-hub/server/domain";

// PATCH /api/v1/content-hub/{id}/domain/{domainId} - domain, developerMode, active; rotateKey shows a new key once
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateDomain(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/content-hub/{id}/domain/{domainId} - disconnect (the key stops working)
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteDomain(actor, { params }, meta.errorLocale),
);
