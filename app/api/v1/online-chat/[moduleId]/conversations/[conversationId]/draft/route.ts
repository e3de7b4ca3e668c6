import { serve } from "@/lib/server/api/serve";
import { saveDraft as saveDraftEndpoint } from "@/modules/online-chat/contracts";
import { saveDraft } from "@/modules/online-chat/server/member-state";

export const PUT = serve(saveDraftEndpoint, async ({ actor, params, body, meta }) =>
  saveDraft(actor, { ...params, body: body.body }, meta.errorLocale),
);
