import { serve } from "@/lib/server/api/serve";
import { getOnlineChat as getOnlineChatEndpoint } from "@/modules/online-chat/contracts";
import { getOnlineChat } from "@/modules/online-chat/server/scope";

export const GET = serve(getOnlineChatEndpoint, async ({ actor, params, meta }) =>
  getOnlineChat(actor, params.moduleId, meta.errorLocale),
);
