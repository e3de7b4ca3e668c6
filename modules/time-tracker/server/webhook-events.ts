import "server-only";
import { inModule, type KindWebhookEvents } from "@/lib/server/webhooks/workspace/public-events";

/** A person's time entries changed (added, edited, stopped, deleted): the entries as they are now. */
export const timeWebhookEvents: KindWebhookEvents<"TimeTracker"> = {
  "time.entries": (event) => [
    inModule({ moduleId: event.moduleId, actorId: event.userId }, "time.entries.changed", {
      userId: event.userId,
      changed: event.changed,
      deleted: event.deleted,
    }),
  ],
};
