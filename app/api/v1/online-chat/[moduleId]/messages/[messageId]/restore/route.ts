import { serve } from "@/lib/server/api/serve";
import { restoreMessage as restoreMessageEndpoint } from "@/modules/online-chat/contracts";
import { restoreMessage } from "@/modules/online-chat/server/boxes";

export const POST = serve(restoreMessageEndpoint, async ({ actor, params, meta }) =>
  restoreMessage(actor, params, meta.errorLocale),
);
