import { withApi } from "@/lib/server/api/with-api";
import { testChannel } from "@/modules/notification/server/channels";

// POST /api/v1/notification/{id}/channels/{channelId}/test - send a test message to oneself through the channel
export const POST = withApi({ body: true }, async ({ actor, params, meta }) =>
  testChannel(actor, { params }, meta.errorLocale),
);
