import "server-only";
import type { ModuleChange } from "@/lib/server/events/types";
import type { NotificationModuleEvent } from "@/modules/notification/shared/types";

/** The Notification module's domain events (lib/server/events/types.ts KindDomainEvents). */
export type NotificationDomainEvent =
  /** A row changed or was deleted; a campaign's progress while sending: the module's room events. */
  ModuleChange & {
    type: "notification-module.events";
    tag: "Notification";
    events: NotificationModuleEvent[];
  };

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    Notification: NotificationDomainEvent;
  }
}
