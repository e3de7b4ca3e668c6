import { withApi } from "@/lib/server/api/with-api";
import { deleteCampaign, getCampaign, updateCampaign } from "@/modules/notification/server/campaigns";

// GET /api/v1/notification/{id}/campaigns/{campaignId} - one campaign with its latest run's totals
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getCampaign(actor, { params }, meta.errorLocale),
);

// PATCH /api/v1/notification/{id}/campaigns/{campaignId} - change a draft or a scheduled campaign
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateCampaign(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/notification/{id}/campaigns/{campaignId} - delete a campaign that is not sending
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteCampaign(actor, { params }, meta.errorLocale),
);
