import { serve } from "@/lib/server/api/serve";
import {
  createCampaign as createCampaignEndpoint,
  listCampaigns as listCampaignsEndpoint,
} from "@/modules/notification/contracts";
import { createCampaign } from "@/modules/notification/server/campaigns/create-campaign";
import { listCampaigns } from "@/modules/notification/server/campaigns/list-campaigns";

export const GET = serve(listCampaignsEndpoint, async ({ actor, params, query, meta }) =>
  listCampaigns(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

export const POST = serve(createCampaignEndpoint, async ({ actor, params, body, meta }) =>
  createCampaign(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
