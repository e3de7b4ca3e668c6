import { withApi } from "@/lib/server/api/with-api";
import { deleteChannel, updateChannel } from "@/modules/notification/server/channels";

// PATCH /api/v1/notification/{id}/channels/{channelId} - rename, enable or disable, settings, rotate a webhook's secret
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateChannel(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/notification/{id}/channels/{channelId} - delete a channel no running campaign uses
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteChannel(actor, { params }, meta.errorLocale),
);
