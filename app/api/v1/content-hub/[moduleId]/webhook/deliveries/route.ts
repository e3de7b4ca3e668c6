import { withApi } from "@/lib/server/api/with-api";
import { listDeliveries } from "@/modules/content-hub/server/webhooks";

// GET /api/v1/content-hub/{id}/webhook/deliveries - the delivery log, newest first (cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listDeliveries(
    actor,
    { moduleId: params.moduleId, cursor: req.nextUrl.searchParams.get("cursor") },
    meta.errorLocale,
  ),
);
