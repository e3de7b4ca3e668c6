import { serve } from "@/lib/server/api/serve";
import { testChannel as testChannelEndpoint } from "@/modules/notification/contracts";
import { testChannel } from "@/modules/notification/server/channels";

export const POST = serve(testChannelEndpoint, async ({ actor, params, meta }) =>
  testChannel(actor, { params }, meta.errorLocale),
);
