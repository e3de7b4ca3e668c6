import { serve } from "@/lib/server/api/serve";
import { setConversationState as setConversationStateEndpoint } from "@/modules/online-chat/contracts";
import { setConversationState } from "@/modules/online-chat/server/member-state";

export const PATCH = serve(setConversationStateEndpoint, async ({ actor, params, body, meta }) =>
  setConversationState(actor, { ...params, ...body }, meta.errorLocale),
);
