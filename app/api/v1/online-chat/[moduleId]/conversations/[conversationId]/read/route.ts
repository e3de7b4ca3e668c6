import { serve } from "@/lib/server/api/serve";
import { markRead as markReadEndpoint } from "@/modules/online-chat/contracts";
import { markRead } from "@/modules/online-chat/server/member-state";

export const PUT = serve(markReadEndpoint, async ({ actor, params, body, meta }) =>
  markRead(actor, { ...params, body }, meta.errorLocale),
);
