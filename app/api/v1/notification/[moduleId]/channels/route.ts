import { serve } from "@/lib/server/api/serve";
import {
  createChannel as createChannelEndpoint,
  listChannels as listChannelsEndpoint,
} from "@/modules/notification/contracts";
import { createChannel, listChannels } from "@/modules/notification/server/channels";

export const GET = serve(listChannelsEndpoint, async ({ actor, params, query, meta }) =>
  listChannels(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

export const POST = serve(createChannelEndpoint, async ({ actor, params, body, meta }) =>
  createChannel(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
