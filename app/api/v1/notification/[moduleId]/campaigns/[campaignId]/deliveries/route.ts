import { withApi } from "@/lib/server/api/with-api";
import { listDeliveries } from "@/modules/notification/server/campaigns";

// GET /api/v1/notification/{id}/campaigns/{campaignId}/deliveries - the latest run's recipients (status, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listDeliveries(actor, { params, query: Object.fromEntries(req.nextUrl.searchParams) }, meta.errorLocale),
);
