import "server-only";
import { inModule, type KindWebhookEvents } from "@/lib/server/webhooks/workspace/public-events";

/** Channels, templates and campaigns changed or deleted; a campaign's with its status and totals. */
export const notificationWebhookEvents: KindWebhookEvents<"Notification"> = {
  "notification-module.events": (event) =>
    event.events.map((item) => {
      const gone = item.deleted === true;
      if (item.entity === "campaign")
        return inModule(event, gone ? "campaign.deleted" : "campaign.changed", {
          campaignId: item.id,
          ...(item.status ? { status: item.status } : {}),
          ...(item.totals ? { totals: item.totals } : {}),
        });
      if (item.entity === "channel")
        return inModule(event, gone ? "channel.deleted" : "channel.changed", { channelId: item.id });
      return inModule(event, gone ? "template.deleted" : "template.changed", { templateId: item.id });
    }),
};
