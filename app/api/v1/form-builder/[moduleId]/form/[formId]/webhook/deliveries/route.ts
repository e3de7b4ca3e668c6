import { withApi } from "@/lib/server/api/with-api";
import { listFormDeliveries } from "@/modules/form-builder/server/webhook";

// GET /api/v1/form-builder/{id}/form/{formId}/webhook/deliveries - the delivery log, newest first (cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listFormDeliveries(actor, { params, cursor: req.nextUrl.searchParams.get("cursor") }, meta.errorLocale),
);
