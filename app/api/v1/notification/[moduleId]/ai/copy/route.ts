import { serve } from "@/lib/server/api/serve";
import { draftCopy } from "@/modules/notification/contracts";
import { draftCampaignCopy } from "@/modules/notification/server/ai-copy";

// Drafted in the person's language (their choice, else their browser's).
export const POST = serve(draftCopy, async ({ actor, params, body, meta }) =>
  draftCampaignCopy(actor, { moduleId: params.moduleId, body }, meta.locale),
);
