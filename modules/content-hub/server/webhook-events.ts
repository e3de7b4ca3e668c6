import "server-only";
import {
  inModule,
  type KindWebhookEvents,
  type PublicEvent,
} from "@/lib/server/webhooks/workspace/public-events";

/**
 * Posts and products changed or deleted, categories changed, and content published or unpublished
 * (the public side's changes; an edit of published content is `content.item.changed` already).
 */
export const contentWebhookEvents: KindWebhookEvents<"ContentHub"> = {
  "content-hub.events": (event) =>
    event.events.flatMap((item): PublicEvent[] => {
      switch (item.type) {
        case "item.changed":
          return [inModule(event, "content.item.changed", { contentType: item.contentType, id: item.id })];
        case "item.deleted":
          return [inModule(event, "content.item.deleted", { contentType: item.contentType, id: item.id })];
        case "categories.changed":
          return [inModule(event, "content.categories.changed", { contentType: item.contentType })];
        default:
          return [];
      }
    }),
  "content-hub.public-change": (event) =>
    event.change === "published" || event.change === "unpublished"
      ? [
          inModule(event, event.change === "published" ? "content.published" : "content.unpublished", {
            contentType: event.contentType,
            id: event.contentId,
            slug: event.slug,
          }),
        ]
      : [],
};
