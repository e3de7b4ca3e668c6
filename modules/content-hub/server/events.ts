import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import type { DomainEvent, ModuleChange } from "@/lib/server/events/types";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { ContentHubRoomEvent } from "@/modules/content-hub/shared/events";
import { CONTENT_HUB_TAG, type ContentType, type WebhookEvent } from "@/modules/content-hub/shared/types";

/** The content hub's domain events (lib/server/events/types.ts KindDomainEvents). */
export type ContentHubDomainEvent =
  /** Posts, products and categories changed: the module's room events. */
  | (ModuleChange & { type: "content-hub.events"; tag: "ContentHub"; events: ContentHubRoomEvent[] })
  /**
   * Public content changed (published, unpublished, edited while published, deleted while
   * published): the module's webhook is told (its durable subscriber, webhooks/outbox-subscriber.ts).
   */
  | (ModuleChange & {
      type: "content-hub.public-change";
      contentType: ContentType;
      contentId: string;
      slug: string;
      change: WebhookEvent;
    });

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    ContentHub: ContentHubDomainEvent;
  }
}

export function contentChange(
  actor: Actor,
  scope: Pick<ModuleScope, "moduleId" | "membership">,
): ModuleChange {
  return {
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    clientId: actor.clientId ?? null,
  };
}

/** The room events of one change. */
export function contentRoomEvents(change: ModuleChange, events: ContentHubRoomEvent[]): DomainEvent[] {
  return events.length ? [{ type: "content-hub.events", tag: CONTENT_HUB_TAG, ...change, events }] : [];
}

/** A change the module's webhook is told of. */
export function publicChangeEvent(
  change: ModuleChange,
  contentType: ContentType,
  item: { id: string; slug: string },
  event: WebhookEvent,
): DomainEvent {
  return {
    type: "content-hub.public-change",
    ...change,
    contentType,
    contentId: item.id,
    slug: item.slug,
    change: event,
  };
}

/** A category of one content type was created, renamed, moved or deleted. */
export function categoriesChanged(
  actor: Actor,
  scope: Pick<ModuleScope, "moduleId" | "membership">,
  contentType: ContentType,
): DomainEvent[] {
  return contentRoomEvents(contentChange(actor, scope), [{ type: "categories.changed", contentType }]);
}
