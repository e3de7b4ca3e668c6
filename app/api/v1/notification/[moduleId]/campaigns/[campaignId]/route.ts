import { serve } from "@/lib/server/api/serve";
import {
  deleteCampaign as deleteCampaignEndpoint,
  getCampaign as getCampaignEndpoint,
  updateCampaign as updateCampaignEndpoint,
} from "@/modules/notification/contracts";
import { deleteCampaign } from "@/modules/notification/server/campaigns/delete-campaign";
import { getCampaign } from "@/modules/notification/server/campaigns/get-campaign";
import { updateCampaign } from "@/modules/notification/server/campaigns/update-campaign";

export const GET = serve(getCampaignEndpoint, async ({ actor, params, meta }) =>
  getCampaign(actor, { params }, meta.errorLocale),
);

export const PATCH = serve(updateCampaignEndpoint, async ({ actor, params, body, meta }) =>
  updateCampaign(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteCampaignEndpoint, async ({ actor, params, meta }) =>
  deleteCampaign(actor, { params }, meta.errorLocale),
);
