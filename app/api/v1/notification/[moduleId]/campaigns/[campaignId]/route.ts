import { serve } from "@/lib/server/api/serve";
import {
  deleteCampaign as deleteCampaignEndpoint,
  getCampaign as getCampaignEndpoint,
  updateCampaign as updateCampaignEndpoint,
} from "@/modules/notification/contracts";
import { deleteCampaign, getCampaign, updateCampaign } from "@/modules/notification/server/campaigns";

export const GET = serve(getCampaignEndpoint, async ({ actor, params, meta }) =>
  getCampaign(actor, { params }, meta.errorLocale),
);

export const PATCH = serve(updateCampaignEndpoint, async ({ actor, params, body, meta }) =>
  updateCampaign(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteCampaignEndpoint, async ({ actor, params, meta }) =>
  deleteCampaign(actor, { params }, meta.errorLocale),
);
