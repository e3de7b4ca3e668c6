import { serve } from "@/lib/server/api/serve";
import { campaignAction as campaignActionEndpoint } from "@/modules/notification/contracts";
import { campaignAction } from "@/modules/notification/server/campaigns/campaign-action";

export const POST = serve(campaignActionEndpoint, async ({ actor, params, body, meta }) =>
  campaignAction(actor, { params, body }, meta.errorLocale),
);
