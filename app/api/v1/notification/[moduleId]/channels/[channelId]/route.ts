import { serve } from "@/lib/server/api/serve";
import {
  deleteChannel as deleteChannelEndpoint,
  updateChannel as updateChannelEndpoint,
} from "@/modules/notification/contracts";
import { deleteChannel, updateChannel } from "@/modules/notification/server/channels";

export const PATCH = serve(updateChannelEndpoint, async ({ actor, params, body, meta }) =>
  updateChannel(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteChannelEndpoint, async ({ actor, params, meta }) =>
  deleteChannel(actor, { params }, meta.errorLocale),
);
