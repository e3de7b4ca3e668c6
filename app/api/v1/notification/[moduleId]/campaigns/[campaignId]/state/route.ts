import { withApi } from "@/lib/server/api/with-api";
import { campaignAction } from "@/modules/notification/server/campaigns";

// POST /api/v1/notification/{id}/campaigns/{campaignId}/state - {action: send|pause|resume|cancel} (admins)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  campaignAction(actor, { params, body }, meta.errorLocale),
);
